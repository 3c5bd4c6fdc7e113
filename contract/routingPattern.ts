/**
 * The number pattern of a routing rule's condition (docs/product.md#routing-rule "condition on called/calling number with
 * pattern"; the spec gives no syntax: this is the platform's, recorded in docs/features/routing.md). It is the dial
 * pattern telephony users know from PBX dial plans:
 *
 *   0-9   that digit
 *   X     any digit 0-9
 *   Z     any digit 1-9
 *   N     any digit 2-9
 *   *     last only: any further digits, none included (a prefix match: "+44207946*")
 *   +     first only, optional: the plus of an E.164 number
 *
 * A pattern without a trailing * matches numbers of exactly its length. The plus is optional on both
 * sides: "+4420XXXXXXXX" and "4420XXXXXXXX" match "+442079460000" alike. Letters are case-insensitive;
 * spaces, dashes and dots typed between digits are dropped.
 */
import { ROUTING } from "./limits/routing";

const SHAPE = /^\+?[0-9XZN]*\*?$/;
const SEPARATORS = /[\s.-]/g;

/** The pattern as stored: separators dropped, letters upper-case. */
export function normaliseRoutingPattern(pattern: string): string {
  return pattern.replace(SEPARATORS, "").toUpperCase();
}

/** Whether a (normalised) pattern is well formed: at least one digit or wildcard, or a lone "*". */
export function isRoutingPattern(pattern: string): boolean {
  const p = normaliseRoutingPattern(pattern);
  return p.length > 0 && p.length <= ROUTING.PATTERN_MAX && SHAPE.test(p) && p.replace(/^\+/, "") !== "";
}

/** The digits of a number (a leading plus and separators dropped): what a pattern is compared with. */
export function numberDigits(number: string): string {
  return number.replace(/[^0-9]/g, "");
}

const DIGIT_CLASS: Readonly<Record<string, (d: number) => boolean>> = {
  X: () => true,
  Z: (d) => d >= 1,
  N: (d) => d >= 2,
};

/** Whether `number` matches `pattern` (both as typed: they are normalised here). */
export function matchesRoutingPattern(pattern: string, number: string): boolean {
  const p = normaliseRoutingPattern(pattern).replace(/^\+/, "");
  const digits = numberDigits(number);
  const prefix = p.endsWith("*");
  const body = prefix ? p.slice(0, -1) : p;
  if (prefix ? digits.length < body.length : digits.length !== body.length) return false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    const d = digits.charCodeAt(i) - 48;
    const cls = DIGIT_CLASS[c];
    if (cls ? !cls(d) : c !== digits[i]) return false;
  }
  return true;
}
