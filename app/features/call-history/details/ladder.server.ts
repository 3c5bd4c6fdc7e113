import { json, type AppLoadContext } from "@remix-run/node";
import { CallDetailsSchema } from "../../../../contract/callDetails";
import { BRAND_NAME } from "~/components/BrandLogo";
import { i18nServer } from "~/i18n/i18next.server";
import { timeZoneFromCookie, UTC } from "~/features/time/timezone";
import { isNotFound } from "~/services/platform.server";
import { requireCallHistory } from "../guard.server";
import { CALL_API, type CallHistoryMode } from "../mode";
import { callNotFound, ownCall } from "./details.server";
import { loadTimeline } from "./timeline.server";
import type { TimelineLeg } from "./timelineLayout";

export interface LadderData {
  title: string;
  callId: string;
  timeZone: string;
  legs: TimelineLeg[];
}

/**
 * Loader of the SIP ladder dialog (`$callId/ladder`): the call (404 when it is not the caller's, as
 * the details), then every leg of its session with its GetCallLog ladder, without the turns.
 */
export async function loadLadder(
  request: Request,
  context: AppLoadContext,
  mode: CallHistoryMode,
  callId: string | undefined,
) {
  const { user, api } = await requireCallHistory(request, context, mode);
  if (!callId) throw callNotFound();
  const call = await api
    .get(CALL_API.details(callId), { schema: CallDetailsSchema.nullable() })
    .catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
  if (!call || !ownCall(mode, user, call)) throw callNotFound();
  const [timeline, t] = await Promise.all([
    loadTimeline(api, mode, user, call, null, new URL(request.url).search, Date.now(), { turns: false }),
    i18nServer.getFixedT(request, ["call-details", "common"]),
  ]);
  const data: LadderData = {
    title: t("common:page_title", { title: t("call-details:ladder.page_title", { callId }), brand: BRAND_NAME }),
    callId,
    timeZone: mode === "admin" ? UTC : timeZoneFromCookie(request.headers.get("Cookie")),
    legs: timeline.legs,
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}
