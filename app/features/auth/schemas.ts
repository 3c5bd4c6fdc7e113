import { z } from "zod";
import { PATTERNS } from "../../../contract/limits/patterns";
import { VALIDATION } from "../../../contract/limits/validation";
import { MSG } from "../../../contract/messages";
import { messageRef } from "./messages";
import { passwordProblem } from "../../../contract/wire/myAccount";

/**
 * The sign-in and registration forms, shared by the browser (conform's onValidate) and the actions.
 * Error messages are message references (see messages.ts): keys of contract/messages.ts, translated
 * where they are shown. The platform checks the same rules again (platform/services/vaic/register.ts).
 */

export const EMAIL_MAX = 254;
/** Names are not limited by the spec; this only keeps them displayable. */
export const PERSON_NAME_MAX = 100;
const PASSWORD_MAX = 1024;

const email = z
  .string({ required_error: MSG.validation_email_required })
  .trim()
  .min(1, MSG.validation_email_required)
  .max(EMAIL_MAX, MSG.validation_email_invalid)
  .email(MSG.validation_email_invalid);

/**
 * Sign-in only needs both fields filled in: the password rule of the spec applies when a password is
 * chosen (registration), not to accounts created before it.
 */
export const LoginSchema = z.object({
  email,
  password: z
    .string({ required_error: MSG.validation_password_required })
    .min(1, MSG.validation_password_required)
    .max(PASSWORD_MAX),
  redirectTo: z.string().max(2048).optional(),
});

/** Which of the spec's password rules (docs/product.md#users-and-passwords) a password breaks, or null (one rule for every password form). */
export { passwordProblem };

/** docs/product.md#account-fields "Account name required, at most 80 characters, no semicolon". */
export function isValidAccountName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= VALIDATION.ACCOUNT_NAME_MAX &&
    !PATTERNS.ACCOUNT_NAME_FORBIDDEN.test(trimmed)
  );
}

const personName = (requiredKey: string, labelKey: string) =>
  z
    .string({ required_error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(PERSON_NAME_MAX, messageRef(MSG.validation_max_length, { field: `auth:${labelKey}`, max: PERSON_NAME_MAX }));

export const RegisterSchema = z.object({
  firstName: personName(MSG.validation_first_name_required, "register.first_name"),
  lastName: personName(MSG.validation_last_name_required, "register.last_name"),
  email,
  password: z
    .string({ required_error: MSG.validation_password_required })
    .max(PASSWORD_MAX, MSG.validation_password_rules)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  accountName: z
    .string({ required_error: MSG.validation_account_name })
    .trim()
    .refine(isValidAccountName, MSG.validation_account_name),
  // A checkbox: conform turns "on" into true; unchecked sends nothing.
  acceptTerms: z
    .boolean({ required_error: messageRef(MSG.validation_label_required, { label: "auth:register.terms_field" }) })
    .refine((v) => v, messageRef(MSG.validation_label_required, { label: "auth:register.terms_field" })),
});
export type RegisterForm = z.infer<typeof RegisterSchema>;

/** The platform's registration body (POST /vaic/api/Accounts/register). */
export function registerBody(form: RegisterForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    accountName: form.accountName,
    acceptTerms: true as const,
  };
}

export const REGISTER_FIELDS = ["firstName", "lastName", "email", "password", "accountName", "acceptTerms"] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
