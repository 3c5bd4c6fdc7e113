import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits";
import { DataGrid } from "~/components/grid/DataGrid";
import { GridSearch } from "~/components/grid/GridSearch";
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
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="h3" component="h1" sx={{ mr: "auto" }}>
          {t("admin-sip:title")}
          <Typography level="body-md" sx={{ ml: 1, color: "text.tertiary" }}>
            {t("admin-sip:total", { count: data.total })}
          </Typography>
        </Typography>
        <GridSearch
          value={data.grid.search ?? ""}
          label={t("admin-sip:search.label")}
          placeholder={t("admin-sip:search.placeholder")}
          debounceMs={DEBOUNCE.TABLE_SEARCH_MS}
        />
      </Stack>
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
