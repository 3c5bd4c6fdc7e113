/**
 * A field error's words (components/form/FormField.tsx): my account's and contact support's bounds
 * travel as message references with their parameters (`validation_max_length?max=100`), so the
 * catalogue's {{max}} is filled in; before, the page showed "{{max}}" itself.
 */
import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldErrorText } from "../../../app/components/form/FormField";
import {
  AccountSettingsFormSchema,
  ContactSupportFormSchema,
  UserProfileFormSchema,
} from "../../../contract/wire/myAccount";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import messages from "../../../public/locales/en-us/messages.json";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en-US",
    resources: { "en-US": { messages } },
    ns: ["messages"],
    defaultNS: "messages",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
});

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error!.issues[0].message;

describe("field error text", () => {
  it("fills in a reference's parameters and the field's label", () => {
    expect(fieldErrorText(i18n, "validation_max_length?max=100", "First name")).toBe(
      "First name must be at most 100 characters",
    );
    expect(fieldErrorText(i18n, "validation_call_duration_over_admin_max?max=120", "Max call duration")).toBe(
      "At most the maximum call duration support set for this account (120 minutes)",
    );
  });

  it("keeps bare keys and the server's own text as they were", () => {
    expect(fieldErrorText(i18n, "validation_password_mismatch", "Confirm")).toBe("The passwords do not match");
    expect(fieldErrorText(i18n, "Something the server said? Yes.", "x")).toBe("Something the server said? Yes.");
  });

  it("my account's and contact support's bounds say their numbers", () => {
    const long = "x".repeat(101);
    const name = firstError(UserProfileFormSchema.safeParse({ firstName: long, lastName: "L", email: "a@b.co" }));
    expect(fieldErrorText(i18n, name, "First name")).toBe("First name must be at most 100 characters");
    const subject = firstError(
      ContactSupportFormSchema.safeParse({ subject: "s".repeat(MY_ACCOUNT.SUPPORT_SUBJECT_MAX + 1), message: "m" }),
    );
    expect(fieldErrorText(i18n, subject, "Subject")).toBe(
      `Subject must be at most ${MY_ACCOUNT.SUPPORT_SUBJECT_MAX} characters`,
    );
    const many = Array.from({ length: MY_ACCOUNT.ALARM_EMAILS_MAX + 1 }, (_, i) => `a${i}@b.co`);
    const emails = firstError(
      AccountSettingsFormSchema.safeParse({ forwardAlarmViaEmail: true, emailAddresses: many }),
    );
    expect(fieldErrorText(i18n, emails, "E-mail addresses")).toBe(
      `At most ${MY_ACCOUNT.ALARM_EMAILS_MAX} e-mail addresses`,
    );
    for (const text of [name, subject, emails].map((e) => fieldErrorText(i18n, e, "F")))
      expect(text).not.toContain("{{");
  });
});
