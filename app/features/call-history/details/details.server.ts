import { json, type AppLoadContext } from "@remix-run/node";
import type { MosThresholds } from "../../../../contract/calls";
import {
  CallDetailsSchema,
  CallLogResponseSchema,
  type CallDetails,
  type CallLogEntry,
  type PostCallAnalysis,
  type TranscriptEntry,
} from "../../../../contract/callDetails";
import { hasRoles, ROLES } from "../../../../contract/roles";
import { BRAND_NAME } from "~/components/BrandLogo";
import { i18nServer } from "~/i18n/i18next.server";
import { timeZoneFromCookie, UTC } from "~/features/time/timezone";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { mosThresholdsOf } from "~/services/settings.server";
import { toastsFromError, type Toast } from "~/toast/toast.server";
import { requireCallHistory } from "../guard.server";
import { CALL_API, type CallHistoryMode } from "../mode";
import { recordingHref } from "./format";
import { loadTimeline } from "./timeline.server";
import type { TimelineData } from "./timelineLayout";

/** The call record without its media lists, which travel separately (and only when readable). */
export type CallDetailsRecord = Omit<CallDetails, "transcript" | "postCallAnalysis">;

export interface CallDetailsLoaded {
  state: "loaded";
  mode: CallHistoryMode;
  call: CallDetailsRecord;
  /** null: no transcript for this call, or the user may not read transcripts. */
  transcript: TranscriptEntry[] | null;
  /** Post-call analyses (empty when there are none or the user may not read them). */
  analyses: PostCallAnalysis[];
  /** null: the log could not be fetched or is empty. */
  log: CallLogEntry[] | null;
  /** The recording route, when the call was recorded and the user may listen to it. */
  recordingHref: string | null;
  /** The zone every time is shown in (the browser's for customers, UTC for administrators). */
  timeZone: string;
  thresholds: MosThresholds;
  title: string;
  /** The session's legs on one time axis (SIP ladders, MOS, turns, recordings). */
  timeline: TimelineData;
}

/** The platform failed (other than 404): its lines go to toasts, the drawer says it could not load. */
export interface CallDetailsFailed {
  state: "failed";
  mode: CallHistoryMode;
  callId: string;
  toasts: Toast[];
  title: string;
}

export type CallDetailsData = CallDetailsLoaded | CallDetailsFailed;

const NO_STORE = { "Cache-Control": "private, no-store" };

/** A 404 for the route's error boundary (shown inside the drawer). */
export function callNotFound(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/**
 * The call's log, or null when it cannot be had: a missing or failing log must not hide the rest
 * of the details (the drawer says "logs unavailable" instead). Redirects (sign-in) still pass.
 */
async function optionalLog(api: PlatformClient, callId: string): Promise<CallLogEntry[] | null> {
  try {
    const answer = await api.get(CALL_API.log(callId), { schema: CallLogResponseSchema.nullable() });
    return answer && answer.log.length > 0 ? answer.log : null;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isNotFound(error))
      console.warn(`[call-details] log of ${callId} unavailable`, isPlatformError(error) ? error.status : error);
    return null;
  }
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/**
 * Whether a call read on the customer screens is the caller's own. Only an administrator's answer
 * names an account (and may name another): a customer's is scoped by the platform already.
 */
export function ownCall(
  mode: CallHistoryMode,
  user: { accountId: string },
  call: { accountId?: string | null },
): boolean {
  return mode !== "portal" || !call.accountId || call.accountId === user.accountId;
}

/**
 * Loader of the details drawer (`$callId` under /portal/call_history and /admin/calls). The call and
 * its log are fetched in parallel; a 404 of the call is the boundary's "not found", any other
 * failure shows the server's lines as toasts (docs/product.md#export-call-and-ai-messages "Call fetch failure").
 */
export async function loadCallDetails(
  request: Request,
  context: AppLoadContext,
  mode: CallHistoryMode,
  callId: string | undefined,
) {
  const { user, api } = await requireCallHistory(request, context, mode);
  if (!callId) throw callNotFound();
  const timeZone = mode === "admin" ? UTC : timeZoneFromCookie(request.headers.get("Cookie"));

  const [details, log, thresholds, t] = await Promise.all([
    settle(api.get(CALL_API.details(callId), { schema: CallDetailsSchema.nullable() })),
    optionalLog(api, callId),
    mosThresholdsOf(context, request),
    i18nServer.getFixedT(request, ["call-details", "common"]),
  ]);
  const title = t("common:page_title", { title: t("call-details:page_title", { callId }), brand: BRAND_NAME });

  if (!details.ok) {
    const { error } = details;
    if (error instanceof Response) throw error;
    if (!isPlatformError(error)) throw error;
    if (isNotFound(error)) throw callNotFound();
    const failed: CallDetailsFailed = { state: "failed", mode, callId, toasts: toastsFromError(error), title };
    return json<CallDetailsData>(failed, { status: error.status, headers: NO_STORE });
  }
  // An empty answer (204) names no call: the same as not found.
  if (!details.value) throw callNotFound();
  // The platform lets an administrator read any account's call; the customer screen is their own account's.
  if (!ownCall(mode, user, details.value)) throw callNotFound();

  const { transcript, postCallAnalysis, ...call } = details.value;
  // The platform leaves the media out for users without the role; check here too, never show more.
  const mayReadTranscripts = hasRoles(user.roles, [ROLES.CALLTRANSCRIPT_READ]);
  const mayListen = hasRoles(user.roles, [ROLES.CALLRECORDING_READ]);
  const shownTranscript = mayReadTranscripts && transcript && transcript.length > 0 ? transcript : null;
  const timeline = await loadTimeline(api, mode, user, call, shownTranscript, new URL(request.url).search, Date.now());
  const loaded: CallDetailsLoaded = {
    state: "loaded",
    mode,
    call,
    transcript: shownTranscript,
    analyses: mayReadTranscripts ? (postCallAnalysis ?? []) : [],
    log,
    recordingHref: call.recorded && mayListen ? recordingHref(mode, call.callId) : null,
    timeZone,
    thresholds,
    title,
    timeline,
  };
  return json<CallDetailsData>(loaded, { headers: NO_STORE });
}
