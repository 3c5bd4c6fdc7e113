/**
 * The loaders and actions of the voice translation dialogs: the generic entity dialogs (app/features/
 * entities) with the account's speech services that a translation may use (usage TTSAndSTT: it
 * listens and speaks; GET {vaic}/speechService with limit=1000) and whether the account's plan may
 * create translations (000 §1: Essential only).
 */
import type { AppLoadContext } from "@remix-run/node";
import { SPEECH_SERVICES_API, SPEECH_SERVICES_LIST_SPEC, SpeechServiceRowSchema } from "../../../contract/wire/speechServices";
import { VoiceTranslationCreateSchema, voiceTranslationFormSchema, type VoiceTranslationDetail } from "../../../contract/wire/voiceTranslations";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { entityChoices } from "~/features/entities/choices.server";
import type { EntityMode } from "~/features/entities/resource";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { isTrialAccount } from "~/features/session/subscription";
import { VOICE_TRANSLATION_MESSAGES, VOICE_TRANSLATION_SECRET_FIELDS, VOICE_TRANSLATIONS_RESOURCE } from "./resource";

export interface VoiceTranslationDialogData {
  record: VoiceTranslationDetail | null;
  /** The speech services the form offers: the account's that do both speech to text and text to speech (none in view mode). */
  speechServices: { id: string; name: string }[];
  /** 000 §1 "Only Essential accounts may ... create ... voice translation": the create dialog says so. */
  planRequired: boolean;
}

/**
 * The account's speech services that listen and speak, by name. A user without the speech services'
 * read role (the bots roles) is offered none, and the platform is not asked (its 403 would end the
 * session): the form says to add one, and the platform refuses any other.
 */
async function usableSpeechServices(api: PlatformClient, user: CurrentUser): Promise<{ id: string; name: string }[]> {
  const rows = await entityChoices(api, user, {
    api: SPEECH_SERVICES_API,
    spec: SPEECH_SERVICES_LIST_SPEC,
    gate: SPEECH_SERVICES_RESOURCE.gates.view,
    row: SpeechServiceRowSchema,
    filter: [{ field: "usage", op: "=", value: "TTSAndSTT" }],
  });
  return rows.filter((r) => r.usage === "TTSAndSTT").map((r) => ({ id: r.id, name: r.name }));
}

async function choices(api: PlatformClient, user: CurrentUser, record: VoiceTranslationDetail | null, action: "create" | "view" | "edit"): Promise<VoiceTranslationDialogData> {
  return {
    record,
    // The view shows the record's speech service by name: nothing to choose from.
    speechServices: action === "view" ? [] : await usableSpeechServices(api, user),
    planRequired: action === "create" && isTrialAccount(user),
  };
}

export async function loadVoiceTranslationCreate(request: Request, context: AppLoadContext): Promise<VoiceTranslationDialogData> {
  const { api, user } = await requireEntityAction(request, context, VOICE_TRANSLATIONS_RESOURCE, "create");
  return choices(api, user, null, "create");
}

export async function loadVoiceTranslationRecord(
  request: Request,
  context: AppLoadContext,
  id: string,
  action: "view" | "edit",
  mode: EntityMode = "portal",
): Promise<VoiceTranslationDialogData> {
  const { api, user, record } =
    mode === "admin" ? await requireAdminRecord(request, context, VOICE_TRANSLATIONS_RESOURCE, id) : await requireOwnRecord(request, context, VOICE_TRANSLATIONS_RESOURCE, action, id);
  return choices(api, user, record, action);
}

export const loadVoiceTranslationDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, VOICE_TRANSLATIONS_RESOURCE, id);

export const createVoiceTranslation = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, VOICE_TRANSLATIONS_RESOURCE, VoiceTranslationCreateSchema, VOICE_TRANSLATION_SECRET_FIELDS, VOICE_TRANSLATION_MESSAGES);
export const editVoiceTranslation = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, VOICE_TRANSLATIONS_RESOURCE, id, voiceTranslationFormSchema, VOICE_TRANSLATION_SECRET_FIELDS, VOICE_TRANSLATION_MESSAGES);
export const deleteVoiceTranslation = (request: Request, context: AppLoadContext, id: string) =>
  entityDeleteAction(request, context, VOICE_TRANSLATIONS_RESOURCE, id, VOICE_TRANSLATION_MESSAGES);
