/**
 * Voice translations as an entity screen (ADR 010): /portal/voice_translation and
 * /admin/voice_translations (the spec's paths: singular on the portal, plural in the admin area), the
 * voice translations contract and the VOICETRANSLATION gates of the navigation model (docs/product.md#role-names).
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  VOICE_TRANSLATIONS_API,
  VOICE_TRANSLATIONS_LIST_SPEC,
  VoiceTranslationCreateSchema,
  VoiceTranslationDetailSchema,
  VoiceTranslationRowSchema,
  type VoiceTranslationDetail,
  type VoiceTranslationRow,
} from "../../../contract/wire/voiceTranslations";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

export const VOICE_TRANSLATIONS_RESOURCE: EntityResource<VoiceTranslationRow, VoiceTranslationDetail> = {
  key: "voice_translations",
  ns: "voice-translations",
  paths: { portal: "/portal/voice_translation", admin: "/admin/voice_translations" },
  api: VOICE_TRANSLATIONS_API,
  listSpec: VOICE_TRANSLATIONS_LIST_SPEC,
  rowSchema: VoiceTranslationRowSchema,
  detailSchema: VoiceTranslationDetailSchema,
  gates: crudGates(
    ROLES.VOICETRANSLATION_CREATE,
    ROLES.VOICETRANSLATION_READ,
    ROLES.VOICETRANSLATION_UPDATE,
    ROLES.VOICETRANSLATION_DELETE,
  ),
  form: { create: VoiceTranslationCreateSchema },
  messages: {
    created: MSG.success_voice_translation_created,
    updated: MSG.success_voice_translation_updated,
    deleted: MSG.success_voice_translation_deleted,
  },
  sortable: ["name", "accountName", "speechServiceName", "volumeDb", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id"], admin: ["accountId", "id"] },
  filters: [],
  limitMessage: MSG.warning_max_voice_translations_reached,
  essentialOnly: MSG.warning_essential_plan_required,
  formFields: [
    "name",
    "languages",
    "speechServiceId",
    "volumeDb",
    "activateInbound",
    "activateOutbound",
    "activateTransfer",
    "agentAssist",
    "voiceTranslation",
  ],
};
