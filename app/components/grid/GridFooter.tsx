import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GRID_PARAMS, gridHref, lastPage, type GridParams } from "~/features/grid/url-state";
import { CurrentPageBox } from "./CurrentPageBox";
import { useNumberFormat } from "./number-format";
import { PageStep } from "./Pagination";
import { RowsPerPage } from "./RowsPerPage";

/** Cursors of the neighbouring pages, for endpoints that page by cursor (no total). */
export interface GridCursor {
  /** Cursor for the next page (sent as `after`). */
  next?: string;
  /** Cursor for the previous page (sent as `before`). */
  prev?: string;
}

export interface GridFooterProps {
  params: GridParams;
  /** Rows on this page. */
  rowCount: number;
  /** Offset mode: every matching row. */
  total?: number;
  /** Cursor mode (instead of a total): only previous / next. */
  cursor?: GridCursor;
  limitChoices: readonly number[];
  /** The settings popover, at the start of the footer. */
  settings?: ReactNode;
}

/**
 * Settings, rows per page, the count and the pager (offset: "Current Page" box; cursor: previous and
 * next only). Every control is a link or a GET form carrying the rest of the query.
 */
export function GridFooter({ params, rowCount, total, cursor, limitChoices, settings }: GridFooterProps) {
  const { t } = useTranslation("grid");
  const { search } = useLocation();
  const formatNumber = useNumberFormat();
  let pager: ReactNode;
  if (cursor) {
    pager = (
      <>
        <PageStep
          direction="previous"
          href={cursor.prev ? gridHref(search, { [GRID_PARAMS.before]: cursor.prev }) : undefined}
        />
        <PageStep
          direction="next"
          href={cursor.next ? gridHref(search, { [GRID_PARAMS.after]: cursor.next }) : undefined}
        />
      </>
    );
  } else {
    const count = total ?? rowCount;
    const last = lastPage(count, params.limit);
    const from = count === 0 ? 0 : (params.page - 1) * params.limit + 1;
    const to = Math.min(count, (params.page - 1) * params.limit + rowCount);
    const pageHref = (page: number) => gridHref(search, { [GRID_PARAMS.page]: page });
    pager = (
      <>
        <span className="vc-grid-range" aria-live="polite">
          {count === 0
            ? t("footer.range_empty")
            : t("footer.range", {
                from: formatNumber(from),
                to: formatNumber(Math.max(from, to)),
                total: formatNumber(count),
              })}
        </span>
        <PageStep direction="previous" href={params.page > 1 ? pageHref(Math.min(params.page - 1, last)) : undefined} />
        <CurrentPageBox page={params.page} total={count} limit={params.limit} />
        <PageStep direction="next" href={params.page < last ? pageHref(params.page + 1) : undefined} />
      </>
    );
  }
  return (
    <div className="vc-grid-foot">
      {settings}
      <span className="vc-grid-foot-spacer" />
      <RowsPerPage limit={params.limit} choices={limitChoices} />
      <nav aria-label={t("footer.label")}>{pager}</nav>
    </div>
  );
}
