/** Routing rules (docs/product.md#routing-rule, #enumerations). */

/** Routing rule event type (docs/product.md#routing-rule "event type (call or transfer)"; #enumerations "Routing connection types"). */
export const ROUTING_EVENT_TYPES = ["call", "transfer"] as const;
export type RoutingEventType = (typeof ROUTING_EVENT_TYPES)[number];

/** Routing rule condition applies to the called or the calling number (docs/product.md#routing-rule). */
export const ROUTING_CONDITION_FIELDS = ["called", "calling"] as const;
