/** Routing rules (000 §3, §9). */

/** Routing rule event type (000 §3 "event type (call or transfer)"; §9 "Routing connection types"). */
export const ROUTING_EVENT_TYPES = ["call", "transfer"] as const;
export type RoutingEventType = (typeof ROUTING_EVENT_TYPES)[number];

/** Routing rule condition applies to the called or the calling number (000 §3). */
export const ROUTING_CONDITION_FIELDS = ["called", "calling"] as const;
