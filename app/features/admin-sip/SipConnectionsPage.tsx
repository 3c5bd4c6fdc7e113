import Stack from "@mui/joy/Stack";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits";
import { DataGrid } from "~/components/grid/DataGrid";
import { GridPageHeader } from "~/components/grid/GridPageHeader";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { SIP_GRID_ID, sipColumns } from "./columns";
import type { SipConnectionsData } from "./list.server";

/**
 * /admin/sipConnections: every account's SIP connections with the total, name search (followed
 * 500 ms after typing), paging and sort in the URL, the SIP charge switch, and the call-limit profile
 * and SBC override dialogs as nested routes in the Outlet. Every control is a link or a form.
 */
export function SipConnectionsPage() {
  const data = useLoaderData<SipConnectionsData>();
  const { t } = useTranslation(["admin-sip", "messages"]);
  const { search } = useLocation();
  const columns = useMemo(() => sipColumns(t, search, data.regions, data.canUpdate), [t, search, data.regions, data.canUpdate]);
  return (
    <Stack spacing={2}>
      <GridPageHeader
        title={t("admin-sip:title")}
        total={t("admin-sip:total", { count: data.total })}
        search={{ value: data.grid.search ?? "", label: t("admin-sip:search.label"), placeholder: t("admin-sip:search.placeholder"), debounceMs: DEBOUNCE.TABLE_SEARCH_MS }}
      />
      <DataGrid
        gridId={SIP_GRID_ID}
        title={t("admin-sip:title")}
        columns={columns}
        rows={data.rows}
        rowId={(r) => r.id}
        params={data.grid}
        prefs={data.prefs}
        total={data.total}
        emptyState={data.grid.search ? "no-results" : "no-records"}
        clearFiltersHref={gridHref(search, { [GRID_PARAMS.search]: null })}
      />
      <Outlet />
    </Stack>
  );
}
