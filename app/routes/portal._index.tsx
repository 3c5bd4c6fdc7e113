import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";

/** /portal itself: the dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw redirect("/portal/dashboard");
}
