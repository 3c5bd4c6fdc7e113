/**
 * The avatar and help menus' own pages (issue 19; docs/product.md#header, #account-menu-gates): switch account (the accounts this user
 * belongs to; a switch is a new token pair in a new session), contact support (subject and message to
 * the support address), and manage account (the identity service's own account page, opened with a
 * one-time SSO code in a new tab). Each gate is avatarMenu()'s, checked again here on the server.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles, IAM_ADMIN_ROLES } from "../../../contract/roles";
import type { TokenPair as WireTokenPair } from "../../../contract/wire/auth";
import {
  ContactSupportFormSchema,
  MembershipsSchema,
  MY_ACCOUNT_API,
  SwitchAccountSchema,
} from "../../../contract/wire/myAccount";
import { signIn } from "~/auth/authenticator.server";
import { forbidden, requireUser } from "~/auth/guards.server";
import { safeRedirectPath } from "~/auth/redirect";
import { requestAuth } from "~/auth/session.server";
import { avatarMenu } from "~/features/navigation/avatar-menu";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { i18nServer } from "~/i18n/i18next.server";
import { generateSsoCode } from "~/services/auth.server";
import { platformFormErrors } from "~/services/form-errors.server";
import { isPlatformError, tokenAnswerSchema, toTokenPair } from "~/services/platform.server";
import { createToastHeaders, redirectWithToast, toastsFromError } from "~/toast/toast.server";

export const SWITCH_ACCOUNT_PATH = "/portal/switch_account";
export const CONTACT_SUPPORT_PATH = "/portal/contact_support";
/** The identity service's own account page (platform/idp/account.ts). */
export const IDP_ACCOUNT_PAGE = "/idp/account";

/** Switch account: hidden (and refused) for the UCaaS user role (docs/product.md#account-menu-gates). */
async function requireSwitch(request: Request, context: AppLoadContext) {
  const signedIn = await requireUser(request, context);
  if (!avatarMenu(signedIn.user, false).switchAccount) throw forbidden();
  return signedIn;
}

export async function loadSwitchAccount(request: Request, context: AppLoadContext) {
  const { api } = await requireSwitch(request, context);
  return api.get(MY_ACCOUNT_API.switchAccount, { schema: MembershipsSchema });
}

/** The switch: the platform's new token pair replaces the session (the old refresh token is revoked). */
export async function switchAccountAction(request: Request, context: AppLoadContext) {
  const { api } = await requireSwitch(request, context);
  const submission = parseWithZod(await request.formData(), { schema: SwitchAccountSchema });
  if (submission.status !== "success") return json({ messages: [MSG.validation_switch_account] }, { status: 400 });
  try {
    // The chosen account's name, for the toast (the switch's answer is only the token pair).
    const { accounts } = await api.get(MY_ACCOUNT_API.switchAccount, { schema: MembershipsSchema });
    const chosen = accounts.find((a) => a.id === submission.value.accountId)?.name ?? "";
    const t = await i18nServer.getFixedT(request, "messages");
    return await signInToAccount(
      request,
      context,
      (refreshToken) =>
        api.post(
          MY_ACCOUNT_API.switchAccount,
          { accountId: submission.value.accountId, refresh_token: refreshToken },
          { schema: tokenAnswerSchema },
        ),
      t(MSG.success_account_switched, { account: chosen }),
    );
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return json(
      { messages: platformFormErrors(error.messages, []).formErrors.map((m) => m.replace(/^accountId: /, "")) },
      { status: 400 },
    );
  }
}

/**
 * Moving to another account (a switch, a new account of the create-account wizard): `call` asks the
 * platform with the session's refresh token (which it revokes) and answers the new account's token
 * pair; the pair replaces the session, which lands on the dashboard with the `success` toast (a
 * message key, or a text already translated when it names something). A
 * platform refusal is thrown to the caller, the session untouched.
 */
export async function signInToAccount(
  request: Request,
  context: AppLoadContext,
  call: (refreshToken: string | undefined) => Promise<WireTokenPair>,
  success: string,
) {
  const { auth } = await requestAuth(request, context);
  const pair = await call(auth?.refreshToken);
  const response = await signIn(
    context,
    request,
    { pair: toTokenPair(pair), source: auth?.source ?? "password" },
    "/portal/dashboard",
  );
  (await createToastHeaders({ type: "success", message: success })).forEach((value, key) =>
    response.headers.append(key, value),
  );
  return response;
}

/** Where the contact-support dialog goes back to: the page it was opened from (a path of this site). */
export const returnPathOf = (request: Request) =>
  safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "/portal/dashboard");

export async function loadContactSupport(request: Request, context: AppLoadContext) {
  const { user } = await requireUser(request, context);
  return { supportEmail: user.supportEmailAddress ?? null, returnTo: returnPathOf(request) };
}

export async function contactSupportAction(request: Request, context: AppLoadContext) {
  const { api } = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ContactSupportFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await api.post(MY_ACCOUNT_API.contactUs, submission.value);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, ["subject", "message"]);
    return json(submission.reply({ fieldErrors, formErrors }), { status: error.status >= 500 ? 502 : 400 });
  }
  return redirectWithToast(returnPathOf(request), { type: "success", message: MSG.success_support_request_sent });
}

/**
 * Manage account (docs/product.md#account-menu-gates: not a trial unless LIVEHUB admin, and identity admin roles): a POST (a form
 * with target _blank) answered with a redirect to the identity service's account page carrying a
 * one-time SSO code and the account (docs/product.md#session-calls "POST sso code ... opens the identity UI in a new tab").
 */
export async function manageAccountAction(request: Request, context: AppLoadContext) {
  const { user, api } = await requireUser(request, context);
  // The identity admin roles are the gate; a trial (without the LIVEHUB admin role) is offered the upgrade instead.
  if (!hasRoles(user.roles, IAM_ADMIN_ROLES)) throw forbidden();
  if (!avatarMenu(user, false).manageAccount) {
    return redirectWithToast(PORTAL_SCREENS.myAccount, {
      type: "warning",
      message: MSG.warning_essential_plan_required,
    });
  }
  let code: string;
  try {
    code = await generateSsoCode(api);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(PORTAL_SCREENS.myAccount, toastsFromError(error));
  }
  const query = new URLSearchParams({ sso_code: code, account: user.accountId });
  return redirect(`${IDP_ACCOUNT_PAGE}?${query.toString()}`, { headers: { "Cache-Control": "no-store" } });
}
