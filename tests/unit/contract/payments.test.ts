/**
 * The billing forms' bounds (docs/product.md#validation; issue 19): one schema serves the console's action and the
 * platform's endpoint, so these are the rules both apply.
 */
import { describe, expect, it } from "vitest";
import {
  AutoRechargeFormSchema,
  CardDepositFormSchema,
  MonthlyLimitFormSchema,
  PaymentAddressFormSchema,
} from "../../../contract/wire/payments";

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`));

describe("auto-recharge", () => {
  it.each([
    [9, false],
    [10, true],
    [500, true],
    [501, false],
  ])("threshold %d is %s", (threshold, ok) => {
    expect(AutoRechargeFormSchema.safeParse({ enabled: true, threshold, amount: 50 }).success).toBe(ok);
    if (!ok)
      expect(errorsOf(AutoRechargeFormSchema.safeParse({ enabled: true, threshold, amount: 50 }))).toEqual([
        "threshold: validation_auto_recharge_threshold",
      ]);
  });
  it.each([
    [9, false],
    [10, true],
    [1000, true],
    [1001, false],
  ])("amount %d is %s", (amount, ok) => {
    expect(AutoRechargeFormSchema.safeParse({ enabled: true, threshold: 10, amount }).success).toBe(ok);
    if (!ok)
      expect(errorsOf(AutoRechargeFormSchema.safeParse({ enabled: true, threshold: 10, amount }))).toEqual([
        "amount: validation_auto_recharge_amount",
      ]);
  });
  it("takes plain dollars as typed, never hex or exponents, and at most cents", () => {
    expect(AutoRechargeFormSchema.safeParse({ threshold: " 20.5 ", amount: "30" }).data).toEqual({
      enabled: false,
      threshold: 20.5,
      amount: 30,
    });
    for (const text of ["0x10", "1e2", "-10", "10.", "ten", "10.001"])
      expect(AutoRechargeFormSchema.safeParse({ threshold: text, amount: 50 }).success, text).toBe(false);
    expect(errorsOf(AutoRechargeFormSchema.safeParse({ amount: 50 }))).toEqual([
      "threshold: validation_auto_recharge_threshold",
    ]);
  });
});

describe("monthly limit", () => {
  it.each([
    [0, false],
    [0.01, true],
    [75_000, true],
    [75_000.01, false],
    [75_001, false],
  ])("%d is %s", (monthlyLimit, ok) => {
    expect(MonthlyLimitFormSchema.safeParse({ monthlyLimit }).success).toBe(ok);
  });
});

describe("card deposit", () => {
  it.each([
    [9.99, false],
    [10, true],
    [1000, true],
    [1000.01, false],
  ])("%d is %s", (amount, ok) => {
    expect(CardDepositFormSchema.safeParse({ amount }).success).toBe(ok);
  });
});

describe("billing address", () => {
  const address = { name: "Acme", line1: "1 High St", city: "London", postalCode: "N1 1AA", country: "gb" };
  it("requires name, line 1, city, postal code (at most 100 each) and a two-letter country, upper-cased", () => {
    expect(PaymentAddressFormSchema.parse(address)).toEqual({ ...address, line2: "", state: "", country: "GB" });
    expect(PaymentAddressFormSchema.safeParse({ ...address, name: "x".repeat(100) }).success).toBe(true);
    expect(errorsOf(PaymentAddressFormSchema.safeParse({ ...address, name: "x".repeat(101), country: "GBR" }))).toEqual(
      ["name: validation_address_field", "country: validation_country_code"],
    );
  });
});
