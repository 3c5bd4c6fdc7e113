import { json, type LoaderFunctionArgs, type ActionFunctionArgs } from "@remix-run/node";
import { ACCOUNT_SEARCH_PARAM } from "~/features/statistics/account-search";
import { accountsPage, requireStatistics } from "~/features/statistics/statistics.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** Pages of the admin account dropdown (JSON for its fetcher): ?page=n&accountSearch=text. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStatistics(request, context, "admin");
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(url.searchParams.get("page")) || 1)));
  const body = await accountsPage(api, page, (url.searchParams.get(ACCOUNT_SEARCH_PARAM) ?? "").slice(0, 100));
  return json({ clients: body.clients, total: body.pages.total, page }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);
