/**
 * Voice translations as an entity screen (ADR 010): /portal/voice_translation and
 * /admin/voice_translations (the spec's paths: singular on the portal, plural in the admin area), the
 * voice translations contract and the VOICETRANSLATION gates of the navigation model (000 §6).
 */
import { MSG } from "../../../contract/messages";
import {
  VOICE_TRANSLATIONS_API,
  VOICE_TRANSLATIONS_LIST_SPEC,
  VoiceTranslationDetailSchema,
  VoiceTranslationRowSchema,
  type VoiceTranslationDetail,
  type VoiceTranslationRow,
} from "../../../contract/wire/voiceTranslations";
import type { EntityResource } from "~/features/entities/resource";
import { ENTITY_ACTION_GATES } from "~/features/navigation/model";

export const VOICE_TRANSLATIONS_RESOURCE: EntityResource<VoiceTranslationRow, VoiceTranslationDetail> = {
  key: "voice_translations",
  ns: "voice-translations",
  paths: { portal: "/portal/voice_translation", admin: "/admin/voice_translations" },
  api: VOICE_TRANSLATIONS_API,
  listSpec: VOICE_TRANSLATIONS_LIST_SPEC,
  rowSchema: VoiceTranslationRowSchema,
  detailSchema: VoiceTranslationDetailSchema,
  gates: ENTITY_ACTION_GATES["/portal/voice_translation"],
  sortable: ["name", "accountName", "speechServiceName", "volumeDb", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [],
  limitMessage: MSG.warning_max_voice_translations_reached,
  essentialOnly: MSG.warning_essential_plan_required,
  formFields: ["name", "languages", "speechServiceId", "volumeDb", "activateInbound", "activateOutbound", "activateTransfer", "agentAssist", "voiceTranslation"],
};

/** A voice translation holds no secrets. */
export const VOICE_TRANSLATION_SECRET_FIELDS = [] as const;

export const VOICE_TRANSLATION_MESSAGES = {
  created: MSG.success_voice_translation_created,
  updated: MSG.success_voice_translation_updated,
  deleted: MSG.success_voice_translation_deleted,
} as const;
