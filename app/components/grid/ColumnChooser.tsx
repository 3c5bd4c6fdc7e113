import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { GRID } from "../../../contract/limits/grid";
import { PREF_FIELDS } from "~/features/grid/prefs";

export interface ChooserColumn {
  id: string;
  header: string;
}

export interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  hidden: readonly string[];
  /** Called after a box changes (with JavaScript: saves at once). */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Name of the pager radios; the /grid-prefs action ignores it. */
const PAGE_FIELD = "columnsPage";

/**
 * "Manage columns": one card per column (native inputs styled once by styles/grid.css) with a visibility checkbox, 10 cards per page (docs/product.md#data-grid).
 * Every card is in the form whatever page shows, so saving never loses the other pages' boxes. The
 * pager is a radio group and CSS shows the chosen page, so it works the same without JavaScript.
 */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation("grid");
  const perPage = GRID.COLUMN_CHOOSER_CARDS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(columns.length / perPage));
  const pageNumbers = Array.from({ length: pages }, (_, i) => i + 1);
  // grid.css shows only the cards of the checked page (its rules cover ten pages: 100 columns).
  return (
    <fieldset className="vc-column-chooser">
      <legend>{t("settings.columns")}</legend>
      <div className="vc-choice-grid">
        {columns.map((column, index) => (
          <label key={column.id} className="vc-choice" data-column-page={Math.floor(index / perPage) + 1}>
            <input type="hidden" name={PREF_FIELDS.column} value={column.id} />
            <input
              type="checkbox"
              name={PREF_FIELDS.visible}
              value={column.id}
              checked={!hidden.includes(column.id)}
              onChange={onChange}
            />
            {column.header}
          </label>
        ))}
      </div>
      {pages > 1 && (
        <div role="radiogroup" aria-label={t("settings.columns_page")} className="vc-choice-pager">
          {pageNumbers.map((p) => (
            <label key={p}>
              <input
                type="radio"
                name={PAGE_FIELD}
                value={String(p)}
                defaultChecked={p === 1}
                aria-label={t("settings.page_n", { page: p })}
              />
              {p}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
