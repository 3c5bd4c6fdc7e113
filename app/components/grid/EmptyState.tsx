import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/controls/controls";
import { InboxIcon, SearchOffIcon } from "./icons";

/** Which empty grid this is: nothing exists yet, or the filters/search hide everything. */
export type EmptyKind = "no-records" | "no-results";

export interface EmptyStateProps {
  kind: EmptyKind;
  /** For "no-results": the same list without filters or search. */
  clearFiltersHref?: string;
}

/** The message of an empty grid; "no results" offers to clear the filters (a plain link). Styled by grid.css. */
export function EmptyState({ kind, clearFiltersHref }: EmptyStateProps) {
  const { t } = useTranslation("grid");
  const noResults = kind === "no-results";
  const Icon = noResults ? SearchOffIcon : InboxIcon;
  return (
    <div role="status" className="vc-grid-empty">
      <Icon />
      <p className="vc-grid-empty-title">{t(noResults ? "empty.no_results" : "empty.no_records")}</p>
      <p>{t(noResults ? "empty.no_results_text" : "empty.no_records_text")}</p>
      {noResults && clearFiltersHref && (
        <ButtonLink to={clearFiltersHref} variant="outlined" size="sm">
          {t("empty.clear_filters")}
        </ButtonLink>
      )}
    </div>
  );
}
