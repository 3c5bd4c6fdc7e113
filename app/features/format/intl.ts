/**
 * Intl formatters built once per locale and options, for every request: building one costs far
 * more than formatting with it, and a page formats hundreds of values. Locales come from the
 * catalogue's short list and options from code, so the cache stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
