import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/controls/controls";
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

/** The 'no data' picture of a chart without data (docs/product.md#statistics). */
export function NoData() {
  const { t } = useTranslation("messages");
  return (
    <div role="status" className="vc-no-data">
      <img src="/assets/brand/images/no-data.svg" alt="" width={160} height={110} />
      <p>{t("messages:labels_no_data")}</p>
    </div>
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
    <div className="vc-chart-card">
      <figure aria-labelledby={captionId}>
        {/* The figure's first child (HTML allows a figcaption nowhere else); it names the figure by its text alone. */}
        <figcaption className="vc-chart-head">
          <span id={captionId}>{t("statistics:chart.caption", { metric: texts.title, range: rangeText })}</span>
          {!big && (
            <ButtonLink
              to={withParams(search, { [STATS_PARAMS.fullscreen]: chart.metric })}
              preventScrollReset
              size="sm"
              variant="outlined"
              color="neutral"
              aria-label={`${t("statistics:chart.fullscreen")}: ${texts.title}`}
            >
              {t("statistics:chart.fullscreen")}
            </ButtonLink>
          )}
          <ChartExportMenu mode={mode} search={search} serverMetric={spec.serverMetric} chartTitle={texts.title} />
        </figcaption>
        {chart.failed ? (
          <p role="alert" className="vc-chart-failed">
            {t("statistics:chart.failed")}
          </p>
        ) : chart.model && hasData ? (
          <>
            {spec.stacks.length > 1 && (
              <ul className="vc-chart-legend" aria-label={t("statistics:chart.legend")}>
                {spec.stacks.map((s) => (
                  <li key={s.dimension}>
                    <span aria-hidden style={{ backgroundColor: s.color }} />
                    <span>{texts.stacks[s.dimension]}</span>
                  </li>
                ))}
              </ul>
            )}
            <div>
              <ChartIsland
                spec={spec}
                model={chart.model}
                texts={texts}
                timeZone={timeZone}
                offsetMinutes={offsetMinutes}
                width={big ? 1200 : 760}
                height={big ? 520 : 280}
              />
            </div>
          </>
        ) : (
          <NoData />
        )}
      </figure>
    </div>
  );
}
