import Tooltip from "@mui/joy/Tooltip";
import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { WhatsAppStatus } from "../../../contract/enums/whatsapp";
import type { WhatsAppNumberRow } from "../../../contract/wire/whatsapp";
import { Badge, RowActions } from "~/components/grid/cells";
import type { GridColumn } from "~/components/grid/DataGrid";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { formatDateTime } from "~/features/time/timezone";
import { dialogHref, type WhatsAppMode } from "./paths";

/** Saved column choices per table. */
export const WHATSAPP_GRID_ID: Readonly<Record<WhatsAppMode, string>> = { portal: "whatsapp", admin: "admin_whatsapp" };
/** docs/product.md#whatsapp-numbers: account id, number id, WhatsApp number id and region are hidden by default (admin). */
export const WHATSAPP_HIDDEN_BY_DEFAULT: Readonly<Record<WhatsAppMode, readonly string[]>> = {
  portal: ["id", "waPhoneNumberId"],
  admin: ["accountId", "id", "waPhoneNumberId", "regionId"],
};

const STATUS_COLOR = { InProgress: "primary", Connected: "success", Failed: "danger" } as const;

/** The status column (docs/product.md#whatsapp-numbers): 'In progress', 'Configured', or Failed with the error as a tooltip. */
export function StatusChip({ status, error, t }: { status: WhatsAppStatus; error?: string | null; t: TFunction }) {
  const label = t(`whatsapp:status.${status}`);
  const chip = (
    <Badge color={STATUS_COLOR[status]} tabIndex={error ? 0 : undefined}>
      {label}
      {error ? <span style={visuallyHidden}>{`: ${error}`}</span> : null}
    </Badge>
  );
  return error ? (
    <Tooltip title={error} variant="soft" color="danger" placement="top">
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

export interface RowActions {
  view: boolean;
  edit: boolean;
  delete: boolean;
}

export function whatsAppColumns(t: TFunction, mode: WhatsAppMode, search: string, can: RowActions): GridColumn<WhatsAppNumberRow>[] {
  const text = (v: string | null | undefined) => v || "-";
  const admin = mode === "admin";
  const columns: (GridColumn<WhatsAppNumberRow> | null)[] = [
    admin ? { id: "accountId", header: t("whatsapp:columns.accountId"), cell: (r) => text(r.accountId) } : null,
    admin ? { id: "accountName", header: t("whatsapp:columns.accountName"), cell: (r) => text(r.accountName), sortable: true } : null,
    { id: "id", header: t("whatsapp:columns.id"), cell: (r) => r.id },
    { id: "name", header: t("whatsapp:columns.name"), cell: (r) => r.name, sortable: true, hideable: false },
    { id: "wabaId", header: t("whatsapp:columns.wabaId"), cell: (r) => text(r.wabaId) },
    { id: "waPhoneNumberId", header: t("whatsapp:columns.waPhoneNumberId"), cell: (r) => text(r.waPhoneNumberId) },
    { id: "phoneNumber", header: t("whatsapp:columns.phoneNumber"), cell: (r) => text(r.phoneNumber), sortable: true },
    admin ? { id: "fqdn", header: t("whatsapp:columns.fqdn"), cell: (r) => text(r.fqdn) } : null,
    { id: "regionId", header: t("whatsapp:columns.regionId"), cell: (r) => text(r.regionId), sortable: true },
    { id: "createdAt", header: t("whatsapp:columns.createdAt"), cell: (r) => formatDateTime(r.createdDate, "UTC"), sortable: true },
    { id: "status", header: t("whatsapp:columns.status"), cell: (r) => <StatusChip status={r.status} error={r.error} t={t} />, sortable: true },
    {
      id: "actions",
      header: t("whatsapp:columns.actions"),
      hideable: false,
      cell: (r) => (
        <RowActions>
          {can.view && (
            <Link to={dialogHref(mode, encodeURIComponent(r.id), search)} preventScrollReset>
              {t("whatsapp:actions.view")}
              <span style={visuallyHidden}>{` ${r.name}`}</span>
            </Link>
          )}
          {can.edit && (
            <Link to={dialogHref(mode, `${encodeURIComponent(r.id)}/edit`, search)} preventScrollReset>
              {t("whatsapp:actions.edit")}
              <span style={visuallyHidden}>{` ${r.name}`}</span>
            </Link>
          )}
          {can.delete && (
            <Link to={dialogHref(mode, `${encodeURIComponent(r.id)}/delete`, search)} preventScrollReset data-danger>
              {t("whatsapp:actions.delete")}
              <span style={visuallyHidden}>{` ${r.name}`}</span>
            </Link>
          )}
        </RowActions>
      ),
    },
  ];
  return columns.filter((c): c is GridColumn<WhatsAppNumberRow> => c !== null);
}
