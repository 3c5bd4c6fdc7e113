/** The sign-in and registration forms' rules (docs/product.md#users-and-passwords, #users-and-passwords "Users"), as the browser and the action apply them. */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages";
import { messageRef, parseMessageRef } from "../../../app/features/auth/messages";
import { LoginSchema, passwordProblem, RegisterSchema, registerBody } from "../../../app/features/auth/schemas";
import { registerBody as platformRegisterBody } from "../../../platform/services/vaic/register";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

const validRegistration = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  password: "Str0ng#Pass",
  accountName: "Hopper Labs",
  acceptTerms: "on",
};

function errorsOf(schema: typeof LoginSchema | typeof RegisterSchema, fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === "success") return {};
  return submission.reply().error ?? {};
}

describe("LoginSchema", () => {
  it("needs an e-mail and a password, nothing more", () => {
    expect(errorsOf(LoginSchema, {})).toEqual({
      email: ["validation_email_required"],
      password: ["validation_password_required"],
    });
    expect(errorsOf(LoginSchema, { email: "owner@example.com", password: "x" })).toEqual({});
  });

  it("rejects an invalid e-mail with the spec's message key", () => {
    expect(errorsOf(LoginSchema, { email: "owner.example.com", password: "x" })).toEqual({
      email: ["validation_email_invalid"],
    });
    expect(MESSAGES.validation_email_invalid).toBe("Invalid email id");
  });

  it("does not apply the password complexity rule at sign-in (older accounts keep working)", () => {
    expect(errorsOf(LoginSchema, { email: "a@example.com", password: "short" })).toEqual({});
  });

  it("keeps redirectTo as given (the action makes it safe)", () => {
    const submission = parseWithZod(
      form({ email: "a@example.com", password: "x", redirectTo: "/portal/bots?page=2" }),
      {
        schema: LoginSchema,
      },
    );
    expect(submission.status === "success" && submission.value.redirectTo).toBe("/portal/bots?page=2");
  });
});

describe("password rule (docs/product.md#validation)", () => {
  it.each([
    ["", "validation_password_required"],
    ["Ab1#", "validation_password_too_short"],
    ["Ab1#xyz", "validation_password_too_short"],
    ["abcdefg1#", "validation_password_rules"], // no upper case
    ["ABCDEFG1#", "validation_password_rules"], // no lower case
    ["Abcdefgh#", "validation_password_rules"], // no digit
    ["Abcdefgh1", "validation_password_rules"], // no special character
    ["Abcdefg1#", null],
    ["Owner#2026x", null],
  ])("%j -> %s", (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });
});

describe("RegisterSchema", () => {
  it("accepts a complete registration and builds the platform's body", () => {
    const submission = parseWithZod(form(validRegistration), { schema: RegisterSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(registerBody(submission.value)).toEqual({ ...validRegistration, acceptTerms: true });
  });

  it("names every missing field with the spec's messages", () => {
    expect(errorsOf(RegisterSchema, {})).toEqual({
      firstName: ["validation_first_name_required"],
      lastName: ["validation_last_name_required"],
      email: ["validation_email_required"],
      password: ["validation_password_required"],
      accountName: ["validation_account_name"],
      acceptTerms: [messageRef("validation_label_required", { label: "auth:register.terms_field" })],
    });
  });

  it("requires the terms-and-privacy checkbox", () => {
    const { acceptTerms: _unchecked, ...rest } = validRegistration;
    expect(Object.keys(errorsOf(RegisterSchema, rest))).toEqual(["acceptTerms"]);
  });

  it.each([
    ["", false],
    ["   ", false],
    ["Acme; Voice", false],
    ["x".repeat(81), false],
    ["x".repeat(80), true],
    ["Acme Voice Ltd.", true],
  ])("account name %j valid: %s", (accountName, ok) => {
    const errors = errorsOf(RegisterSchema, { ...validRegistration, accountName });
    expect(errors.accountName === undefined).toBe(ok);
  });

  it("agrees with the platform's checks on every password and account name", () => {
    const passwords = [
      "",
      "a",
      "Ab1#",
      "abcdefg1#",
      "ABCDEFG1#",
      "Abcdefgh#",
      "Abcdefgh1",
      "Abcdefg1#",
      "Ünïcödé1#A",
      "Pass word 1",
    ];
    const names = ["", " ", "A;B", "x".repeat(80), "x".repeat(81), "Ok name"];
    for (const password of passwords) {
      for (const accountName of names) {
        const fields = { ...validRegistration, password, accountName };
        const console = parseWithZod(form(fields), { schema: RegisterSchema }).status === "success";
        const platform = platformRegisterBody.safeParse({ ...fields, acceptTerms: true }).success;
        expect({ password, accountName, console }).toEqual({ password, accountName, console: platform });
      }
    }
  });
});

describe("message references", () => {
  it("round-trip a key with parameters", () => {
    const ref = messageRef("validation_label_required", { label: "auth:register.terms_field" });
    expect(parseMessageRef(ref)).toEqual({
      key: "validation_label_required",
      params: { label: "auth:register.terms_field" },
    });
  });

  it("leave server text with a question mark alone", () => {
    expect(parseMessageRef("Are you sure? It cannot be undone.")).toEqual({
      key: "Are you sure? It cannot be undone.",
      params: {},
    });
    expect(parseMessageRef("error_invalid_credentials")).toEqual({ key: "error_invalid_credentials", params: {} });
  });
});
