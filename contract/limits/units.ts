/** The units the limits are written in (README.md). */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const KIB = 1024;

export const TIME = { SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS } as const;
