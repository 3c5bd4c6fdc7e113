import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { numberFormat } from "~/features/format/intl";

/** Formats counts in the page's locale ("1,234"). */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation("grid");
  const language = i18n?.language || "en-US";
  return useMemo(() => {
    const format = numberFormat(language);
    return (value: number) => format.format(value);
  }, [language]);
}
