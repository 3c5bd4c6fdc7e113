import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { THRESHOLD_METRIC_SPECS, type AlarmThresholdRow } from "../../../contract/wire/alarmThresholds";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { AlarmTabs } from "./AlarmTabs";
import { SEVERITY_STYLES, sourceCell } from "./AlarmsPage";
import { ALARM_THRESHOLDS_RESOURCE } from "./resource";

type AlarmThresholdsListData = EntityListData<AlarmThresholdRow>;

/** /portal/alarms/thresholds: the shared entity page with the thresholds' columns, under the alarms tabs. */
export function AlarmThresholdsPage() {
  const data = useLoaderData<AlarmThresholdsListData>() as AlarmThresholdsListData;
  const { t } = useTranslation(["alarm-thresholds", "alarms", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(ALARM_THRESHOLDS_RESOURCE, t, data, search, [
        {
          id: "metric",
          header: t("alarm-thresholds:columns.metric"),
          cell: (r) => t(`alarm-thresholds:metrics.${r.metric}`),
          sortable: true,
        },
        {
          id: "value",
          header: t("alarm-thresholds:columns.value"),
          cell: (r) =>
            t(`alarm-thresholds:condition.${THRESHOLD_METRIC_SPECS[r.metric].direction}`, { value: r.value }),
          sortable: true,
        },
        {
          id: "severity",
          header: t("alarm-thresholds:columns.severity"),
          cell: (r) => <span data-severity={r.severity}>{t(`alarms:severity.${r.severity}`)}</span>,
          sortable: true,
        },
        { id: "source", header: t("alarm-thresholds:columns.source"), cell: (r) => sourceCell(r, "portal", t) },
        {
          id: "windowMinutes",
          header: t("alarm-thresholds:columns.windowMinutes"),
          cell: (r) => t("alarm-thresholds:window", { count: r.windowMinutes }),
          sortable: true,
        },
        {
          id: "enabled",
          header: t("alarm-thresholds:columns.enabled"),
          cell: (r) => t(r.enabled ? "alarm-thresholds:enabled.yes" : "alarm-thresholds:enabled.no"),
          sortable: true,
        },
        {
          id: "alarmActive",
          header: t("alarm-thresholds:columns.alarmActive"),
          cell: (r) => t(r.alarmActive ? "alarm-thresholds:alarm.active" : "alarm-thresholds:alarm.none"),
        },
      ]),
    [t, data, search],
  );
  return (
    <Box sx={SEVERITY_STYLES}>
      <Stack spacing={2}>
        <AlarmTabs thresholds />
        <EntityListPage resource={ALARM_THRESHOLDS_RESOURCE} columns={columns} rowId={(r) => r.id} />
      </Stack>
    </Box>
  );
}
