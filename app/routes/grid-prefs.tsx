import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from "~/auth/redirect";
import { requireUser } from "~/auth/guards.server";
import { defaultsFromForm, gridIdFromForm, PREF_FIELDS, prefsFromForm } from "~/features/grid/prefs";
import { parseGridPrefsCookie, serializeGridPrefs } from "~/features/grid/prefs.server";

/**
 * Resource route: the grid settings form's target. POST saves one grid's preferences into the
 * "vc_grid" cookie, then redirects back to `returnTo` (same site only), or answers JSON when a
 * fetcher saved (the browser already shows the new state). Signed-in users only, although it only
 * writes a cookie. `returnTo` may also ride in the query string, so that after a sign-in forced by
 * an expired session the GET that lands here goes back to the grid.
 */

function returnPath(request: Request, form?: FormData): string {
  const fromForm = form?.get(PREF_FIELDS.returnTo);
  const fromQuery = new URL(request.url).searchParams.get(PREF_FIELDS.returnTo);
  return safeRedirectPath(fromForm ?? fromQuery, DEFAULT_AFTER_LOGIN);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return redirect(returnPath(request));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const returnTo = returnPath(request, form);
  const fromBrowserScript = form.get(PREF_FIELDS.js) === "1";
  const gridId = gridIdFromForm(form);
  if (!gridId) {
    return fromBrowserScript ? json({ ok: false }, { status: 400 }) : redirect(returnTo);
  }
  const store = await parseGridPrefsCookie(request.headers.get("Cookie"));
  const prefs = prefsFromForm(form, store[gridId] ?? defaultsFromForm(form));
  const cookie = await serializeGridPrefs(store, gridId, prefs, { secure: context.secureCookies });
  const headers = { "Set-Cookie": cookie };
  return fromBrowserScript ? json({ ok: true, prefs }, { headers }) : redirect(returnTo, { headers });
}
