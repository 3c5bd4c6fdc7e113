/** Voice quality (001 §3): the call list filters by it, statistics count by it. */

/** Voice-quality dimension values of CountCallsQuality (001 §3). */
export const VOICE_QUALITY_DIMENSIONS = ["good", "fair", "poor", "unknown"] as const;
