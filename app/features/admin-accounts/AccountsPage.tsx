import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DEBOUNCE } from "../../../contract/limits/debounce";
import type { AdminClient } from "../../../contract/wire/accounts";
import { Badge } from "~/components/grid/cells";
import { RowActions } from "~/components/grid/RowActions";
import { DataGrid, type GridColumn } from "~/components/grid/DataGrid";
import { GridPageHeader } from "~/components/grid/GridPageHeader";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import type { AccountsData } from "./list.server";
import { ACCOUNTS_GRID_ID, isHiddenByDefault } from "./grid-layout";
import { accountDialogHref } from "./paths";
import { TRIAL_PLAN } from "./trial-form";
import { numberFormat } from "~/features/format/intl";

const usd = (n: number) =>
  numberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 }).format(n);
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

function columns(t: TFunction, search: string): GridColumn<AdminClient>[] {
  const all: GridColumn<AdminClient>[] = [
    { id: "name", header: t("admin-accounts:columns.name"), cell: (r) => r.name, sortable: true, hideable: false },
    { id: "id", header: t("admin-accounts:columns.id"), cell: (r) => r.id },
    { id: "type", header: t("admin-accounts:columns.type"), cell: (r) => r.type },
    { id: "plan", header: t("admin-accounts:columns.plan"), cell: (r) => r.plan },
    { id: "billingType", header: t("admin-accounts:columns.billingType"), cell: (r) => r.billingType },
    { id: "status", header: t("admin-accounts:columns.status"), cell: (r) => <Badge>{r.status}</Badge> },
    { id: "balance", header: t("admin-accounts:columns.balance"), cell: (r) => usd(r.balance), align: "right" },
    // The rest of docs/product.md#account-admin-view "Account (admin view)", hidden by default (the gear shows them).
    {
      id: "monthlyLimit",
      header: t("admin-accounts:columns.monthlyLimit"),
      cell: (r) => (r.monthlyLimit ? usd(r.monthlyLimit) : "-"),
      align: "right",
    },
    { id: "description", header: t("admin-accounts:columns.description"), cell: (r) => orDash(r.description) },
    { id: "creator", header: t("admin-accounts:columns.creator"), cell: (r) => orDash(r.creator) },
    {
      id: "billingTags",
      header: t("admin-accounts:columns.billingTags"),
      cell: (r) => orDash(r.billingTags?.join(", ")),
    },
    { id: "regionId", header: t("admin-accounts:columns.regionId"), cell: (r) => orDash(r.regionId) },
    { id: "timeZone", header: t("admin-accounts:columns.timeZone"), cell: (r) => orDash(r.timeZone) },
    {
      id: "freeTeamsMinutes",
      header: t("admin-accounts:columns.freeTeamsMinutes"),
      cell: (r) =>
        r.freeTeamsMinutes
          ? t("admin-accounts:free_minutes", { used: r.usedFreeTeamsMinutes ?? 0, free: r.freeTeamsMinutes })
          : "-",
    },
    { id: "contractNumber", header: t("admin-accounts:columns.contractNumber"), cell: (r) => orDash(r.contractNumber) },
    {
      id: "saasSubscriptionId",
      header: t("admin-accounts:columns.saasSubscriptionId"),
      cell: (r) => orDash(r.saasSubscriptionId),
    },
    {
      id: "saasSubscriptionName",
      header: t("admin-accounts:columns.saasSubscriptionName"),
      cell: (r) => orDash(r.saasSubscriptionName),
    },
    { id: "tenantId", header: t("admin-accounts:columns.tenantId"), cell: (r) => orDash(r.tenantId) },
    {
      id: "dnsVerification",
      header: t("admin-accounts:columns.dnsVerification"),
      cell: (r) => (r.dnsVerification ? t("admin-accounts:dns.on") : t("admin-accounts:dns.off")),
    },
    {
      id: "actions",
      header: t("admin-accounts:columns.actions"),
      hideable: false,
      cell: (r) => (
        <RowActions name={r.name}>
          <Link to={accountDialogHref(r.id, "charge", search)} preventScrollReset>
            {t("admin-accounts:actions.charge")}
            <span style={visuallyHidden}>{` ${r.name}`}</span>
          </Link>
          <Link to={accountDialogHref(r.id, "credit", search)} preventScrollReset>
            {t("admin-accounts:actions.credit")}
            <span style={visuallyHidden}>{` ${r.name}`}</span>
          </Link>
          <Link to={accountDialogHref(r.id, "dns", search)} preventScrollReset>
            {t("admin-accounts:actions.dns")}
            <span style={visuallyHidden}>{` ${r.name}`}</span>
          </Link>
          {r.plan === TRIAL_PLAN && (
            <Link to={accountDialogHref(r.id, "trial", search)} preventScrollReset>
              {t("admin-accounts:actions.trial")}
              <span style={visuallyHidden}>{` ${r.name}`}</span>
            </Link>
          )}
        </RowActions>
      ),
    },
  ];
  return all.map((c) => ({ ...c, hiddenByDefault: isHiddenByDefault(c.id) }));
}

/** /admin/accounts: the accounts grid with account name search, paging, and the money, DNS verification and extend-trial dialogs as nested routes. */
export function AccountsPage() {
  const data = useLoaderData<AccountsData>();
  const { t } = useTranslation(["admin-accounts", "messages"]);
  const { search } = useLocation();
  const cols = useMemo(() => columns(t, search), [t, search]);
  return (
    <Stack spacing={2}>
      <GridPageHeader
        title={t("admin-accounts:title")}
        total={t("admin-accounts:total", { count: data.total })}
        search={{
          value: data.grid.search ?? "",
          label: t("admin-accounts:search.label"),
          placeholder: t("admin-accounts:search.placeholder"),
          debounceMs: DEBOUNCE.ACCOUNT_SEARCH_MS,
        }}
      />
      {data.searchTooShort && (
        <Typography level="body-sm" color="warning" role="status">
          {t("admin-accounts:search.too_short", { count: DEBOUNCE.ACCOUNT_SEARCH_MIN_CHARS })}
        </Typography>
      )}
      <DataGrid
        gridId={ACCOUNTS_GRID_ID}
        title={t("admin-accounts:title")}
        columns={cols}
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
