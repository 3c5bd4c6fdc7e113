import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits";
import { DataGrid } from "~/components/grid/DataGrid";
import { GridPageHeader } from "~/components/grid/GridPageHeader";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { NUMBERS_GRID_ID, numbersColumns } from "./columns";
import type { NumbersData } from "./list.server";
import { manualNumberHref } from "./paths";

/**
 * /admin/numbers: every account's phone numbers in the shared grid with the total, a search followed
 * 500 ms after typing, paging and sort in the URL, and the manual number dialog as a nested route.
 */
export function NumbersPage() {
  const data = useLoaderData<NumbersData>();
  const { t } = useTranslation(["admin-numbers", "messages"]);
  const { search } = useLocation();
  const columns = useMemo(() => {
    const names = new Map(data.regions.map((r) => [r.regionId, r.regionName]));
    return numbersColumns(t, (id) => names.get(id) ?? id);
  }, [t, data.regions]);
  return (
    <Stack spacing={2}>
      <GridPageHeader
        title={t("admin-numbers:title")}
        total={t("admin-numbers:total", { count: data.total })}
        search={{ value: data.grid.search ?? "", label: t("admin-numbers:search.label"), placeholder: t("admin-numbers:search.placeholder"), debounceMs: DEBOUNCE.TABLE_SEARCH_MS }}
      >
        {data.canAdd && (
          <Button component={Link} to={manualNumberHref(search)} preventScrollReset size="sm">
            {t("admin-numbers:actions.manual_number")}
          </Button>
        )}
      </GridPageHeader>
      <DataGrid
        gridId={NUMBERS_GRID_ID}
        title={t("admin-numbers:title")}
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
