import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import type { SerializeFrom } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { NoPermissionNoticeIsland } from "~/components/shell/overlay-islands";
import { UTC } from "~/features/time/timezone";
import { CallsChartSection } from "./CallsChartSection";
import { DashboardCards } from "./DashboardCards";
import type { DashboardData } from "./dashboard.server";
import { LatestCallsSection } from "./LatestCallsSection";
import { NextSteps } from "./NextSteps";

/**
 * The dashboard (docs/features/shell.md "Dashboard"): what to do next (or getting started), the
 * summary cards, calls per hour over the last 24 hours and the latest calls, each section only for
 * the roles that may read it. A section whose data failed says so in place.
 */
export function DashboardPage({ data, landing }: { data: SerializeFrom<DashboardData>; landing: boolean }) {
  const { t } = useTranslation("shell");
  if (!data.allowed) return <NoPermissionNoticeIsland />;
  const { callsChart, latestCalls, timeZone } = data;
  return (
    <>
      <Typography level="h3" component="h1" sx={{ mb: 2 }}>
        {t("dashboard.title")}
      </Typography>
      <NextSteps steps={data.steps} welcomeName={landing || data.nothingSetUp ? data.firstName : null} />
      {data.summaryFailed ? (
        <Typography role="alert" level="body-sm" color="danger">
          {t("dashboard.summary_failed")}
        </Typography>
      ) : (
        <DashboardCards cards={data.cards} />
      )}
      {(callsChart || latestCalls) && (
        <>
          <Typography level="body-sm" sx={{ mt: 3, mb: 1, color: "text.secondary" }}>
            {timeZone === UTC ? t("dashboard.time_note_utc") : t("dashboard.time_note_local", { zone: timeZone })}
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
            {callsChart && <CallsChartSection data={callsChart} timeZone={timeZone} />}
            {latestCalls && <LatestCallsSection latest={latestCalls} timeZone={timeZone} />}
          </Box>
        </>
      )}
    </>
  );
}
