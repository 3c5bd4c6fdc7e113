/**
 * What the voice translation dialogs offer beside the record: the account's speech services that a
 * translation may use (usage TTSAndSTT: it listens and speaks) and whether the plan may create one.
 */
import {
  SPEECH_SERVICES_API,
  SPEECH_SERVICES_LIST_SPEC,
  SpeechServiceRowSchema,
} from "../../../contract/wire/speechServices";
import type { VoiceTranslationDetail } from "../../../contract/wire/voiceTranslations";
import { entityChoices } from "~/features/entities/choices.server";
import type { DialogContext } from "~/features/entities/dialog.server";
import { isTrialAccount } from "~/features/session/subscription";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";

export interface VoiceTranslationDialogData {
  record: VoiceTranslationDetail | null;
  /** The speech services the form offers: the account's that do both speech to text and text to speech (none in view mode). */
  speechServices: { id: string; name: string }[];
  /** Only Essential accounts create voice translations: the create dialog says so. */
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

export async function voiceTranslationDialogData({
  api,
  user,
  action,
}: DialogContext<VoiceTranslationDetail>): Promise<Omit<VoiceTranslationDialogData, "record">> {
  return {
    // The view shows the record's speech service by name: nothing to choose from.
    speechServices: action === "view" ? [] : await usableSpeechServices(api, user),
    planRequired: action === "create" && isTrialAccount(user),
  };
}
