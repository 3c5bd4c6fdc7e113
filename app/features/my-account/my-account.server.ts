/**
 * /portal/settings/my_account (issue 19; docs/product.md#entities, #validation, #portal-gates "SETTINGS_READ (my account)"): the page's
 * loader and the actions of its sections, each a nested route (/portal/settings/my_account/<section>)
 * so every form posts without JavaScript. Each action reads top-down: guard → parse (the schema the
 * platform parses again) → call → a toast on the page, or the errors on their fields with what was typed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import {
  AccountFormSchema,
  AccountSettingsFormSchema,
  ApiSecretSchema,
  ChangePasswordFormSchema,
  MY_ACCOUNT_API,
  UserProfileFormSchema,
} from "../../../contract/wire/myAccount";
import { forbidden, requireRoles, type SignedIn } from "~/auth/guards.server";
import { avatarMenu } from "~/features/navigation/avatar-menu";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { isTrialAccount } from "~/features/session/subscription";
import { platformFormErrors } from "~/services/form-errors.server";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { isMyAccountSection, type MyAccountSection } from "./sections";

export const MY_ACCOUNT_PATH = PORTAL_SCREENS.myAccount;

/** The page: SETTINGS_READ (docs/product.md#portal-gates), the 403 otherwise. */
const requireMyAccount = (request: Request, context: AppLoadContext) =>
  requireRoles(request, context, [ROLES.SETTINGS_READ]);

export async function loadMyAccount(request: Request, context: AppLoadContext) {
  const { user, api } = await requireMyAccount(request, context);
  const secret = await api.get(MY_ACCOUNT_API.secret, { schema: ApiSecretSchema });
  return {
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? "",
    },
    account: {
      id: user.accountId,
      name: user.accountName,
      description: user.accountDescription ?? "",
      plan: user.subscription,
      nationalNumberFormat: user.nationalNumberFormat,
      clientMaxCallDurationMinutes: user.clientMaxAccountCallDurationInMinutes,
      shareAiLogs: user.shareAiLogs,
      forwardAlarmViaEmail: user.forwardAlarmViaEmail,
      emailAddresses: user.emailAddresses,
      transferCall: user.transferCall ?? false,
    },
    secret,
    isTrial: isTrialAccount(user),
    canUpdate: hasRoles(user.roles, [ROLES.SETTINGS_UPDATE]),
    canManageUser: avatarMenu(user, false).manageUser,
  };
}
export type MyAccountData = Awaited<ReturnType<typeof loadMyAccount>>;

interface SectionSpec {
  schema?: z.ZodTypeAny;
  /** May this user send it (besides the page's SETTINGS_READ)? A refusal is a 403 before anything is read. */
  allowed: (signedIn: SignedIn) => boolean;
  call: (signedIn: SignedIn, value: unknown) => Promise<unknown>;
  fields: readonly string[];
  /** Never sent back to the form. */
  hidden?: readonly string[];
  success: string;
}

const mayUpdate = ({ user }: SignedIn) => hasRoles(user.roles, [ROLES.SETTINGS_UPDATE]);
const mayManageUser = ({ user }: SignedIn) => avatarMenu(user, false).manageUser;

const SECTIONS: Record<MyAccountSection, SectionSpec> = {
  user: {
    schema: UserProfileFormSchema,
    allowed: mayManageUser,
    call: ({ api }, value) => api.put(MY_ACCOUNT_API.user, value),
    fields: ["firstName", "lastName", "email", "phone"],
    success: MSG.success_user_updated,
  },
  password: {
    schema: ChangePasswordFormSchema,
    allowed: mayManageUser,
    call: ({ api }, value) => api.post(MY_ACCOUNT_API.changePassword, value),
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    hidden: ["currentPassword", "newPassword", "confirmPassword"],
    success: MSG.success_password_changed,
  },
  account: {
    schema: AccountFormSchema,
    allowed: mayUpdate,
    call: ({ api }, value) => api.put(MY_ACCOUNT_API.account, value),
    fields: ["name", "description"],
    success: MSG.success_account_updated,
  },
  settings: {
    schema: AccountSettingsFormSchema,
    allowed: mayUpdate,
    call: ({ api }, value) => api.put(MY_ACCOUNT_API.settings, value),
    fields: [
      "nationalNumberFormat",
      "clientMaxCallDurationMinutes",
      "shareAiLogs",
      "forwardAlarmViaEmail",
      "emailAddresses",
      "transferCall",
    ],
    success: MSG.success_account_preferences_updated,
  },
  secret: {
    allowed: mayUpdate,
    call: ({ api }) => api.post(MY_ACCOUNT_API.refreshSecret, undefined, { schema: ApiSecretSchema }),
    fields: [],
    success: MSG.success_secret_refreshed,
  },
  upgrade: {
    // Only a trial is upgraded (the platform answers 409 otherwise).
    allowed: (s) => mayUpdate(s) && isTrialAccount(s.user),
    call: ({ api }) => api.post(MY_ACCOUNT_API.upgradePlan),
    fields: [],
    success: MSG.success_plan_upgraded,
  },
};

/** The nested route's loader (the page itself is drawn by the parent); a path naming no section is the page. */
export async function loadMyAccountSection(request: Request, context: AppLoadContext, section: string | undefined) {
  await requireMyAccount(request, context);
  if (!isMyAccountSection(section)) throw redirect(MY_ACCOUNT_PATH);
  return { section };
}

export async function myAccountAction(request: Request, context: AppLoadContext, section: string | undefined) {
  const signedIn = await requireMyAccount(request, context);
  if (!isMyAccountSection(section)) throw new Response("Not found", { status: 404 });
  const spec = SECTIONS[section];
  if (!spec.allowed(signedIn)) throw forbidden();
  const formData = await request.formData();
  const hideFields = [...(spec.hidden ?? [])];
  let value: unknown;
  let reply:
    | ((options: {
        fieldErrors?: Record<string, string[]>;
        formErrors?: string[];
        hideFields?: string[];
      }) => SubmissionResult<string[]>)
    | null = null;
  if (spec.schema) {
    const submission = parseWithZod(formData, { schema: spec.schema });
    if (submission.status !== "success")
      return json({ section, result: submission.reply({ hideFields }) }, { status: 400 });
    value = submission.value;
    reply = (options) => submission.reply(options);
    // docs/product.md#plans "Transfer call is disabled for trial": said on the field before asking the platform.
    if (section === "settings" && isTrialAccount(signedIn.user) && (value as { transferCall?: boolean }).transferCall) {
      return json(
        { section, result: reply({ fieldErrors: { transferCall: [MSG.validation_transfer_trial] } }) },
        { status: 400 },
      );
    }
  }
  try {
    await spec.call(signedIn, value);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, spec.fields);
    const result: SubmissionResult<string[]> = reply
      ? reply({ fieldErrors, formErrors, hideFields })
      : { status: "error", error: { "": formErrors.length ? formErrors : error.messages } };
    return json({ section, result }, { status: error.status >= 500 ? 502 : 400 });
  }
  return redirectWithToast(MY_ACCOUNT_PATH, { type: "success", message: spec.success });
}
