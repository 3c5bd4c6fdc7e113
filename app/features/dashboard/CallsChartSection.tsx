import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Link from "@mui/joy/Link";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import type { SerializeFrom } from "@remix-run/node";
import { Link as RemixLink } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TIME } from "../../../contract/limits/units";
import { ChartFigure } from "~/features/statistics/components/ChartCard";
import { formatBucket, formatValue } from "~/features/statistics/format";
import { CHART_SPECS } from "~/features/statistics/metrics";
import type { ChartModel } from "~/features/statistics/model";
import { formatDateTime } from "~/features/time/timezone";
import type { CallsChart } from "./calls-chart.server";

const STATISTICS_PATH = "/portal/statistics";

/**
 * The chart's numbers as a table, every hour of the range (an hour without calls too): what the
 * columns show, for a screen reader and for anyone who wants the figures. Closed until opened.
 */
function HourlyTable({ model, timeZone }: { model: ChartModel; timeZone: string }) {
  const { t } = useTranslation("shell");
  const spec = CHART_SPECS[model.metric];
  const bucketMs = model.windowMinutes * TIME.MINUTE_MS;
  const byStart = new Map(model.columns.map((column) => [column.start, column]));
  const rows: { start: number; span: { from: number; to: number }; values: number[] }[] = [];
  for (let start = model.domain.from; start < model.domain.to; start += bucketMs) {
    const column = byStart.get(start);
    rows.push({
      start,
      span: column?.span ?? { from: start, to: Math.min(start + bucketMs, model.domain.to) },
      values: spec.stacks.map((_, i) => column?.stacks[i]?.value ?? 0),
    });
  }
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Typography component="summary" level="body-sm" sx={{ cursor: "pointer" }}>
        {t("dashboard.chart.table")}
      </Typography>
      <Table size="sm" sx={{ mt: 1 }}>
        <thead>
          <tr>
            <th scope="col">{t("dashboard.chart.hour")}</th>
            {spec.stacks.map((stack) => (
              <th key={stack.dimension} scope="col">
                {t(`dashboard.outcome.${stack.drill}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start}>
              <th scope="row">{formatBucket(row.span, model.windowMinutes, timeZone)}</th>
              {row.values.map((value, i) => (
                <td key={spec.stacks[i].dimension}>{formatValue(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

/**
 * Calls per hour over the last 24 hours (calls-chart.server.ts): the statistics screen's chart, with
 * its caption, legend and column links, the same numbers as a table, and a link to the statistics.
 */
export function CallsChartSection({ data, timeZone }: { data: SerializeFrom<CallsChart>; timeZone: string }) {
  const { t } = useTranslation(["shell", "statistics"]);
  const titleId = useId();
  const range = t("statistics:range.showing", {
    from: formatDateTime(data.range.from, timeZone),
    to: formatDateTime(data.range.to, timeZone),
  });
  const chart = data.chart;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ minWidth: 0 }}>
      <Typography id={titleId} level="title-md" component="h2">
        {t("dashboard.chart.title")}
      </Typography>
      <ChartFigure
        chart={chart}
        caption={t("dashboard.chart.caption", { range })}
        timeZone={timeZone}
        offsetMinutes={data.offsetMinutes}
        actions={
          <Link component={RemixLink} to={STATISTICS_PATH} level="body-sm">
            {t("dashboard.chart.open_statistics")}
          </Link>
        }
      >
        {chart.model && <HourlyTable model={chart.model} timeZone={timeZone} />}
      </ChartFigure>
    </Card>
  );
}
