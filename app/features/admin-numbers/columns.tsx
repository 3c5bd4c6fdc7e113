import type { TFunction } from "i18next";
import { BILLING } from "../../../contract/limits";
import type { AdminPhone } from "../../../contract/wire/phones";
import { Badge } from "~/components/grid/cells";
import type { GridColumn } from "~/components/grid/DataGrid";
import { formatDateTime, UTC } from "~/features/time/timezone";

/** Saved column choices of the grid. */
export const NUMBERS_GRID_ID = "admin_numbers";
/** Ids are for support work, not for reading the list: hidden until the gear shows them. */
export const NUMBERS_HIDDEN_BY_DEFAULT = ["id", "accountId"] as const;

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS,
});

/** Status colours: working, added by hand, waiting, failed; anything else neutral. */
function statusColor(status: string): "success" | "primary" | "warning" | "danger" | "neutral" {
  if (status === "Active") return "success";
  if (status === "Manually Added") return "primary";
  if (/Failed|Exception/.test(status)) return "danger";
  if (/Pending|Review/.test(status)) return "warning";
  return "neutral";
}

/** The grid's columns (spec 000 §3 phone number fields, plus the account and the billing fields). Times in UTC, as admin screens show them. */
export function numbersColumns(t: TFunction, regionName: (id: string) => string): GridColumn<AdminPhone>[] {
  const text = (v: string | null | undefined) => v || "-";
  return [
    { id: "e164", header: t("admin-numbers:columns.e164"), cell: (r) => r.e164, sortable: true, hideable: false },
    { id: "name", header: t("admin-numbers:columns.name"), cell: (r) => r.name, sortable: true },
    { id: "id", header: t("admin-numbers:columns.id"), cell: (r) => r.id, hiddenByDefault: true },
    { id: "accountName", header: t("admin-numbers:columns.accountName"), cell: (r) => r.accountName, sortable: true },
    { id: "accountId", header: t("admin-numbers:columns.accountId"), cell: (r) => r.accountId, hiddenByDefault: true },
    { id: "country", header: t("admin-numbers:columns.country"), cell: (r) => text(r.country), sortable: true },
    { id: "type", header: t("admin-numbers:columns.type"), cell: (r) => text(r.type), sortable: true },
    {
      id: "status",
      header: t("admin-numbers:columns.status"),
      cell: (r) => (
        <Badge color={statusColor(r.status)}>{r.status}</Badge>
      ),
      sortable: true,
    },
    { id: "regionId", header: t("admin-numbers:columns.regionId"), cell: (r) => (r.regionId ? regionName(r.regionId) : "-"), sortable: true },
    { id: "monthlyCharge", header: t("admin-numbers:columns.monthlyCharge"), cell: (r) => usd.format(r.monthlyCharge), sortable: true, align: "right" },
    { id: "provider", header: t("admin-numbers:columns.provider"), cell: (r) => text(r.provider), sortable: true },
    { id: "createdAt", header: t("admin-numbers:columns.createdAt"), cell: (r) => formatDateTime(r.createdDate, UTC), sortable: true },
  ];
}
