/**
 * The embedded payment provider's cards. Like real providers' sandboxes, the 3-D Secure outcome of a
 * payment is chosen by the test card number (docs/features/billing.md lists them); any other card number that
 * passes the Luhn check is not enrolled in 3-D Secure, so authentication is bypassed.
 */
import type { ThreeDsOutcome } from "../../../contract/wire/payments";

export const TEST_CARDS: Readonly<Record<string, ThreeDsOutcome>> = {
  "4000000000003220": "succeeded",
  "4000000000003055": "unavailable",
  "4000008400001629": "failed",
  "4111111111111111": "bypassed",
};

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Digits only (spaces and dashes as people type them), or null when it cannot be a card number. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{12,19}$/.test(digits) && luhnValid(digits) ? digits : null;
}

export function threeDsOutcomeOf(digits: string): ThreeDsOutcome {
  return TEST_CARDS[digits] ?? "bypassed";
}

export function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (digits.startsWith("6")) return "Discover";
  return "Card";
}

/** MM/YY or MM/YYYY, not in the past (a card is valid through its expiry month). */
export function parseExpiry(input: string, now: number): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  const today = new Date(now);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < current) return null;
  return { month, year };
}
