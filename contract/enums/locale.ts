/** Locale (000 §4, §9). */

/** 000 §4 "Language codes yue-hk and cmn-cn are normalised to zh-HK and zh-CN". */
export const LANGUAGE_CODE_ALIASES: Readonly<Record<string, string>> = { "yue-hk": "zh-HK", "cmn-cn": "zh-CN" };

/** 000 §9 "locale en-us". */
export const DEFAULT_LOCALE = "en-us";
