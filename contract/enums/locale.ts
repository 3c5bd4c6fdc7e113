/** Locale (docs/product.md#session, #enumerations). */

/** docs/product.md#session "Language codes yue-hk and cmn-cn are normalised to zh-HK and zh-CN". */
export const LANGUAGE_CODE_ALIASES: Readonly<Record<string, string>> = { "yue-hk": "zh-HK", "cmn-cn": "zh-CN" };
