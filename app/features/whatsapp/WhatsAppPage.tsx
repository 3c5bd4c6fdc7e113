import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import { EXPORT } from "../../../contract/limits/export";
import { ExportNoticeIsland } from "~/components/grid/ExportNoticeIsland";
import { useTimedFlag } from "~/components/grid/use-timed-flag";
import { isExportNoticeShown, withoutExportNotice } from "~/features/grid/export-notice";
import { DataGrid } from "~/components/grid/DataGrid";
import { GridPageHeader } from "~/components/grid/GridPageHeader";
import { NativeSelectField } from "~/components/NativeSelect";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { WHATSAPP_GRID_ID, whatsAppColumns } from "./columns";
import type { WhatsAppListData } from "./list.server";
import { dialogHref, listHref, WHATSAPP_EXPORT_INTENT } from "./paths";
import { STATUS_FILTER_VALUES, STATUS_PARAM } from "./url";

/**
 * The WhatsApp numbers screen, customer and admin (docs/product.md#whatsapp-numbers): title with the total count, search
 * (followed 500 ms after typing), status filter, CSV export, the shared grid, and the nested-route
 * dialogs (create, view, edit, delete) in the Outlet. Every control is a link or a form.
 */
export function WhatsAppPage() {
  const data = useLoaderData<WhatsAppListData>();
  const { mode, view, rows, total, prefs, can } = data;
  const { t } = useTranslation(["whatsapp", "messages"]);
  const { search, pathname } = useLocation();
  const navigation = useNavigation();
  const columns = useMemo(() => whatsAppColumns(t, mode, search, can), [t, mode, search, can]);
  const exporting = navigation.state === "submitting" && navigation.formData?.get("intent") === WHATSAPP_EXPORT_INTENT;
  // docs/product.md#exports: the export button stays disabled for 2 s after a click.
  const [locked, lock] = useTimedFlag(EXPORT.BUTTON_LOCK_MS);
  const returnTo = withoutExportNotice(pathname, search);
  const listAction = listHref(mode, new URL(returnTo, "http://console.invalid").search);
  const narrowed = Boolean(view.grid.search || view.status);

  return (
    <Stack spacing={2}>
      <GridPageHeader
        title={t(mode === "admin" ? "whatsapp:admin_title" : "whatsapp:title")}
        total={t("whatsapp:total", { count: total })}
        search={{ value: view.grid.search ?? "", label: t("whatsapp:search.label"), placeholder: t("whatsapp:search.placeholder"), debounceMs: DEBOUNCE.TABLE_SEARCH_MS }}
      >
        <Form method="get" preventScrollReset>
          <CarriedParams search={search} exclude={[STATUS_PARAM, GRID_PARAMS.page]} />
          <Stack direction="row" spacing={1} alignItems="flex-end">
            <NativeSelectField
              label={t("whatsapp:filter.status")}
              name={STATUS_PARAM}
              defaultValue={view.status ?? ""}
              key={view.status ?? ""}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              <option value="">{t("whatsapp:filter.all")}</option>
              {STATUS_FILTER_VALUES.map((v) => (
                <option key={v} value={v}>
                  {t(`whatsapp:filter.values.${v}`)}
                </option>
              ))}
            </NativeSelectField>
            <noscript>
              <Button type="submit" size="sm" variant="outlined" color="neutral">
                {t("whatsapp:filter.apply")}
              </Button>
            </noscript>
          </Stack>
        </Form>
        {/* Posts to the list's own action, whichever dialog is open. */}
        <Form method="post" action={listAction} preventScrollReset onSubmit={lock}>
          <input type="hidden" name="intent" value={WHATSAPP_EXPORT_INTENT} />
          <Button type="submit" size="sm" variant="outlined" color="neutral" loading={exporting} disabled={exporting || locked || data.exportDisabled}>
            {t("messages:labels_export")}
          </Button>
        </Form>
        {can.create && (
          <Button component={Link} to={dialogHref(mode, "new", search)} preventScrollReset size="sm">
            {t("whatsapp:actions.create")}
          </Button>
        )}
      </GridPageHeader>
      {isExportNoticeShown(new URLSearchParams(search)) && <ExportNoticeIsland action={listAction} returnTo={returnTo} />}
      <DataGrid
        gridId={WHATSAPP_GRID_ID[mode]}
        title={t(mode === "admin" ? "whatsapp:admin_title" : "whatsapp:title")}
        columns={columns}
        rows={rows}
        rowId={(row) => row.id}
        params={view.grid}
        prefs={prefs}
        total={total}
        emptyState={narrowed ? "no-results" : "no-records"}
        clearFiltersHref={gridHref(search, { [GRID_PARAMS.search]: null, [STATUS_PARAM]: null })}
      />
      <Outlet />
    </Stack>
  );
}
