/**
 * Idempotency of money actions (issue 7 item 5; not in the spec's catalogue): the console sends a key
 * per rendered form, the platform answers a repeated key with the first answer.
 */
export const IDEMPOTENCY = {
  /** The request header carrying the key (the common "Idempotency-Key" draft-standard name) */
  HEADER: "Idempotency-Key",
  /** A key is a UUID (the console makes it with crypto.randomUUID) */
  KEY_PATTERN: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  /** A money action the platform refuses on business grounds answers this status with a text body (docs/product.md#export-call-and-ai-messages error_action_denied) */
  DENIED_STATUS: 409,
} as const;
