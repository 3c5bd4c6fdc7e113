import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { getAuthenticator, signIn } from "~/auth/authenticator.server";
import { requireAnonymous } from "~/auth/guards.server";
import { ADMIN_AFTER_LOGIN, LOGIN_PATH, safeRedirectPath } from "~/auth/redirect";
import { isPlatformError } from "~/services/platform.server";

/**
 * Sign-in through the identity service (OAuth 2 authorization code with PKCE and state, by
 * remix-auth-oauth2): the entry pages start it, the callback pages finish it. Any failure (state
 * mismatch, the provider's error, a refused token exchange) sends the visitor back to /login with a
 * message instead of an error page.
 */

export type IamKind = "iam" | "iam-admin";

/** Codes /login turns into a form-level message (never free text from the URL). */
export const LOGIN_ERROR_CODES = ["iam_failed", "iam_unavailable"] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export function loginErrorUrl(code: LoginErrorCode): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ error: code }).toString()}`;
}

/** Where to go after the provider sends the user back (the page they wanted), for ten minutes. */
const returnCookie = createCookie("__vc_iam_return", { httpOnly: true, sameSite: "lax", path: "/auth", maxAge: 600 });

/** Starts the identity-service sign-in: throws the redirect to the provider (or to /login on failure). */
export async function startIamSignIn(request: Request, context: AppLoadContext, kind: IamKind): Promise<never> {
  await requireAnonymous(request);
  const wanted = kind === "iam" ? safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "") : "";
  try {
    await getAuthenticator(request, context).authenticate(kind, request);
  } catch (error) {
    if (error instanceof Response) {
      const headers = new Headers(error.headers);
      headers.append(
        "Set-Cookie",
        await returnCookie.serialize(wanted, { secure: context.secureCookies, ...(wanted ? {} : { maxAge: 0 }) }),
      );
      throw new Response(error.body, { status: error.status, statusText: error.statusText, headers });
    }
    console.error(`[auth] could not start the ${kind} sign-in`, error);
    throw redirect(loginErrorUrl("iam_unavailable"));
  }
  // Reached only when the entry page itself was given a state parameter: not a flow we started.
  throw redirect(loginErrorUrl("iam_failed"));
}

/** Finishes the identity-service sign-in on the callback page: a signed-in redirect, or /login with a message. */
export async function finishIamSignIn(request: Request, context: AppLoadContext, kind: IamKind): Promise<Response> {
  const clearReturn = await returnCookie.serialize("", { maxAge: 0, secure: context.secureCookies });
  try {
    const result = await getAuthenticator(request, context).authenticate(kind, request);
    const remembered: unknown = await returnCookie.parse(request.headers.get("Cookie"));
    const fallback = kind === "iam-admin" ? ADMIN_AFTER_LOGIN : undefined;
    const response = await signIn(
      context,
      request,
      result,
      kind === "iam" ? safeRedirectPath(remembered, fallback) : fallback,
    );
    response.headers.append("Set-Cookie", clearReturn);
    return response;
  } catch (error) {
    if (error instanceof Response) throw error;
    const what = isPlatformError(error)
      ? `platform ${error.status}: ${error.messages.join(" ")}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
    console.warn(`[auth] ${kind} sign-in failed (${what})`);
    return redirect(loginErrorUrl("iam_failed"), { headers: { "Set-Cookie": clearReturn } });
  }
}
