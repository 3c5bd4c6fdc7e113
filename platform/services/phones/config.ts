/**
 * A number's call configuration catalogue (docs/product.md#endpoint-names "DefaultConfig", "LanguageVoiceNames"): the
 * languages a number speaks and the voices of each (the same catalogue as the voice translations',
 * contract/wire/voiceTranslations), and what a new number starts with.
 */
import type { LanguageVoiceNames, PhoneDefaultConfig } from "../../../contract/wire/phones";
import { TRANSLATION_LANGUAGE_CODES, voicesOf } from "../../../contract/wire/voiceTranslations";

export function defaultPhoneConfig(): PhoneDefaultConfig {
  const language = TRANSLATION_LANGUAGE_CODES[0];
  return { format: "E164", prefix: "", language, voice: voicesOf(language)[0] };
}

export function languageVoiceNames(): LanguageVoiceNames {
  return { languages: TRANSLATION_LANGUAGE_CODES.map((language) => ({ language, voices: [...voicesOf(language)] })) };
}
