/** Field names of the money forms, shared by the dialogs and their actions. */
export const KEY_FIELD = "idempotencyKey";
export const INTENT = { review: "review", charge: "charge", credit: "credit" } as const;
