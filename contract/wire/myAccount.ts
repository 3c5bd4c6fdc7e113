/**
 * My account, support plans, contact support and switching account (issue 19; docs/product.md#support-plans, #entities, #validation,
 * #account-menu-gates, #endpoint-names "Accounts: changepassword, contactus, SupportPlan, SupportPlan/Prices, UpgradePlan,
 * SetTransferCall, refreshSecret, Switch"). Each form's schema is the one the console's action parses
 * and the platform's endpoint parses again: messages are keys of contract/messages.ts.
 */
import { z } from "zod";
import { MY_ACCOUNT } from "../limits/my-account";
import { PATTERNS } from "../limits/patterns";
import { VALIDATION } from "../limits/validation";
import { SupportPlanSchema } from "./enums";

export const MY_ACCOUNT_API = {
  user: "/vaic/api/Accounts/Current/user",
  changePassword: "/vaic/api/Accounts/changepassword",
  account: "/vaic/api/Accounts/Current/account",
  settings: "/vaic/api/Accounts/Current/settings",
  secret: "/vaic/api/Accounts/secret",
  refreshSecret: "/vaic/api/Accounts/refreshSecret",
  upgradePlan: "/vaic/api/Accounts/UpgradePlan",
  supportPlan: "/vaic/api/Accounts/SupportPlan",
  supportPlanPrices: "/vaic/api/Accounts/SupportPlan/Prices",
  contactUs: "/vaic/api/Accounts/contactus",
  switchAccount: "/vaic/api/Accounts/Switch",
  /** Public (signed out): mail a password-reset link; the answer is the same whether the e-mail is known or not. */
  requestPasswordReset: "/vaic/api/Accounts/requestpasswordreset",
  /** Public: is a reset link's token still usable (unknown, used and expired ones are not)? Uses nothing up. */
  checkPasswordReset: "/vaic/api/Accounts/checkpasswordreset",
  /** Public: a new password with a reset link's token (once). */
  resetPassword: "/vaic/api/Accounts/resetpassword",
  /** The create-account wizard: a new Trial account, the caller its owner; answers a token pair for it (as the switch). */
  createAccount: "/vaic/api/Accounts/Iam",
  /** Admin: extend a trial account by TRIAL.EXTENSION_DAYS (docs/product.md#account-status). */
  extendTrial: (accountId: string) => `/vaic/api/clients/${encodeURIComponent(accountId)}/ExtendTrial`,
} as const;

/** A message key with its parameters (`validation_max_length?max=100`), as the console's field errors read it (app/features/auth/messages.ts). */
export function messageWithParams(key: string, params: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
}

/** Names are not limited by the spec; this only keeps them displayable (as registration does). */
const PERSON_NAME_MAX = 100;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 1024;

/** Which of the spec's password rules (docs/product.md#users-and-passwords) a password breaks (a message key), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return "validation_password_required";
  if (password.length < VALIDATION.PASSWORD_MIN) return "validation_password_too_short";
  // upper and lower case, a digit, a special character ("letters and digits" follows from the first three)
  if (!PATTERNS.PASSWORD_CLASSES.every((pattern) => pattern.test(password))) return "validation_password_rules";
  return null;
}

/** A password chosen now (registration, change, reset): the spec's rules. */
export const NewPasswordSchema = z
  .string({ required_error: "validation_password_required" })
  .max(PASSWORD_MAX, "validation_password_rules")
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A password-reset link's token (random base64url; longer or other text is no token of ours). */
const resetToken = z
  .string({ required_error: "validation_reset_link_invalid" })
  .min(1, "validation_reset_link_invalid")
  .max(200, "validation_reset_link_invalid");

const tooLong = (max: number) => messageWithParams("validation_max_length", { max });
const personName = (required: string) =>
  z.string({ required_error: required }).trim().min(1, required).max(PERSON_NAME_MAX, tooLong(PERSON_NAME_MAX));
const email = z
  .string({ required_error: "validation_email_required" })
  .trim()
  .min(1, "validation_email_required")
  .max(EMAIL_MAX, "validation_email_invalid")
  .email("validation_email_invalid");

/** The signed-in user (docs/product.md#current-user firstName, lastName, email; the phone is the platform's). */
export const UserProfileFormSchema = z.object({
  firstName: personName("validation_first_name_required"),
  lastName: personName("validation_last_name_required"),
  email,
  // An empty field is absent in a form post: no phone.
  phone: z
    .string()
    .trim()
    .max(30, "validation_phone_invalid")
    .regex(MY_ACCOUNT.USER_PHONE, "validation_phone_invalid")
    .optional()
    .transform((v) => v ?? ""),
});
export type UserProfileForm = z.infer<typeof UserProfileFormSchema>;

/** Change password: the current one, and the new one twice (the spec's rules, docs/product.md#users-and-passwords). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z
      .string({ required_error: "validation_password_required" })
      .min(1, "validation_password_required")
      .max(PASSWORD_MAX),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ required_error: "validation_password_mismatch" }).max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation_password_mismatch" });
    if (v.newPassword === v.currentPassword)
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "validation_password_unchanged" });
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** docs/product.md#account-fields "Account name required, at most 80 characters, no semicolon; description at most 200". */
export const AccountFormSchema = z.object({
  name: z
    .string({ required_error: "validation_account_name" })
    .trim()
    .min(1, "validation_account_name")
    .max(VALIDATION.ACCOUNT_NAME_MAX, "validation_account_name")
    .refine((v) => !PATTERNS.ACCOUNT_NAME_FORBIDDEN.test(v), "validation_account_name"),
  description: z
    .string()
    .trim()
    .max(VALIDATION.ACCOUNT_DESCRIPTION_MAX, "validation_account_description")
    .optional()
    .transform((v) => v ?? ""),
});
export type AccountForm = z.infer<typeof AccountFormSchema>;

/** The create-account wizard's account (docs/product.md#wizards): the account's name and description, in the region its first step chose. */
export const AccountCreateSchema = AccountFormSchema.extend({
  regionId: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(100, "validation_field_invalid"),
});
export type AccountCreate = z.infer<typeof AccountCreateSchema>;

/** The alarm addresses: a list (JSON) or one text of addresses separated by commas, spaces or new lines (a form's textarea). */
const emailList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : (v ?? "").split(/[\s,;]+/)).map((e) => e.trim()).filter((e) => e.length > 0),
  )
  .pipe(
    z
      .array(z.string().max(EMAIL_MAX, "validation_alarm_emails_invalid").email("validation_alarm_emails_invalid"))
      .max(
        MY_ACCOUNT.ALARM_EMAILS_MAX,
        messageWithParams("validation_alarm_emails_max", { max: MY_ACCOUNT.ALARM_EMAILS_MAX }),
      ),
  )
  // One address once, whatever its case.
  .transform((list) => list.filter((e, i) => list.findIndex((o) => o.toLowerCase() === e.toLowerCase()) === i));

/**
 * The account's settings (docs/product.md#current-user nationalNumberFormat, clientMaxAccountCallDurationInMinutes,
 * shareAiLogs, forwardAlarmViaEmail, emailAddresses; docs/product.md#plans transfer call, not for trial). A checkbox
 * left unchecked posts nothing: false.
 */
export const AccountSettingsFormSchema = z
  .object({
    nationalNumberFormat: z.boolean().default(false),
    clientMaxCallDurationMinutes: z
      .number({ required_error: "validation_max_call_duration", invalid_type_error: "validation_max_call_duration" })
      .int("validation_max_call_duration")
      .min(VALIDATION.MAX_CALL_DURATION_MIN_MINUTES, "validation_max_call_duration")
      .max(VALIDATION.MAX_CALL_DURATION_MAX_MINUTES, "validation_max_call_duration")
      .default(VALIDATION.MAX_CALL_DURATION_NO_LIMIT),
    shareAiLogs: z.boolean().default(false),
    forwardAlarmViaEmail: z.boolean().default(false),
    emailAddresses: emailList,
    transferCall: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.forwardAlarmViaEmail && v.emailAddresses.length === 0) {
      ctx.addIssue({ code: "custom", path: ["emailAddresses"], message: "validation_alarm_emails_required" });
    }
  });
export type AccountSettingsForm = z.infer<typeof AccountSettingsFormSchema>;

/** GET secret: the REST API secret, and until when the previous one still works (ISO-8601, null when none does). */
export const ApiSecretSchema = z.object({ secret: z.string(), previousSecretValidUntil: z.string().nullable() });
export type ApiSecret = z.infer<typeof ApiSecretSchema>;

/** The REST API's token request with the account's secret (OAuth 2 client credentials: the account id and its secret). */
export const ClientCredentialsRequestSchema = z.object({
  grant_type: z.literal("client_credentials"),
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200),
});

/** POST SupportPlan: the plan wanted (Basic cancels a paid plan, effective next month). */
export const SupportPlanChangeSchema = z.object({ plan: SupportPlanSchema });
export type SupportPlanChange = z.infer<typeof SupportPlanChangeSchema>;

export const SupportPlanPriceSchema = z.object({ plan: SupportPlanSchema, monthlyPriceUsd: z.number() });
export type SupportPlanPrice = z.infer<typeof SupportPlanPriceSchema>;

/** GET SupportPlan: the plan now, its contract number, a change being processed, a cancellation scheduled. */
export const SupportPlanStateSchema = z.object({
  plan: SupportPlanSchema,
  contractNumber: z.string().nullable(),
  /** A change being processed (asynchronously). */
  pending: z.object({ plan: SupportPlanSchema, requestedAt: z.string() }).nullable(),
  /** A processed cancellation: the paid plan holds until `effectiveAt` (the first day of next month). */
  scheduled: z.object({ plan: SupportPlanSchema, effectiveAt: z.string() }).nullable(),
  prices: z.array(SupportPlanPriceSchema),
});
export type SupportPlanState = z.infer<typeof SupportPlanStateSchema>;

/** The contact-support dialog (docs/product.md#wizards): subject and message required. */
export const ContactSupportFormSchema = z.object({
  subject: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(MY_ACCOUNT.SUPPORT_SUBJECT_MAX, tooLong(MY_ACCOUNT.SUPPORT_SUBJECT_MAX)),
  message: z
    .string({ required_error: "validation_field_required" })
    .trim()
    .min(1, "validation_field_required")
    .max(MY_ACCOUNT.SUPPORT_MESSAGE_MAX, tooLong(MY_ACCOUNT.SUPPORT_MESSAGE_MAX)),
});
export type ContactSupportForm = z.infer<typeof ContactSupportFormSchema>;

/** Switch account: the accounts this user belongs to, and the one chosen. */
export const MembershipSchema = z.object({ id: z.string(), name: z.string(), current: z.boolean() });
export const MembershipsSchema = z.object({ accounts: z.array(MembershipSchema) });
export type Membership = z.infer<typeof MembershipSchema>;
export const SwitchAccountSchema = z.object({
  accountId: z.string({ required_error: "validation_switch_account" }).min(1, "validation_switch_account").max(100),
});

/** Forgot password (signed out): the e-mail address to send a reset link to. */
export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST checkpasswordreset: the token of a reset link. */
export const PasswordResetTokenSchema = z.object({ token: resetToken });

/** POST resetpassword (the platform's body): the link's token and the new password (the spec's rules). */
export const ResetPasswordSchema = z.object({ token: resetToken, password: NewPasswordSchema });

/** The reset-password form: the link's token, and the new password twice (the rules of change password). */
export const ResetPasswordFormSchema = z
  .object({
    token: resetToken,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ required_error: "validation_password_mismatch" }).max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation_password_mismatch" });
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
