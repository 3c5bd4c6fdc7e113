/** The my-account forms' bounds (docs/product.md#validation), shared by the console's actions and the platform's endpoints. */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { VALIDATION } from "../../../contract/limits/validation";
import {
  AccountFormSchema,
  AccountSettingsFormSchema,
  ChangePasswordFormSchema,
  ContactSupportFormSchema,
  passwordProblem,
  UserProfileFormSchema,
} from "../../../contract/wire/myAccount";

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("the account form (name at most 80 without semicolons, description at most 200)", () => {
  it.each([
    ["a".repeat(VALIDATION.ACCOUNT_NAME_MAX), []],
    ["a".repeat(VALIDATION.ACCOUNT_NAME_MAX + 1), ["name: validation_account_name"]],
    ["Acme;Voice", ["name: validation_account_name"]],
    ["   ", ["name: validation_account_name"]],
  ])("name %#", (name, expected) => {
    expect(issues(AccountFormSchema.safeParse({ name }))).toEqual(expected);
  });

  it("counts the name after trimming", () => {
    expect(AccountFormSchema.parse({ name: ` ${"a".repeat(80)} ` }).name).toHaveLength(80);
  });

  it.each([
    ["d".repeat(VALIDATION.ACCOUNT_DESCRIPTION_MAX), []],
    ["d".repeat(VALIDATION.ACCOUNT_DESCRIPTION_MAX + 1), ["description: validation_account_description"]],
  ])("description %#", (description, expected) => {
    expect(issues(AccountFormSchema.safeParse({ name: "Acme", description }))).toEqual(expected);
  });
});

describe("the password rules", () => {
  it.each([
    ["", "validation_password_required"],
    ["Ab1#xyz", "validation_password_too_short"],
    ["Ab1#wxyz", null],
    ["ab1#wxyz", "validation_password_rules"],
    ["AB1#WXYZ", "validation_password_rules"],
    ["Abc#wxyz", "validation_password_rules"],
    ["Ab12wxyz", "validation_password_rules"],
  ])("%j", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it("needs the confirmation to match and a password other than the current one", () => {
    expect(
      issues(
        ChangePasswordFormSchema.safeParse({
          currentPassword: "Old#2026x",
          newPassword: "New#2026x",
          confirmPassword: "New#2026y",
        }),
      ),
    ).toEqual(["confirmPassword: validation_password_mismatch"]);
    expect(
      issues(
        ChangePasswordFormSchema.safeParse({
          currentPassword: "Old#2026x",
          newPassword: "Old#2026x",
          confirmPassword: "Old#2026x",
        }),
      ),
    ).toEqual(["newPassword: validation_password_unchanged"]);
  });
});

describe("the user and settings forms as a browser posts them", () => {
  it("takes an empty phone as none and refuses letters", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ firstName: "Ada", lastName: "King", email: "ada@example.com", phone: "" }))
      form.set(k, v);
    const ok = parseWithZod(form, { schema: UserProfileFormSchema });
    expect(ok.status === "success" && ok.value.phone).toBe("");
    form.set("phone", "call me");
    const refused = parseWithZod(form, { schema: UserProfileFormSchema });
    expect(refused.status === "error" && refused.error).toEqual({ phone: ["validation_phone_invalid"] });
  });

  it("reads unchecked boxes as false and the address list from one text", () => {
    const form = new FormData();
    form.set("forwardAlarmViaEmail", "on");
    form.set("emailAddresses", "noc@acme.example, ops@acme.example\nNOC@acme.example");
    form.set("clientMaxCallDurationMinutes", "35791");
    const parsed = parseWithZod(form, { schema: AccountSettingsFormSchema });
    expect(parsed.status === "success" && parsed.value).toEqual({
      nationalNumberFormat: false,
      clientMaxCallDurationMinutes: 35_791,
      shareAiLogs: false,
      forwardAlarmViaEmail: true,
      emailAddresses: ["noc@acme.example", "ops@acme.example"],
      transferCall: false,
    });
    form.set("clientMaxCallDurationMinutes", "35792");
    form.set("emailAddresses", "not-an-address");
    const refused = parseWithZod(form, { schema: AccountSettingsFormSchema });
    expect(refused.status === "error" && refused.error).toMatchObject({
      clientMaxCallDurationMinutes: ["validation_max_call_duration"],
      "emailAddresses[0]": ["validation_alarm_emails_invalid"],
    });
  });

  it("refuses forwarding without an address and more than the maximum of addresses", () => {
    expect(issues(AccountSettingsFormSchema.safeParse({ forwardAlarmViaEmail: true, emailAddresses: [] }))).toEqual([
      "emailAddresses: validation_alarm_emails_required",
    ]);
    const many = Array.from({ length: MY_ACCOUNT.ALARM_EMAILS_MAX + 1 }, (_, i) => `a${i}@x.example`);
    expect(issues(AccountSettingsFormSchema.safeParse({ emailAddresses: many }))).toEqual([
      "emailAddresses: validation_alarm_emails_max?max=10",
    ]);
  });

  it("needs a subject and a message to contact support", () => {
    expect(issues(ContactSupportFormSchema.safeParse({ subject: " ", message: "" }))).toEqual([
      "subject: validation_field_required",
      "message: validation_field_required",
    ]);
  });
});
