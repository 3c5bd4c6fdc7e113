/**
 * The signed-out password reset (issue 19; docs/product.md#endpoint-names requestpasswordreset, resetpassword): /forgot-password
 * asks the platform to mail a link, /reset-password?token=… sets a new password with it. Both pages
 * are plain forms (no JavaScript); each action reads top-down: parse (the schema the platform parses
 * again) → call → the next page, or the errors on their fields with what was typed (never a password).
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { MSG } from "../../../contract/messages";
import { retryAfterMinutes } from "../../../contract/signInFailures";
import { MY_ACCOUNT_API, PasswordResetRequestSchema, ResetPasswordFormSchema } from "../../../contract/wire/myAccount";
import { requireAnonymous } from "~/auth/guards.server";
import { LOGIN_PATH } from "~/auth/redirect";
import { platformFormErrors } from "~/services/form-errors.server";
import { isPlatformError, publicPlatform } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { messageRef } from "./messages";

export const FORGOT_PASSWORD_PATH = "/forgot-password";
/** The page after a request: the same words whether the e-mail is known or not. */
export const FORGOT_PASSWORD_SENT = `${FORGOT_PASSWORD_PATH}?sent=1`;

/** A password never goes back to the browser. */
const HIDDEN = ["newPassword", "confirmPassword"];

export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: PasswordResetRequestSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await publicPlatform(context, request).post(MY_ACCOUNT_API.requestPasswordReset, submission.value);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.status === 429) {
      // Held back (per e-mail or per address, like sign-in): the wait in the user's words, the e-mail kept.
      const wait = error.retryAfterSeconds ?? SIGN_IN_LIMITS.WINDOW_SECONDS;
      return json(
        submission.reply({
          formErrors: [messageRef(MSG.error_password_reset_rate_limited, { count: retryAfterMinutes(wait) })],
        }),
        {
          status: 429,
          headers: { "Retry-After": String(wait) },
        },
      );
    }
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, ["email"]);
    return json(submission.reply({ fieldErrors, formErrors }), { status: error.status >= 500 ? 503 : 400 });
  }
  return redirect(FORGOT_PASSWORD_SENT);
}

/**
 * Whether the link's token still works, asked before the form is shown: an unknown, used or expired
 * link says so at once (with the way to a new one) instead of after a new password was typed.
 */
export async function loadResetPassword(
  request: Request,
  context: AppLoadContext,
): Promise<{ token: string; linkValid: boolean; formErrors: string[] }> {
  await requireAnonymous(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!token) return { token, linkValid: false, formErrors: [] };
  try {
    await publicPlatform(context, request).post(MY_ACCOUNT_API.checkPasswordReset, { token });
    return { token, linkValid: true, formErrors: [] };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.status === 400) return { token, linkValid: false, formErrors: [] };
    // The platform is down: the form stays (sending it will tell), with the platform's words above it.
    return { token, linkValid: true, formErrors: error.messages };
  }
}

export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  const { token, newPassword } = submission.value;
  try {
    await publicPlatform(context, request).post(MY_ACCOUNT_API.resetPassword, { token, password: newPassword });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // The platform names the password "password"; the form names it "newPassword".
    const messages = error.messages.map((m) => m.replace(/^password: /, "newPassword: "));
    const { fieldErrors, formErrors } = platformFormErrors(messages, ["token", "newPassword"]);
    return json(submission.reply({ fieldErrors, formErrors, hideFields: HIDDEN }), {
      status: error.status >= 500 ? 503 : 400,
    });
  }
  return redirectWithToast(LOGIN_PATH, { type: "success", message: MSG.success_password_reset });
}
