/** The money forms check the typed text (decimals as written), then the wire schema's range. */
import { describe, expect, it } from "vitest";
import { ManualChargeFormSchema, ManualCreditFormSchema } from "../../../contract/wire/admin";
import {
  WhatsAppNumberEditFormSchema as EditFormSchema,
  WhatsAppSignupRequestSchema,
} from "../../../contract/wire/whatsapp";

const charge = (amount: string, description = "Fee") => ManualChargeFormSchema.safeParse({ amount, description });
const credit = (creditAmount: string) => ManualCreditFormSchema.safeParse({ creditAmount });

describe("manual charge form", () => {
  it.each([
    ["1", true],
    ["10000", true],
    ["1.123456789", true],
    ["0", false],
    ["0.999999999", false],
    ["10000.000000001", false],
    ["1.1234567890", false], // 10 decimals as typed, even with a trailing zero
    ["1,5", false],
    ["-5", false],
    ["", false],
    ["1e3", false],
  ])("amount %s is %s", (amount, ok) => {
    const result = charge(amount);
    expect(result.success).toBe(ok);
    if (!ok && !result.success)
      expect(result.error.issues.map((i) => i.message)).toContain("validation_manual_charge_value");
  });

  it("turns the text into the number it sends", () => {
    const result = charge(" 12.5 ");
    expect(result.success && result.data.amount).toBe(12.5);
  });

  it("needs a description", () => {
    expect(charge("5", "   ").success).toBe(false);
  });
});

describe("manual credit form", () => {
  it.each([
    ["2", true],
    ["1.999999999", false],
    ["10000", true],
    ["10000.1", false],
    ["25.123456789", true],
    ["25.1234567891", false],
  ])("credit %s is %s", (amount, ok) => {
    expect(credit(amount).success).toBe(ok);
  });
});

describe("WhatsApp forms", () => {
  it("edit: empty max call duration is no limit, 35791 is the largest", () => {
    expect(EditFormSchema.parse({ name: "A", regionId: "eu-west" }).maxCallDurationInMinutes).toBe(0);
    expect(EditFormSchema.safeParse({ name: "A", regionId: "eu-west", maxCallDurationInMinutes: 35_791 }).success).toBe(
      true,
    );
    expect(EditFormSchema.safeParse({ name: "A", regionId: "eu-west", maxCallDurationInMinutes: 35_792 }).success).toBe(
      false,
    );
    expect(EditFormSchema.safeParse({ name: "", regionId: "eu-west" }).success).toBe(false);
  });

  it.each([
    ["/portal/whatsapp_numbers/1/signup-callback", true],
    ["/x?y=1", true],
    ["https://evil.example/", false],
    ["//evil.example/", false],
    ["/\\evil.example", false],
    ["relative", false],
  ])("sign-up return path %s is %s", (returnTo, ok) => {
    expect(WhatsAppSignupRequestSchema.safeParse({ returnTo }).success).toBe(ok);
  });
});
