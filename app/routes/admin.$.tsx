import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth/guards.server";

/**
 * Any admin path without a page (yet): a customer gets the guard's 403 whatever the method; an
 * administrator gets "not found".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
