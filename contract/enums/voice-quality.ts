/** Voice quality (docs/product.md#call-record): the call list filters by it, statistics count by it. */

/** Voice-quality dimension values of CountCallsQuality (docs/product.md#statistics-metrics). */
export const VOICE_QUALITY_DIMENSIONS = ["good", "fair", "poor", "unknown"] as const;
