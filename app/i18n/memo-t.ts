import type { TFunction } from "i18next";

/**
 * A `t` that looks each key up once: grid columns translate the same few labels (a party's type,
 * a quality, "Yes") in every row, and an i18next look-up costs far more than a Map hit. Only plain
 * look-ups (a key, optionally with a defaultValue) are cached; calls with other options pass through.
 */
export function memoizeT(t: TFunction): TFunction {
  const seen = new Map<string, string>();
  const memo = ((key: string | string[], options?: unknown) => {
    const plain = typeof key === "string" && (options === undefined || isDefaultValueOnly(options));
    if (!plain) return (t as (k: unknown, o?: unknown) => string)(key, options);
    const cacheKey = options === undefined ? key : `${key}\u0000${(options as { defaultValue: string }).defaultValue}`;
    let text = seen.get(cacheKey);
    if (text === undefined) {
      text = (t as (k: string, o?: unknown) => string)(key, options);
      seen.set(cacheKey, text);
    }
    return text;
  }) as TFunction;
  return memo;
}

function isDefaultValueOnly(options: unknown): boolean {
  if (typeof options !== "object" || options === null) return false;
  const keys = Object.keys(options);
  return (
    keys.length === 1 &&
    keys[0] === "defaultValue" &&
    typeof (options as { defaultValue: unknown }).defaultValue === "string"
  );
}
