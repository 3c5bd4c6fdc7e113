/** Audio levels (docs/product.md#ranges). */
export const AUDIO = {
  /** docs/product.md#ranges "Background music volume 0 to -32 dB" (loudest) */
  BACKGROUND_MUSIC_MAX_DB: 0,
  /** docs/product.md#ranges "Background music volume 0 to -32 dB" (quietest) */
  BACKGROUND_MUSIC_MIN_DB: -32,
  /** docs/product.md#ranges "translation volume 0 to -31 dB" (loudest) */
  TRANSLATION_MAX_DB: 0,
  /** docs/product.md#ranges "translation volume 0 to -31 dB" (quietest) */
  TRANSLATION_MIN_DB: -31,
} as const;
