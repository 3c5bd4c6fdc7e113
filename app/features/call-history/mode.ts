/**
 * The two call-history screens share one implementation; a mode names which one is drawn (docs/product.md#call-history
 * "Call history screen (customer and admin)"): the customer's own calls in local time, or every
 * account's calls for administrators, in UTC, with an account column and filter.
 */

export const CALL_HISTORY_MODES = ["portal", "admin"] as const;
export type CallHistoryMode = (typeof CALL_HISTORY_MODES)[number];

/** Where each screen lives; a call's details are `${path}/${callId}` (a nested route). */
export const CALL_HISTORY_PATHS: Readonly<Record<CallHistoryMode, string>> = {
  portal: "/portal/call_history",
  admin: "/admin/calls",
};

/** Platform endpoints per mode (docs/product.md#call-history-calls "Call history"). */
export const CALLS_API = {
  portal: { list: "/billing/api/v1/Calls", export: "/billing/api/reports/calls" },
  admin: { list: "/billing/api/v1/Admin/Calls", export: "/billing/api/reports/Admin/calls" },
} as const satisfies Record<CallHistoryMode, { list: string; export: string }>;

/** One call and its media (both modes: the platform scopes customers to their account). */
export const CALL_API = {
  details: (callId: string) => `/billing/api/v1/Calls/${encodeURIComponent(callId)}`,
  transcript: (callId: string) => `/billing/api/v1/Calls/${encodeURIComponent(callId)}/transcript`,
  log: (callId: string) => `/billing/api/v1/Calls/${encodeURIComponent(callId)}/log`,
  recording: (callId: string) => `/billing/api/v1/Calls/${encodeURIComponent(callId)}/recording`,
  related: "/billing/api/v1/GetTransferCallBySessionId",
  /** The SIP ladder of one leg (query callId). */
  ladder: "/billing/api/v1/GetCallLog",
} as const;

/** The details drawer of a call, keeping the list's query so closing it returns to the same page. */
export function callDetailsHref(mode: CallHistoryMode, callId: string, search: string): string {
  return `${CALL_HISTORY_PATHS[mode]}/${encodeURIComponent(callId)}${search}`;
}

/** The list itself, with the given query ("?..." or ""). */
export function callListHref(mode: CallHistoryMode, search: string): string {
  return `${CALL_HISTORY_PATHS[mode]}${search === "?" ? "" : search}`;
}
