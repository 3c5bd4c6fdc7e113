import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { requestAuth } from "~/auth/session.server";

/**
 * GET /portal/realtime-token: the signed-in user's platform access token, for the live
 * notifications island to hand to the hub (docs/product.md#notifications). requireUser has just called the platform with
 * the session's token, renewing it (and the session cookie) if it had expired, so what is returned
 * is current. Same origin only; never cached; the island keeps it in memory.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const { auth } = await requestAuth(request, context);
  // requireUser would have redirected to sign-in without a session; this only guards a race with sign-out.
  if (!auth) return json({ messages: [] }, { status: 401, headers: { "Cache-Control": "no-store" } });
  return json({ token: auth.token }, { headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
}
