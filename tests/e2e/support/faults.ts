/**
 * What the fault spec and the fault proxy (fault-proxy.ts) share. Kept apart from the proxy, whose
 * module starts a server when imported.
 */
export type FaultMode = "slow" | "500-empty" | "500-message" | "malformed" | "down" | "answer-lost";

export interface FaultRule {
  /** Requests whose path (with query) starts with this. */
  prefix: string;
  /** Only requests with this method (any method when left out). */
  method?: string;
  mode: FaultMode;
  delayMs?: number;
}

/** The two lines of the "500-message" answer (one JSON `message` with a line break). */
export const FAULT_MESSAGE_LINES = ["Billing is under maintenance", "Please retry in a minute"] as const;
