import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { manageAccountAction } from "~/features/account-menu/account-menu.server";

/**
 * /portal/manage_account: the avatar menu's "Manage account" posts here in a new tab; the answer is
 * the identity service's account page with a one-time SSO code. A GET (a reload) goes to the dashboard.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return redirect("/portal/dashboard");
}
export const action = ({ request, context }: ActionFunctionArgs) => manageAccountAction(request, context);
