import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AlarmRow } from "../../../contract/wire/alarms";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { ALARMS_CHANGED_EVENT } from "~/features/notifications/live/alarm-events";
import { useRevalidateOn } from "~/features/session/polling";
import { formatDateTime } from "~/features/time/timezone";
import { AlarmTabs } from "./AlarmTabs";
import { ALARMS_RESOURCE, sourceHref } from "./resource";

export interface AlarmsListData extends EntityListData<AlarmRow> {
  /** The user may open the thresholds (their tab). */
  thresholdsTab: boolean;
}

/**
 * Each severity's colour, set once for the page's cells (plain elements carrying data-severity),
 * dark enough on white for the contrast the page's accessibility check asks.
 */
export const SEVERITY_STYLES = {
  "& [data-severity]": { fontWeight: "lg" },
  "& [data-severity='critical']": { color: "danger.800" },
  // danger.600 was 4.43:1 at 12 px (Lighthouse), under AA's 4.5:1.
  "& [data-severity='major']": { color: "danger.700" },
  "& [data-severity='minor']": { color: "warning.700" },
  "& [data-severity='warning']": { color: "warning.800" },
  "& [data-severity='indeterminate']": { color: "primary.700" },
  "& [data-severity='cleared']": { color: "success.700" },
} as const;

type SourceRow = Pick<AlarmRow, "entityType" | "entityId" | "entityName" | "entityMissing">;

/** A row's source in words: "Account", "Bot: Support Bot", or a deleted entity as "Bot (deleted)". */
export function sourceLabel(row: SourceRow, t: TFunction): string {
  if (!row.entityType || !row.entityId) return t("alarms:source.account");
  const type = t(`alarms:source.types.${row.entityType}`, { defaultValue: row.entityType });
  if (row.entityMissing || !row.entityName) return t("alarms:source.missing", { type });
  return `${type}: ${row.entityName}`;
}

/** A row's source as cell content: the words, with a live entity's name a link to its details on its own screen. */
export function sourceCell(row: SourceRow, mode: EntityMode, t: TFunction): ReactNode {
  const href = sourceHref(row.entityType, row.entityId, mode);
  if (!href || row.entityMissing || !row.entityName) return sourceLabel(row, t);
  return (
    <>
      {`${t(`alarms:source.types.${row.entityType}`, { defaultValue: row.entityType ?? "" })}: `}
      <Link to={href}>{row.entityName}</Link>
    </>
  );
}

/** /portal/alarms and /admin/alarms: the shared entity page with the alarms' columns; the customer screen under the alarms tabs. */
export function AlarmsPage() {
  const data = useLoaderData<AlarmsListData>() as AlarmsListData;
  const { t } = useTranslation(["alarms", "messages", "common"]);
  const { search } = useLocation();
  // A raised or cleared alarm arrives as a notification: the list shows it without a reload.
  useRevalidateOn(ALARMS_CHANGED_EVENT);
  const columns = useMemo(
    () =>
      entityColumns(
        ALARMS_RESOURCE,
        t,
        data,
        search,
        [
          {
            id: "severity",
            header: t("alarms:columns.severity"),
            cell: (r) => <span data-severity={r.severity}>{t(`alarms:severity.${r.severity}`)}</span>,
            sortable: true,
          },
          {
            id: "entityType",
            header: t("alarms:columns.entityType"),
            cell: (r) => sourceCell(r, data.mode, t),
            sortable: true,
          },
          { id: "description", header: t("alarms:columns.description"), cell: (r) => r.description || "-" },
        ],
        [
          {
            id: "clearedAt",
            header: t("alarms:columns.clearedAt"),
            cell: (r) => (r.clearedAt ? formatDateTime(r.clearedAt, "UTC") : t("alarms:state.active")),
            sortable: true,
          },
        ],
      ),
    [t, data, search],
  );
  const page = <EntityListPage resource={ALARMS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
  return (
    <Box sx={SEVERITY_STYLES}>
      {data.mode === "portal" ? (
        <Stack spacing={2}>
          <AlarmTabs thresholds={data.thresholdsTab} />
          {page}
        </Stack>
      ) : (
        page
      )}
    </Box>
  );
}
