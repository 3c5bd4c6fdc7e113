/**
 * The loaders and actions of the number dialogs: the generic entity dialogs (app/features/entities)
 * with the languages and voices a number may speak (LanguageVoiceNames) and its defaults
 * (DefaultConfig). Configure is the entity's edit, the release its delete, and porting a number in its
 * create (a form of its own: POST {phones}/phones with the carrier's details).
 */
import type { AppLoadContext } from "@remix-run/node";
import { LanguageVoiceNamesSchema, PHONES_PATHS, PhoneConfigureSchema, PhoneDefaultConfigSchema, PortInSchema, type LanguageVoiceNames, type PhoneDefaultConfig, type PhoneDetail } from "../../../contract/wire/phones";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import type { EntityMode } from "~/features/entities/resource";
import type { PlatformClient } from "~/services/platform.server";
import { NUMBER_MESSAGES, NUMBERS_RESOURCE } from "./resource";

export interface NumberDialogData {
  record: PhoneDetail | null;
  languages: LanguageVoiceNames["languages"];
  defaults: PhoneDefaultConfig;
}

async function choices(api: PlatformClient, record: PhoneDetail | null): Promise<NumberDialogData> {
  const [voices, defaults] = await Promise.all([
    api.get(PHONES_PATHS.languageVoiceNames, { schema: LanguageVoiceNamesSchema }),
    api.get(PHONES_PATHS.defaultConfig, { schema: PhoneDefaultConfigSchema }),
  ]);
  return { record, languages: voices.languages, defaults };
}

export async function loadNumberRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<NumberDialogData> {
  const { api, record } = mode === "admin" ? await requireAdminRecord(request, context, NUMBERS_RESOURCE, id) : await requireOwnRecord(request, context, NUMBERS_RESOURCE, action, id);
  return choices(api, record);
}

/** The port-in dialog: the create gate (it gives the account a number). */
export async function loadPortIn(request: Request, context: AppLoadContext): Promise<Record<string, never>> {
  await requireEntityAction(request, context, NUMBERS_RESOURCE, "create");
  return {};
}

export const loadNumberDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, NUMBERS_RESOURCE, id);

export const portInNumber = (request: Request, context: AppLoadContext) => entityCreateAction(request, context, NUMBERS_RESOURCE, PortInSchema, [], NUMBER_MESSAGES);
export const configureNumber = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, NUMBERS_RESOURCE, id, () => PhoneConfigureSchema, [], NUMBER_MESSAGES);
export const deleteNumber = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, NUMBERS_RESOURCE, id, NUMBER_MESSAGES);
