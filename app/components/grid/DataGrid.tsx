/**
 * DataGrid<T>: the one shared list grid (docs/product.md#data-grid "Shared data grid", #data-grid "Data grid").
 * Server-side mode: the loader pages, sorts and filters; the URL is the state; every control is a
 * link or a GET form, so it all works without JavaScript, and with it Remix navigates in place.
 *
 * Loader:  const params = parseGridParams(url.searchParams, { defaultSort, sortable, defaultLimit })
 *          const prefs  = await readGridPrefs(request, gridId, { hidden: defaultHidden })
 *          (offset mode: `pastLastPageHref(url.searchParams, params, total)` -> redirect when past the end)
 *
 * Props:
 *   gridId            string             key of the saved preferences (cookie "vc_grid"); [A-Za-z][A-Za-z0-9_.-]*
 *   title             string             accessible name: the table's (visually hidden) caption
 *   columns           GridColumn<T>[]    { id, header, cell(row), title?(row), sortable?, hideable? (true), hiddenByDefault?, align?, width? }
 *   rows              T[]                this page's rows, in order
 *   rowId             (row) => string    stable key of a row
 *   params            GridParams         parseGridParams(...) of this request
 *   prefs             GridPrefs          readGridPrefs(...) of this request
 *   total?            number             offset mode: every matching row ("1–10 of 1,234", pages)
 *   cursor?           { next?, prev? }   cursor mode instead of total: previous/next via before/after
 *   limitChoices?     number[]           rows-per-page choices (default 10, 20, 50, 100)
 *   rowHref?          (row) => string    opens a row: a link in its first cell; with JS the whole row is clickable
 *   rowClickDisabled? boolean            no row links or clicks (e.g. subscription expired)
 *   emptyState?       "no-records" | "no-results"   which message an empty page shows (default no-records)
 *   clearFiltersHref? string             "Clear filters" link of the no-results state
 *   maxHeight?        string | number    scroll height with a sticky header (call history: GRID.CALL_GRID_HEIGHT)
 *   toolbar?          ReactNode          shown above the table (export button, chips...)
 *   busy?             boolean            show the progress bar (besides while the page loads), e.g. after an export
 */
import { Link, useFetcher, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { useMemo, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { prefsFetcherKey, prefsFromForm, type GridPrefs } from "~/features/grid/prefs";
import {
  GRID_HIGHLIGHT,
  GRID_PARAMS,
  gridHref,
  limitChoices as defaultLimitChoices,
  nextSort,
  sortParam,
  type GridParams,
} from "~/features/grid/url-state";
import { EmptyState, type EmptyKind } from "./EmptyState";
import { GridFooter, type GridCursor } from "./GridFooter";
import { GridSettings } from "./GridSettings";
import { visuallyHidden } from "./visually-hidden";

export interface GridColumn<T> {
  id: string;
  /** Header text (already translated by the screen). */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * The cell's whole text, its tooltip when it is long enough to be cut (a cell is one line and ends
   * in an ellipsis past the grid's widest cell: grid.css), for a cell that is not plain text. A plain
   * text cell gets its own text as that title without it.
   */
  title?: (row: T) => string | null | undefined;
  sortable?: boolean;
  /** Default true: listed in "Manage columns". */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  align?: "left" | "center" | "right";
  width?: number | string;
}

export interface DataGridProps<T> {
  gridId: string;
  title: string;
  columns: readonly GridColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  params: GridParams;
  prefs: GridPrefs;
  total?: number;
  cursor?: GridCursor;
  limitChoices?: readonly number[];
  rowHref?: (row: T) => string;
  /** The id of a row to mark (aria-current, styled by grid.css): the record a flow just created. */
  highlightId?: string | null;
  rowClickDisabled?: boolean;
  emptyState?: EmptyKind;
  clearFiltersHref?: string;
  maxHeight?: string | number;
  toolbar?: ReactNode;
  busy?: boolean;
}

/** Hidden columns of a grid's default layout: pass them to readGridPrefs as `hidden`. */
export function defaultHiddenColumns<T>(columns: readonly GridColumn<T>[]): string[] {
  return columns.filter((c) => c.hiddenByDefault && c.hideable !== false).map((c) => c.id);
}

/**
 * From this many characters a plain text cell may be cut by the grid's widest cell (20rem, grid.css:
 * about 45 characters of the standard density's type), so it carries its text as a title; shorter
 * texts never need one.
 */
const TITLE_FROM_CHARS = 32;

function cellTitle(value: ReactNode): string | undefined {
  // Only text: an element's words are the column's title function's to tell.
  return typeof value === "string" && value.length >= TITLE_FROM_CHARS ? value : undefined;
}

/** A click that should open the row: plain left click, not on a control, not selecting text. */
function isRowOpeningClick(event: MouseEvent<HTMLElement>): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as HTMLElement;
  if (target.closest("a, button, input, select, textarea, label, summary, [role='button']")) return false;
  return !window.getSelection()?.toString();
}

export function DataGrid<T>(props: DataGridProps<T>) {
  const { gridId, title, columns, rows, params, rowHref, rowClickDisabled } = props;
  const { t } = useTranslation("grid");
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  // While the settings popover saves, show what it asked for (optimistic), then the loader's prefs.
  const prefsFetcher = useFetcher({ key: prefsFetcherKey(gridId) });
  const prefs = prefsFetcher.formData ? prefsFromForm(prefsFetcher.formData, props.prefs) : props.prefs;

  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        // Cells are drawn from GridColumn.cell itself (below): the table gives the visible columns.
        // Display columns: the server sorts, so sortability comes from GridColumn.sortable.
        enableHiding: c.hideable !== false,
      })),
    [columns],
  );
  const columnVisibility = Object.fromEntries(
    columns.map((c) => [c.id, c.hideable === false || !prefs.hidden.includes(c.id)]),
  );
  const table = useReactTable<T>({
    data: rows as T[],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => props.rowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: props.total,
    state: {
      columnVisibility,
      sorting: [{ id: params.sort.field, desc: params.sort.direction === "desc" }],
      pagination: { pageIndex: params.page - 1, pageSize: params.limit },
    },
  });

  const byId = new Map(columns.map((c) => [c.id, c]));
  const visibleCount = table.getVisibleLeafColumns().length;
  const clickable = Boolean(rowHref) && !rowClickDisabled;
  const busy =
    Boolean(props.busy) || (navigation.state === "loading" && navigation.location?.pathname === location.pathname);

  return (
    // No overflow clipping here: the settings popover opens upwards over the table.
    <div className="vc-grid-frame">
      {props.toolbar}
      <div className="vc-grid-progress" role="progressbar" aria-label={t("loading")} data-busy={busy || undefined} />
      <div className="vc-grid-scroll" style={{ maxHeight: props.maxHeight }} aria-busy={busy || undefined}>
        {/* A plain table styled once by styles/grid.css (Joy's table look: density, zebra rows, hover, sticky
            header), as its cells are (cells.tsx): no styled component is serialised per request. */}
        <table
          data-density={prefs.density}
          data-view={prefs.zebra ? "zebra" : "default"}
          className="vc-grid"
          data-clickable={clickable || undefined}
          style={{ "--vc-cols": visibleCount } as CSSProperties}
        >
          <caption style={visuallyHidden}>{title}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = params.sort.field === header.column.id ? params.sort.direction : undefined;
                  const text = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined}
                      style={{ width: column?.width, textAlign: column?.align }}
                    >
                      {column?.sortable ? (
                        <Link
                          className="vc-sort"
                          to={gridHref(location.search, {
                            [GRID_PARAMS.sort]: sortParam(nextSort(params.sort, header.column.id)),
                          })}
                          preventScrollReset
                        >
                          {text}
                          {sorted && <SortArrow direction={sorted} />}
                        </Link>
                      ) : (
                        text
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visibleCount}>
                  <EmptyState kind={props.emptyState ?? "no-records"} clearFiltersHref={props.clearFiltersHref} />
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const href = clickable && rowHref ? rowHref(row.original) : undefined;
                const highlighted = props.highlightId ? props.rowId(row.original) === props.highlightId : false;
                return (
                  <tr
                    key={row.id}
                    id={highlighted ? GRID_HIGHLIGHT.anchor : undefined}
                    aria-current={highlighted ? "true" : undefined}
                    onClick={
                      href
                        ? (event) => isRowOpeningClick(event) && navigate(href, { preventScrollReset: true })
                        : undefined
                    }
                  >
                    {row.getVisibleCells().map((cell, index) => {
                      // The column's own cell, called once: its text also gives the cell's title.
                      const column = byId.get(cell.column.id)!;
                      const content = column.cell(row.original);
                      const title = cellTitle(column.title?.(row.original) ?? content);
                      return (
                        <td key={cell.id} style={{ textAlign: column.align }} title={title || undefined}>
                          {href && index === 0 ? (
                            <Link to={href} preventScrollReset>
                              {content}
                            </Link>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <GridFooter
        params={params}
        rowCount={rows.length}
        total={props.total}
        cursor={props.cursor}
        limitChoices={props.limitChoices ?? defaultLimitChoices({})}
        settings={
          <GridSettings
            gridId={gridId}
            columns={columns.filter((c) => c.hideable !== false).map((c) => ({ id: c.id, header: c.header }))}
            defaultHidden={defaultHiddenColumns(columns)}
            prefs={prefs}
          />
        }
      />
    </div>
  );
}

const SORT_ARROW_PATHS = {
  desc: "M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z",
  asc: "M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z",
} as const;

/** The sorted column's arrow: decorative (aria-sort on the header says it). */
function SortArrow({ direction }: { direction: "asc" | "desc" }) {
  return (
    <svg className="vc-icon" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={SORT_ARROW_PATHS[direction]} />
    </svg>
  );
}
