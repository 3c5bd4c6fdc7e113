import { useLoaderData, useLocation } from "@remix-run/react";
import { ScopedOutlet } from "~/components/joy/scoped-outlet";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EXPORT } from "../../../../contract/limits/export";
import { GRID } from "../../../../contract/limits/grid";
import { ButtonLink, PlainButton } from "~/components/controls/controls";
import { DataGrid } from "~/components/grid/DataGrid";
import { gridHref } from "~/features/grid/url-state";
import { CALL_GRID_ID, callColumns } from "../columns";
import { CUSTOM_PARAM_NAMES } from "../url";
import type { CallHistoryData } from "../list.server";
import { ExportMenu } from "../export/ExportMenu";
import { ALERT_CLASS } from "~/components/alert-css";
import { ExportNoticeIsland } from "~/components/grid/ExportNoticeIsland";
import { MonthlyExportIsland } from "../export/MonthlyExportIsland";
import {
  exportFormAction,
  exportReturnTo,
  isExportNoticeShown,
  isMonthlyExportOpen,
  monthlyExportHref,
} from "../export/params";
import { useTimedFlag } from "~/components/grid/use-timed-flag";
import { CALL_HISTORY_PATHS, callDetailsHref, callListHref } from "../mode";
import { DateRangeForm } from "./DateRangeForm";
import { clearFiltersHref, FILTERS_PANEL, PANEL_PARAM } from "./filters-panel-params";
import { FiltersPanelIsland, ModeChipsIsland } from "./panel-islands";
import { SearchBox } from "./SearchBox";

/**
 * The call history screen, customer and admin (docs/product.md#call-history "Call history screen"): title, search,
 * refresh, date range, filters with their badge, export, mode chips, the time-zone note, the grid,
 * and the details drawer of the nested route. Everything is a link or a form, so it all works
 * without JavaScript; with it, Remix navigates in place.
 */
export function CallHistoryPage() {
  const data = useLoaderData<CallHistoryData>();
  const { mode, view, rows, total, prefs, timeZone, thresholds, subscriptionExpired } = data;
  const { t } = useTranslation(["calls", "messages"]);
  const location = useLocation();
  const search = location.search;
  const params = new URLSearchParams(search);
  const panelOpen = params.get(PANEL_PARAM) === FILTERS_PANEL;

  const columns = useMemo(() => callColumns(t, { mode, timeZone, thresholds }), [t, mode, timeZone, thresholds]);
  const held = view.custom
    ? t("calls:filters.disabled_custom")
    : view.related
      ? t("calls:filters.disabled_related")
      : undefined;
  const searchOff = held ?? (view.searchAllowed ? undefined : t("messages:labels_limited_search"));
  const filtersOff = Boolean(held) || subscriptionExpired;
  const narrowed = view.activeFilterCount > 0 || Boolean(view.grid.search) || Boolean(view.custom);

  const listHref = callListHref(mode, search);
  const refreshHref = `${location.pathname}${search}`;
  const panelHref = gridHref(search, { [PANEL_PARAM]: panelOpen ? null : FILTERS_PANEL });
  const returnTo = exportReturnTo(CALL_HISTORY_PATHS[mode], search);
  const [exporting, exportStarted] = useTimedFlag(EXPORT.CALL_GRID_SPINNER_MS);

  const filtersLabel =
    view.activeFilterCount > 0
      ? `${t("calls:filters.button")} (${t("calls:filters.badge", { count: view.activeFilterCount })})`
      : t("calls:filters.button");

  // Plain elements and controls (grid.css .vc-page, controls-css.ts): the head is on every call-history page.
  return (
    <div className="vc-page">
      <div className="vc-page-head">
        <h1>{t(mode === "admin" ? "calls:admin_title" : "calls:title")}</h1>
        <SearchBox value={view.grid.search ?? ""} disabledReason={searchOff} />
        <ButtonLink
          to={refreshHref}
          preventScrollReset
          variant="outlined"
          color="neutral"
          size="sm"
          aria-disabled={subscriptionExpired || undefined}
          onClick={subscriptionExpired ? (e) => e.preventDefault() : undefined}
        >
          {t("calls:refresh")}
        </ButtonLink>
        <span className="vc-count-anchor">
          {filtersOff ? (
            <PlainButton
              variant="outlined"
              color="neutral"
              size="sm"
              disabled
              aria-expanded={panelOpen}
              aria-label={filtersLabel}
            >
              {t("calls:filters.button")}
            </PlainButton>
          ) : (
            <ButtonLink
              to={panelHref}
              preventScrollReset
              variant={panelOpen ? "solid" : "outlined"}
              color="neutral"
              size="sm"
              aria-expanded={panelOpen}
              aria-label={filtersLabel}
            >
              {t("calls:filters.button")}
            </ButtonLink>
          )}
          {view.activeFilterCount > 0 && (
            <span className="vc-count" aria-hidden>
              {view.activeFilterCount}
            </span>
          )}
        </span>
        <ExportMenu
          mode={mode}
          returnTo={returnTo}
          disabled={subscriptionExpired}
          monthlyHref={monthlyExportHref(CALL_HISTORY_PATHS[mode], search)}
          onExportStarted={exportStarted}
        />
      </div>

      {isExportNoticeShown(params) && (
        <ExportNoticeIsland action={exportFormAction(mode, returnTo)} returnTo={returnTo} />
      )}
      {isMonthlyExportOpen(params) && <MonthlyExportIsland mode={mode} now={data.now} returnTo={returnTo} />}

      {subscriptionExpired && (
        <div role="alert" className={ALERT_CLASS.alert} data-color="warning">
          {t("calls:subscription_expired")}
        </div>
      )}

      <DateRangeForm
        from={view.range.from}
        to={view.range.to}
        dateField={view.dateField}
        invalid={view.rangeInvalid}
        timeZone={timeZone}
        now={data.now}
        disabled={filtersOff}
      />

      {panelOpen && !filtersOff && <FiltersPanelIsland mode={mode} filters={view.filters} accounts={data.accounts} />}

      {(view.related || view.custom) && <ModeChipsIsland related={view.related} custom={view.custom} />}

      <p className="vc-note">
        {data.timeZoneKnown && timeZone !== "UTC"
          ? t("calls:time_note_local", { zone: timeZone })
          : t("calls:time_note_utc")}
      </p>

      <DataGrid
        gridId={CALL_GRID_ID}
        title={t("calls:grid_caption")}
        columns={columns}
        rows={rows}
        rowId={(row) => row.callId}
        params={view.grid}
        prefs={prefs}
        total={total}
        rowHref={(row) => callDetailsHref(mode, row.callId, search)}
        rowClickDisabled={subscriptionExpired}
        emptyState={narrowed ? "no-results" : "no-records"}
        clearFiltersHref={clearFiltersHref(
          gridHref(search, { search: null, ...Object.fromEntries(CUSTOM_PARAM_NAMES.map((n) => [n, null])) }),
        )}
        maxHeight={GRID.CALL_GRID_HEIGHT}
        busy={exporting}
      />
      <div>
        {/* The details (a nested route) draw with Joy: the list does not (its route is plain). */}
        <ScopedOutlet context={{ listHref }} />
      </div>
    </div>
  );
}
