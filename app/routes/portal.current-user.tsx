import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUserForPolling } from "~/components/shell/shell-data.server";

/** GET /portal/current-user: the signed-in user, polled by the shell every 15 s (docs/product.md#session). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUserForPolling(request, context);
  return json({ value: user }, { headers: { "Cache-Control": "private, no-store" } });
}
