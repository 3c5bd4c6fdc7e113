import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CHART_SPECS } from "../metrics";
import type { ChartData } from "../statistics.server";
import { chartTexts } from "../texts";
import { STATS_PARAMS, withParams, type StatisticsMode } from "../url";
import { ChartExportMenu } from "./ChartExportMenu";
import { ChartIsland } from "./ChartIsland";

export interface ChartCardProps {
  chart: ChartData;
  mode: StatisticsMode;
  search: string;
  timeZone: string;
  offsetMinutes: number;
  rangeText: string;
  /** Drawn big inside the fullscreen dialog. */
  big?: boolean;
}

/** The 'no data' picture of a chart without data (spec 001 §2). */
export function NoData() {
  const { t } = useTranslation("messages");
  return (
    <Stack role="status" alignItems="center" spacing={1} sx={{ py: 4 }}>
      <img src="/assets/brand/images/no-data.svg" alt="" width={160} height={110} />
      <Typography level="body-sm">{t("messages:labels_no_data")}</Typography>
    </Stack>
  );
}

/**
 * One chart as a figure with its caption, a legend, the fullscreen link and the export menu. The
 * chart is SVG from the server (a static island); its columns are links into the call history.
 */
export function ChartCard({ chart, mode, search, timeZone, offsetMinutes, rangeText, big }: ChartCardProps) {
  const { t } = useTranslation(["statistics", "messages"]);
  const captionId = useId();
  const spec = CHART_SPECS[chart.metric];
  const texts = chartTexts(t, spec);
  const hasData = chart.model?.hasData ?? false;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: "md", p: 2, minWidth: 0 }}>
      <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
        <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          <Typography id={captionId} component="figcaption" level="title-md" sx={{ mr: "auto" }}>
            {t("statistics:chart.caption", { metric: texts.title, range: rangeText })}
          </Typography>
          {!big && (
            <Button
              component={Link}
              to={withParams(search, { [STATS_PARAMS.fullscreen]: chart.metric })}
              preventScrollReset
              size="sm"
              variant="outlined"
              color="neutral"
              aria-label={`${t("statistics:chart.fullscreen")}: ${texts.title}`}
            >
              {t("statistics:chart.fullscreen")}
            </Button>
          )}
          <ChartExportMenu mode={mode} search={search} serverMetric={spec.serverMetric} chartTitle={texts.title} />
        </Stack>
        {chart.failed ? (
          <Typography role="alert" color="danger" level="body-sm" sx={{ py: 4 }}>
            {t("statistics:chart.failed")}
          </Typography>
        ) : chart.model && hasData ? (
          <>
            {spec.stacks.length > 1 && (
              <Stack component="ul" direction="row" spacing={2} aria-label={t("statistics:chart.legend")} sx={{ listStyle: "none", p: 0, m: 0, mb: 1 }}>
                {spec.stacks.map((s) => (
                  <Stack component="li" key={s.dimension} direction="row" spacing={0.5} alignItems="center">
                    <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 2, bgcolor: s.color }} />
                    <Typography level="body-xs">{texts.stacks[s.dimension]}</Typography>
                  </Stack>
                ))}
              </Stack>
            )}
            <Box>
              <ChartIsland
                spec={spec}
                model={chart.model}
                texts={texts}
                timeZone={timeZone}
                offsetMinutes={offsetMinutes}
                width={big ? 1200 : 760}
                height={big ? 520 : 280}
              />
            </Box>
          </>
        ) : (
          <NoData />
        )}
      </Box>
    </Sheet>
  );
}
