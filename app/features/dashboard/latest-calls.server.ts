import { CALL_LIST_SPEC, type CallRecord } from "../../../contract/calls";
import { buildListQuery } from "../../../contract/listQuery";
import { CallsListResponseSchema } from "../../../contract/wire/calls";
import { callInProgress } from "~/features/call-history/details/format";
import { CALLS_API, callDetailsHref } from "~/features/call-history/mode";
import type { PlatformClient } from "~/services/platform.server";

/**
 * The dashboard's latest calls (docs/features/shell.md "Dashboard"): the account's last live calls,
 * newest first, read from the call history's own list (docs/product.md#call-history-calls "GET
 * {billing}/v1/Calls ... includeTestCalls=false"), each with what its row shows and the call-details
 * page it opens. Needs CALLS_READ (docs/product.md#portal-gates), as the list does.
 */

export const LATEST_CALLS_LIMIT = 5;

export type LatestCallStatus = "successful" | "failed" | "in_progress";

export interface CallParty {
  name: string | null;
  number: string | null;
}

export interface LatestCall {
  callId: string;
  setupTime: string;
  from: CallParty;
  to: CallParty;
  status: LatestCallStatus;
  /** null while the call is in progress. */
  durationSeconds: number | null;
  /** The call's details in the call history. */
  href: string;
}

/** The query of the list: its first page of LATEST_CALLS_LIMIT calls by setup time, newest first. */
const LATEST_CALLS_QUERY = buildListQuery(
  { page: 1, limit: LATEST_CALLS_LIMIT, sort: { field: "setupTime", direction: "desc" } },
  CALL_LIST_SPEC,
);

function latestCallOf(call: CallRecord): LatestCall {
  const running = callInProgress(call);
  return {
    callId: call.callId,
    setupTime: call.setupTime,
    from: { name: call.callingEntity.displayName || null, number: call.callingEntity.phoneNumber || null },
    to: {
      name: call.calledEntity.displayName || null,
      number: call.calledEntity.phoneNumber || call.calledEntity.serviceNumber || null,
    },
    status: running ? "in_progress" : call.successful ? "successful" : "failed",
    durationSeconds: running ? null : call.durationSeconds,
    href: callDetailsHref("portal", call.callId, ""),
  };
}

export async function fetchLatestCalls(api: PlatformClient): Promise<LatestCall[]> {
  // 204 (no calls) arrives as null.
  const body = await api.get(`${CALLS_API.portal.list}?${LATEST_CALLS_QUERY}`, {
    query: { includeTestCalls: false },
    schema: CallsListResponseSchema.nullable(),
  });
  return (body?.calls ?? []).map(latestCallOf);
}
