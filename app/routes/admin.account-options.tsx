import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  accountSearchOf,
  accountsPage,
  requireAccountOptions,
} from "~/features/admin-accounts/picker/accounts-page.server";

/**
 * Pages of the admin account dropdown (JSON for its fetcher): ?page=n&accountSearch=text. The
 * statistics screen and the manual number share it, so either screen's gate may call it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAccountOptions(request, context);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Math.floor(Number(url.searchParams.get("page")) || 1)));
  const body = await accountsPage(api, page, accountSearchOf(url.searchParams));
  return json(
    { clients: body.clients, total: body.pages.total, page },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Nothing to post here: those the gate lets in get 405, anyone else the guard's 403. */
export async function action({ request, context }: ActionFunctionArgs): Promise<never> {
  await requireAccountOptions(request, context);
  throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
}
