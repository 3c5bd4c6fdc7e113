/** Speech (docs/product.md#speech-services, #enumerations). */

/** The product's own provider: the spec writes it as {product}; the product is LiveHub (account type, role prefix). */
export const PRODUCT_SPEECH_PROVIDER = "LiveHub";

/** docs/product.md#enumerations "Speech providers". */
export const SPEECH_PROVIDERS = [
  "None",
  "Azure",
  "Amazon",
  "Google",
  "GenericProvider",
  PRODUCT_SPEECH_PROVIDER,
  "Elevenlabs",
  "Deepgram",
  "GoogleV2",
  "AzureOpenAI",
  "OpenAI",
] as const;
export type SpeechProvider = (typeof SPEECH_PROVIDERS)[number];

/** docs/product.md#enumerations "Speech service ids". */
export const SPEECH_SERVICE_IDS = [
  "ac-azure-speech",
  "ac-google-speech",
  "ac-google-v2-speech",
  "ac-google-speech-enhanced",
  "ac-aws-speech",
  "ac-deepgram-speech",
  "azure-mock",
] as const;
export type SpeechServiceId = (typeof SPEECH_SERVICE_IDS)[number];

/** docs/product.md#enumerations "Speech usage: None, TTS, STT, TTSAndSTT". */
export const SPEECH_USAGES = ["None", "TTS", "STT", "TTSAndSTT"] as const;
export type SpeechUsage = (typeof SPEECH_USAGES)[number];

/** docs/product.md#speech-services "The name must not be a provider name" (compared case-insensitively). */
export const RESERVED_SPEECH_SERVICE_NAMES = [
  "Microsoft",
  "Google",
  "Google Enhanced",
  "Amazon",
  "ElevenLabs",
  "Deepgram",
] as const;

/** docs/product.md#enumerations "Transcription models". */
export const TRANSCRIPTION_MODELS = ["whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe"] as const;
export type TranscriptionModel = (typeof TRANSCRIPTION_MODELS)[number];

/** docs/product.md#enumerations "Speech model: gpt-4o-mini-tts". */
export const SPEECH_MODELS = ["gpt-4o-mini-tts"] as const;
export type SpeechModel = (typeof SPEECH_MODELS)[number];

/** docs/product.md#enumerations "Deepgram models: nova-2-general and nova-3-general (default nova-3-general)". */
export const DEEPGRAM_MODELS = ["nova-2-general", "nova-3-general"] as const;
export type DeepgramModel = (typeof DEEPGRAM_MODELS)[number];

export const DEFAULT_DEEPGRAM_MODEL: DeepgramModel = "nova-3-general";
