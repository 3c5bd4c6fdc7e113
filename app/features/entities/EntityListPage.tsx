import { ALERT_CLASS } from "~/components/alert-css";
import { ButtonLink, PlainButton, PlainInput } from "~/components/controls/controls";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import Stack from "@mui/joy/Stack";
import { Form, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import { EXPORT } from "../../../contract/limits/export";
import { NativeSelectField } from "~/components/NativeSelect";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { DataGrid, type GridColumn } from "~/components/grid/DataGrid";
import { ExportNoticeIsland } from "~/components/grid/ExportNoticeIsland";
import { GridPageHeader } from "~/components/grid/GridPageHeader";
import { useTimedFlag } from "~/components/grid/use-timed-flag";
import { isExportNoticeShown, withoutExportNotice } from "~/features/grid/export-notice";
import { GRID_HIGHLIGHT, GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { isCatalogueMessage } from "~/i18n/message-keys";
import type { EntityListData } from "./list.server";
import { gridIdOf } from "./grid-id";

import { dialogHref, ENTITY_EXPORT_INTENT, listPath, type EntityResource } from "./resource";

/**
 * The list screen of any entity, customer and admin (ADR 010; docs/product.md#data-grid "Shared data grid"): the
 * title with the total, search (followed 500 ms after typing), the resource's filters, Export, Add,
 * the shared grid, and the nested-route dialogs in the Outlet. Every control is a link or a form.
 * At the account's maximum (the platform's list says so) it warns and shows Add disabled. An
 * Essential-only entity (the resource's `essentialOnly`) offers a trial account no Add, and says why.
 * `notice` is the screen's own notice above the grid (a trial's plan, Teams-only mode).
 * `actions` are the screen's own header actions after Add (links to its other dialogs).
 */
export function EntityListPage<Row>({
  resource,
  columns,
  rowId,
  notice,
  actions,
}: {
  resource: EntityResource<Row>;
  columns: GridColumn<Row>[];
  rowId: (row: Row) => string;
  notice?: ReactNode;
  actions?: ReactNode;
}) {
  const data = useLoaderData<EntityListData<Row>>() as EntityListData<Row>;
  const { mode, view, rows, total, prefs, can, planRequired, limit } = data;
  const full = limit !== null && limit.count >= limit.max;
  const ns = resource.ns;
  const { t, i18n } = useTranslation([ns, "messages", "common"]);
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const exporting = navigation.state === "submitting" && navigation.formData?.get("intent") === ENTITY_EXPORT_INTENT;
  // docs/product.md#exports: the export button stays disabled for 2 s after a click.
  const [locked, lock] = useTimedFlag(EXPORT.BUTTON_LOCK_MS);
  const returnTo = withoutExportNotice(pathname, search);
  const listAction = `${listPath(resource, mode)}${new URL(returnTo, "http://console.invalid").search}`;
  const narrowed = Boolean(view.grid.search || Object.keys(view.filters).length);
  const title = t(mode === "admin" ? `${ns}:admin_title` : `${ns}:title`);
  const filterParams = resource.filters.map((f) => f.param);

  return (
    <Stack spacing={2}>
      <GridPageHeader
        title={title}
        total={t(`${ns}:total`, { count: total })}
        search={{
          value: view.grid.search ?? "",
          label: t(`${ns}:search.label`),
          placeholder: t(`${ns}:search.placeholder`),
          debounceMs: DEBOUNCE.TABLE_SEARCH_MS,
        }}
      >
        {resource.filters.length > 0 && (
          <Form method="get" preventScrollReset>
            <CarriedParams search={search} exclude={[...filterParams, GRID_PARAMS.page]} />
            <Stack direction="row" spacing={1} alignItems="flex-end" flexWrap="wrap" useFlexGap>
              {resource.filters.map((f) =>
                f.date ? (
                  <div key={`${f.param}:${view.filters[f.param] ?? ""}`} className={CONTROL_CLASS.field}>
                    <label htmlFor={`filter-${f.param}`}>{t(`${ns}:filter.${f.param}`)}</label>
                    <PlainInput
                      id={`filter-${f.param}`}
                      type="date"
                      size="sm"
                      name={f.param}
                      defaultValue={view.filters[f.param] ?? ""}
                      onChange={(event) => event.currentTarget.form?.requestSubmit()}
                    />
                  </div>
                ) : (
                  <NativeSelectField
                    key={`${f.param}:${view.filters[f.param] ?? ""}`}
                    label={t(`${ns}:filter.${f.param}`)}
                    name={f.param}
                    defaultValue={view.filters[f.param] ?? ""}
                    onChange={(event) => event.currentTarget.form?.requestSubmit()}
                  >
                    <option value="">{t(`${ns}:filter.all`)}</option>
                    {(f.values
                      ? f.values.map((v) => ({
                          value: v,
                          label: t(`${ns}:filter.values.${f.param}.${v}`, { defaultValue: v }),
                        }))
                      : (data.filterChoices[f.param] ?? [])
                    ).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelectField>
                ),
              )}
              <noscript>
                <PlainButton type="submit" size="sm" variant="outlined" color="neutral">
                  {t("common:actions.apply")}
                </PlainButton>
              </noscript>
            </Stack>
          </Form>
        )}
        {/* Posts to the list's own action, whichever dialog is open. */}
        <Form method="post" action={listAction} preventScrollReset onSubmit={lock}>
          <input type="hidden" name="intent" value={ENTITY_EXPORT_INTENT} />
          <PlainButton
            type="submit"
            size="sm"
            variant="outlined"
            color="neutral"
            loading={exporting}
            disabled={locked || data.exportDisabled}
          >
            {t("messages:labels_export")}
          </PlainButton>
        </Form>
        {can.create &&
          !planRequired &&
          (full ? (
            <PlainButton size="sm" disabled>
              {t(`${ns}:actions.create`)}
            </PlainButton>
          ) : (
            <ButtonLink
              to={dialogHref(resource, mode, resource.createPath ?? "new", search)}
              preventScrollReset
              size="sm"
            >
              {t(`${ns}:actions.create`)}
            </ButtonLink>
          ))}
        {actions}
      </GridPageHeader>
      {planRequired && resource.essentialOnly && (
        <div role="status" className={ALERT_CLASS.alert} data-color="warning">
          {t(`messages:${resource.essentialOnly}`)} {t(`${ns}:plan.required`)}
        </div>
      )}
      {full && (
        <div role="status" className={ALERT_CLASS.alert} data-color="warning">
          {/* A platform that answers the maximum in words (the WhatsApp provider) is shown as it says it. */}
          {isCatalogueMessage(i18n, limit.message) ? t(`messages:${limit.message}`) : limit.message}{" "}
          {t(`${ns}:limit.reached`, { count: limit.count, max: limit.max })}
        </div>
      )}
      {notice}
      {isExportNoticeShown(new URLSearchParams(search)) && (
        <ExportNoticeIsland action={listAction} returnTo={returnTo} />
      )}
      <DataGrid
        gridId={gridIdOf(resource, mode)}
        title={title}
        columns={columns}
        rows={rows}
        rowId={rowId}
        params={view.grid}
        prefs={prefs}
        total={total}
        emptyState={narrowed ? "no-results" : "no-records"}
        highlightId={new URLSearchParams(search).get(GRID_HIGHLIGHT.param)}
        clearFiltersHref={gridHref(
          search,
          Object.fromEntries([[GRID_PARAMS.search, null], ...filterParams.map((p) => [p, null])]),
        )}
      />
      <Outlet />
    </Stack>
  );
}
