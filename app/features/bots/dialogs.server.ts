/**
 * The loaders and actions of the bot dialogs: the generic entity dialogs (app/features/entities) with
 * the bots' choices (regions and frameworks from the platform) and account facts (trial, outbound
 * calling enabled by support).
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { RegionSchema } from "../../../contract/wire/settings";
import { AvailableFrameworksSchema, BOTS_FRAMEWORKS_PATH, BOTS_REGIONS_PATH, BotCreateSchema, botFormSchema, type BotDetail, type SubFramework } from "../../../contract/wire/bots";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { isTrialAccount } from "~/features/session/subscription";
import type { EntityMode } from "~/features/entities/resource";
import { BOT_MESSAGES, BOT_SECRET_FIELDS, BOTS_RESOURCE } from "./resource";

export interface BotDialogData {
  record: BotDetail | null;
  regions: { regionId: string; regionName: string }[];
  frameworks: SubFramework[];
  /** 000 §1 "Transfer call is disabled for trial". */
  trial: boolean;
  /** 000 §1 outbound calling "disabled by default and enabled by support". */
  outboundAllowed: boolean;
}

const RegionsSchema = z.object({ regions: z.array(RegionSchema) });

async function choices(api: PlatformClient, user: CurrentUser, record: BotDetail | null): Promise<BotDialogData> {
  const [regions, catalogue] = await Promise.all([api.get(BOTS_REGIONS_PATH, { schema: RegionsSchema }), api.get(BOTS_FRAMEWORKS_PATH, { schema: AvailableFrameworksSchema })]);
  return {
    record,
    regions: regions.regions,
    frameworks: catalogue.frameworks,
    trial: isTrialAccount(user),
    outboundAllowed: user.featuresActivation.outboundCalling === true || record?.isOutboundCallingEnabled === true,
  };
}

export async function loadBotCreate(request: Request, context: AppLoadContext): Promise<BotDialogData> {
  const { api, user } = await requireEntityAction(request, context, BOTS_RESOURCE, "create");
  return choices(api, user, null);
}

export async function loadBotRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<BotDialogData> {
  const { api, user, record } = mode === "admin" ? await requireAdminRecord(request, context, BOTS_RESOURCE, id) : await requireOwnRecord(request, context, BOTS_RESOURCE, action, id);
  return choices(api, user, record);
}

export const loadBotDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, BOTS_RESOURCE, id);

export const createBot = (request: Request, context: AppLoadContext) => entityCreateAction(request, context, BOTS_RESOURCE, BotCreateSchema, BOT_SECRET_FIELDS, BOT_MESSAGES);
export const editBot = (request: Request, context: AppLoadContext, id: string) => entityEditAction(request, context, BOTS_RESOURCE, id, botFormSchema, BOT_SECRET_FIELDS, BOT_MESSAGES);
export const deleteBot = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, BOTS_RESOURCE, id, BOT_MESSAGES);
