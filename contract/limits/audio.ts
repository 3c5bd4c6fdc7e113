/** Audio levels (000 §9). */
export const AUDIO = {
  /** 000 §9 "Background music volume 0 to -32 dB" (loudest) */
  BACKGROUND_MUSIC_MAX_DB: 0,
  /** 000 §9 "Background music volume 0 to -32 dB" (quietest) */
  BACKGROUND_MUSIC_MIN_DB: -32,
  /** 000 §9 "translation volume 0 to -31 dB" (loudest) */
  TRANSLATION_MAX_DB: 0,
  /** 000 §9 "translation volume 0 to -31 dB" (quietest) */
  TRANSLATION_MIN_DB: -31,
} as const;
