/**
 * What the number dialogs offer beside the record: the languages and voices a number may speak
 * (LanguageVoiceNames) and its defaults (DefaultConfig), and on an active number's view "Place a
 * test call" (docs/product.md#numbers).
 */
import {
  LanguageVoiceNamesSchema,
  PHONES_PATHS,
  PhoneDefaultConfigSchema,
  type LanguageVoiceNames,
  type PhoneDefaultConfig,
  type PhoneDetail,
} from "../../../contract/wire/phones";
import type { DialogContext } from "~/features/entities/dialog.server";
import { passes } from "~/features/navigation/gates";
import { NUMBERS_RESOURCE } from "./resource";

export interface NumberDialogData {
  record: PhoneDetail | null;
  languages: LanguageVoiceNames["languages"];
  defaults: PhoneDefaultConfig;
  /** The view offers "Place a test call" (an active number; the test call's gate). */
  canTestCall?: boolean;
}

export async function numberDialogData({
  api,
  user,
  record,
  action,
  mode,
}: DialogContext<PhoneDetail>): Promise<Omit<NumberDialogData, "record">> {
  const [voices, defaults] = await Promise.all([
    api.get(PHONES_PATHS.languageVoiceNames, { schema: LanguageVoiceNamesSchema }),
    api.get(PHONES_PATHS.defaultConfig, { schema: PhoneDefaultConfigSchema }),
  ]);
  const testCall = NUMBERS_RESOURCE.actions?.portal?.record?.["test-call"];
  const canTestCall =
    mode === "portal" &&
    action === "view" &&
    record?.status === "Active" &&
    testCall !== undefined &&
    passes(testCall, user.roles);
  return { languages: voices.languages, defaults, canTestCall };
}
