/** What a call party, a routing endpoint or a statistics entity is (docs/product.md#statistics-metrics). */

/** Connected entity types of a call party, a routing endpoint or a statistics entity (docs/product.md#statistics-metrics). */
export const CONNECTED_ENTITY_TYPES = [
  "service-number",
  "bot",
  "sip-conn",
  "original-service-number",
  "teams-conn",
  "routing-group",
  "wa-conn",
] as const;
export type ConnectedEntityType = (typeof CONNECTED_ENTITY_TYPES)[number];
