import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../../contract/limits/debounce";
import { GridSearch } from "~/components/grid/GridSearch";

export interface SearchBoxProps {
  value: string;
  /** Why it is off: the range is 3 days or more (labels_limited_search), or a mode holds the filters. */
  disabledReason?: string;
}

/** The call search (docs/product.md#dates-and-search): followed 1000 ms after the last key; off, with the reason as its tooltip, when search cannot apply. */
export function SearchBox({ value, disabledReason }: SearchBoxProps) {
  const { t } = useTranslation("calls");
  return (
    <GridSearch
      value={value}
      label={t("search.label")}
      placeholder={t("search.placeholder")}
      debounceMs={DEBOUNCE.CALL_SEARCH_MS}
      disabledReason={disabledReason}
    />
  );
}
