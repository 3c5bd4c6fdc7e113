import { json, type AppLoadContext } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { i18nServer } from "~/i18n/i18next.server";
import { requireCallHistory } from "../guard.server";
import type { CallHistoryMode } from "../mode";
import { callNotFound } from "./details.server";

/**
 * Loader of the SIP ladder dialog (`$callId/ladder`). The ladders themselves are the details
 * route's (its loader reads the session's legs and their GetCallLog, scoped by the platform); this
 * one checks the same gate, so the dialog's URL is never served to a user the details refuse.
 */
export async function loadLadder(request: Request, context: AppLoadContext, mode: CallHistoryMode, callId: string | undefined) {
  await requireCallHistory(request, context, mode);
  if (!callId) throw callNotFound();
  const t = await i18nServer.getFixedT(request, ["call-details", "common"]);
  const title = t("common:page_title", { title: t("call-details:ladder.page_title", { callId }), brand: BRAND_NAME });
  return json({ title }, { headers: { "Cache-Control": "private, no-store" } });
}
