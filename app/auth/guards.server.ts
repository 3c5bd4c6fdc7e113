import { redirect, type AppLoadContext } from "@remix-run/node";
import { hasRoles, isPlatformAdmin, type RoleMatch } from "../../contract/roles";
import { currentUserOf, type CurrentUser } from "../services/current-user.server";
import { platform, type PlatformClient } from "../services/platform.server";
import { ADMIN_AFTER_LOGIN, DEFAULT_AFTER_LOGIN, isEntryPage, loginRedirectFor, safeRedirectPath } from "./redirect";
import { getSession, readAuth, requestAuth } from "./session.server";

/**
 * The one guard module: every loader and action starts with one of these. They run on the server
 * for every request, whatever the navigation shows, and throw (a redirect or a 403) before the
 * caller can touch any data.
 */

export interface SignedIn {
  user: CurrentUser;
  /** The platform client for this user (same request, same session state). */
  api: PlatformClient;
}

/** A 403 for the page-level "no permission" boundary. */
export function forbidden(): Response {
  return new Response("Forbidden", { status: 403, statusText: "Forbidden" });
}

/** The signed-in user, or a redirect to /login?redirectTo=<this page> (plain /login from entry pages). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const state = await requestAuth(request, context);
  if (!state.auth) throw redirect(loginRedirectFor(request));
  const api = platform(request, context);
  const user = await currentUserOf(context, api);
  return { user, api };
}

/** As requireUser, and a 403 unless the user holds `roles` (any of them, or all with match "all"). */
export async function requireRoles(
  request: Request,
  context: AppLoadContext,
  roles: readonly string[],
  match: RoleMatch = "any",
): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (!hasRoles(signedIn.user.roles, roles, match)) throw forbidden();
  return signedIn;
}

/**
 * Administrators only (LIVEHUB_ADMIN), optionally also holding `roles`; anyone else gets a 403 and
 * never any data.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  roles: readonly string[] = [],
  match: RoleMatch = "any",
): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (!isPlatformAdmin(signedIn.user.roles) || !hasRoles(signedIn.user.roles, roles, match)) throw forbidden();
  return signedIn;
}

/**
 * For sign-in and registration pages: a visitor who already holds a session goes on to the page
 * they asked for (?redirectTo) or the dashboard. Only looks at the cookie, calls nothing.
 */
export async function requireAnonymous(request: Request): Promise<void> {
  const auth = readAuth(await getSession(request));
  if (!auth) return;
  const fallback = auth.adminMode ? ADMIN_AFTER_LOGIN : DEFAULT_AFTER_LOGIN;
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), fallback);
  // Never back to a sign-in or entry page: that would bounce here again.
  throw redirect(isEntryPage(new URL(wanted, request.url).pathname) ? fallback : wanted);
}

/**
 * The signed-in user when there is one, else null (public pages). A session that cannot be
 * renewed is cleared (its cookie is sent) and counts as signed out; so does an unreachable platform.
 */
export async function getOptionalUser(request: Request, context: AppLoadContext): Promise<SignedIn | null> {
  const state = await requestAuth(request, context);
  if (!state.auth) return null;
  try {
    return await requireUser(request, context);
  } catch (error) {
    if (error instanceof Response) return null;
    console.error("[auth] could not load the current user", error);
    return null;
  }
}
