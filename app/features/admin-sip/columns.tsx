import Button from "@mui/joy/Button";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { AdminSipConnection } from "../../../contract/wire/sip";
import { Badge, RowActions } from "~/components/grid/cells";
import type { GridColumn } from "~/components/grid/DataGrid";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { sipDialogHref } from "./paths";
import { CHARGE_FIELD } from "./schema";

/** Saved column choices of the grid. */
export const SIP_GRID_ID = "admin_sip_connections";
/** The ids are hidden by default (the gear shows them). */
export const SIP_HIDDEN_BY_DEFAULT = ["id", "accountId"] as const;
/** Columns the platform sorts by (ADMIN_SIP_LIST_SPEC). */
export const SIP_SORTABLE = ["name", "accountName", "type", "fqdn", "status", "regionId"] as const;

/**
 * The SIP charge switch of a row: a form posting the opposite state to the row's charge dialog
 * route, so it works without JavaScript; its state is aria-checked, its name the connection's.
 */
function ChargeSwitch({ row, search, t }: { row: AdminSipConnection; search: string; t: TFunction }) {
  const action = sipDialogHref(row.id, "charge", search);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const on = row.shouldCharge;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={CHARGE_FIELD} value={String(!on)} />
      <Button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={t("admin-sip:charge.switch", { name: row.name })}
        size="sm"
        variant={on ? "solid" : "outlined"}
        color={on ? "success" : "neutral"}
        loading={busy}
        sx={{ minWidth: 56 }}
      >
        {t(on ? "admin-sip:charge.on" : "admin-sip:charge.off")}
      </Button>
    </Form>
  );
}

function DialogLink({ row, dialog, search, label }: { row: AdminSipConnection; dialog: "cacProfile" | "sbcOverride"; search: string; label: string }) {
  return (
    <Link to={sipDialogHref(row.id, dialog, search)} preventScrollReset>
      {label}
      <span style={visuallyHidden}>{` ${row.name}`}</span>
    </Link>
  );
}

export function sipColumns(t: TFunction, search: string, regions: Record<string, string>, canUpdate: boolean): GridColumn<AdminSipConnection>[] {
  const text = (v: string | null | undefined) => v || "-";
  const columns: (GridColumn<AdminSipConnection> | null)[] = [
    { id: "name", header: t("admin-sip:columns.name"), cell: (r) => r.name, sortable: true, hideable: false },
    { id: "id", header: t("admin-sip:columns.id"), cell: (r) => r.id },
    { id: "accountName", header: t("admin-sip:columns.accountName"), cell: (r) => r.accountName, sortable: true },
    { id: "accountId", header: t("admin-sip:columns.accountId"), cell: (r) => r.accountId },
    { id: "type", header: t("admin-sip:columns.type"), cell: (r) => t(`admin-sip:types.${r.type}`), sortable: true },
    { id: "fqdn", header: t("admin-sip:columns.fqdn"), cell: (r) => text(r.fqdn), sortable: true },
    {
      id: "status",
      header: t("admin-sip:columns.status"),
      cell: (r) => (r.status ? <Badge color={r.status === "Connected" ? "success" : "neutral"}>{r.status}</Badge> : "-"),
      sortable: true,
    },
    { id: "regionId", header: t("admin-sip:columns.region"), cell: (r) => (r.regionId ? (regions[r.regionId] ?? r.regionId) : "-"), sortable: true },
    { id: "cacProfile", header: t("admin-sip:columns.cacProfile"), cell: (r) => text(r.cacProfileDisplay) },
    {
      id: "shouldCharge",
      header: t("admin-sip:columns.shouldCharge"),
      cell: (r) => (canUpdate ? <ChargeSwitch row={r} search={search} t={t} /> : t(r.shouldCharge ? "admin-sip:charge.on" : "admin-sip:charge.off")),
    },
    canUpdate
      ? {
          id: "actions",
          header: t("admin-sip:columns.actions"),
          hideable: false,
          cell: (r) => (
            <RowActions>
              <DialogLink row={r} dialog="cacProfile" search={search} label={t("admin-sip:actions.cacProfile")} />
              <DialogLink row={r} dialog="sbcOverride" search={search} label={t("admin-sip:actions.sbcOverride")} />
            </RowActions>
          ),
        }
      : null,
  ];
  return columns.filter((c): c is GridColumn<AdminSipConnection> => c !== null);
}
