import { redirect, type AppLoadContext } from "@remix-run/node";
import { isPlatformAdmin } from "../../../contract/roles";
import { forbidden, requireAdmin, requireUser } from "~/auth/guards.server";
import { signOut } from "~/auth/authenticator.server";
import { getSession, readAuth } from "~/auth/session.server";
import { errorPagePath } from "~/components/StatusPage";
import { adminLandingPath } from "~/features/navigation/admin-landing";

/**
 * /admin and /admin/dashboard (docs/product.md#admin-landing): the first admin page the roles allow, in
 * the product's order. With none the user is signed out and sent to /error saying there are no admin
 * permissions: an administrator without an admin page's role, or anyone who signed in through an admin
 * entry (/adminLogin, /iam-adminlogin) without the admin role. A customer who only typed the address
 * keeps the session and gets the 403 page.
 */
export async function adminLanding(
  request: Request,
  context: AppLoadContext,
  built?: (path: string) => boolean,
): Promise<never> {
  const { user } = await requireUser(request, context);
  const landing = adminLandingPath(user.roles, built);
  if (landing) throw redirect(landing);
  const viaAdminEntry = readAuth(await getSession(request))?.adminMode === true;
  if (!isPlatformAdmin(user.roles) && !viaAdminEntry) throw forbidden();
  // signOut clears the session cookie on this response (context.appendSetCookie).
  await signOut(request, context);
  throw redirect(errorPagePath("no_admin_permissions"));
}

/** The admin routes' POST: administrators get 405, anyone else the guard's 403. */
export async function adminMethodNotAllowed(request: Request, context: AppLoadContext): Promise<never> {
  await requireAdmin(request, context);
  throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
}
