/**
 * The loaders and actions of the speech service dialogs: the generic entity dialogs (app/features/
 * entities) with the regions the platform offers and whether the account's plan may create speech
 * services (000 §1: Essential only).
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { BOTS_REGIONS_PATH } from "../../../contract/wire/bots";
import { RegionSchema } from "../../../contract/wire/settings";
import { SpeechServiceCreateSchema, speechServiceFormSchema, type SpeechServiceDetail } from "../../../contract/wire/speechServices";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import type { EntityMode } from "~/features/entities/resource";
import { isTrialAccount } from "~/features/session/subscription";
import { SPEECH_SECRET_FIELDS, SPEECH_SERVICE_MESSAGES, SPEECH_SERVICES_RESOURCE } from "./resource";

export interface SpeechServiceDialogData {
  record: SpeechServiceDetail | null;
  regions: { regionId: string; regionName: string }[];
  /** 000 §1 "Only Essential accounts may ... create ... speech services": the create dialog says so. */
  planRequired: boolean;
}

const RegionsSchema = z.object({ regions: z.array(RegionSchema) });

async function choices(api: PlatformClient, user: CurrentUser, record: SpeechServiceDetail | null): Promise<SpeechServiceDialogData> {
  const regions = await api.get(BOTS_REGIONS_PATH, { schema: RegionsSchema });
  return { record, regions: regions.regions, planRequired: record === null && isTrialAccount(user) };
}

export async function loadSpeechServiceCreate(request: Request, context: AppLoadContext): Promise<SpeechServiceDialogData> {
  const { api, user } = await requireEntityAction(request, context, SPEECH_SERVICES_RESOURCE, "create");
  return choices(api, user, null);
}

export async function loadSpeechServiceRecord(
  request: Request,
  context: AppLoadContext,
  id: string,
  action: "view" | "edit",
  mode: EntityMode = "portal",
): Promise<SpeechServiceDialogData> {
  const { api, user, record } =
    mode === "admin" ? await requireAdminRecord(request, context, SPEECH_SERVICES_RESOURCE, id) : await requireOwnRecord(request, context, SPEECH_SERVICES_RESOURCE, action, id);
  return choices(api, user, record);
}

export const loadSpeechServiceDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, SPEECH_SERVICES_RESOURCE, id);

export const createSpeechService = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, SPEECH_SERVICES_RESOURCE, SpeechServiceCreateSchema, SPEECH_SECRET_FIELDS, SPEECH_SERVICE_MESSAGES);
export const editSpeechService = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, SPEECH_SERVICES_RESOURCE, id, speechServiceFormSchema, SPEECH_SECRET_FIELDS, SPEECH_SERVICE_MESSAGES);
export const deleteSpeechService = (request: Request, context: AppLoadContext, id: string) =>
  entityDeleteAction(request, context, SPEECH_SERVICES_RESOURCE, id, SPEECH_SERVICE_MESSAGES);
