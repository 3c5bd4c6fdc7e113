import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import type { BillingRecord } from "../../../contract/wire/payments";
import { DataGrid, type GridColumn } from "~/components/grid/DataGrid";
import { formatUsd } from "~/components/shell/WalletButton";
import type { BillingData } from "./billing.server";
import { billingDate } from "./BillingSection";
import { BILLING_GRID_ID } from "./paths";

/** The account's billing history (deposits, charges, credits) in the shared grid, one page at a time. */
export function BillingHistory({ data }: { data: Pick<BillingData, "records" | "grid" | "prefs" | "total"> }) {
  const { t, i18n } = useTranslation(["billing", "messages", "grid"]);
  const locale = i18n.language || "en-US";
  const columns: GridColumn<BillingRecord>[] = [
    {
      id: "createdAt",
      header: t("history.columns.createdAt"),
      cell: (r) => billingDate(r.createdAt, locale),
      hideable: false,
    },
    {
      id: "kind",
      header: t("history.columns.kind"),
      cell: (r) => t(`history.kinds.${r.kind}`, { defaultValue: r.kind }),
    },
    { id: "description", header: t("history.columns.description"), cell: (r) => r.description },
    { id: "amount", header: t("history.columns.amount"), cell: (r) => formatUsd(r.amount, locale), align: "right" },
    {
      id: "balanceAfter",
      header: t("history.columns.balanceAfter"),
      cell: (r) => formatUsd(r.balanceAfter, locale),
      align: "right",
    },
  ];
  return (
    <>
      <Typography level="title-lg" component="h2">
        {t("history.heading")}
      </Typography>
      <DataGrid
        gridId={BILLING_GRID_ID}
        title={t("history.heading")}
        columns={columns}
        rows={data.records}
        rowId={(r) => r.id}
        params={data.grid}
        prefs={data.prefs}
        total={data.total}
      />
    </>
  );
}
