import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";

/** An unknown /portal path: "not found" inside the shell (for a signed-in user; visitors sign in first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
