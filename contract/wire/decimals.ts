/** Number helpers shared by the money schemas. */

/** How many digits follow the decimal point of `n` as JavaScript writes it (1e-7 -> 7, 1.25 -> 2). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return Infinity;
  const [mantissa, exponent] = String(n).toLowerCase().split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  return Math.max(0, fraction - (exponent ? Number(exponent) : 0));
}
