import { useId, type ReactNode } from "react";
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

export interface ChartFigureProps {
  chart: ChartData;
  /** The figure's caption, which names it. */
  caption: string;
  /** Controls beside the caption (the statistics screen's fullscreen link and export menu). */
  actions?: ReactNode;
  timeZone: string;
  offsetMinutes: number;
  /** Drawn big (the fullscreen dialog). */
  big?: boolean;
  /** After the chart: another way to read its data (the dashboard's table). */
  children?: ReactNode;
}

/**
 * One chart as a figure named by its caption, with a legend, or its failure, or the "no data"
 * picture. The chart is SVG from the server (a static island) whose columns are links into the call
 * history; its box keeps the chart's proportions before the SVG is there (no layout shift while a
 * page reached by navigation loads victory).
 */
export function ChartFigure({ chart, caption, actions, timeZone, offsetMinutes, big, children }: ChartFigureProps) {
  const { t } = useTranslation(["statistics", "messages"]);
  const captionId = useId();
  const spec = CHART_SPECS[chart.metric];
  const texts = chartTexts(t, spec);
  const hasData = chart.model?.hasData ?? false;
  const [width, height] = big ? [1200, 520] : [760, 280];
  return (
    <figure aria-labelledby={captionId} className="vc-chart-figure">
      {/* The figure's first child (HTML allows a figcaption nowhere else); it names the figure by its text alone. */}
      <figcaption className="vc-chart-head">
        <span id={captionId}>{caption}</span>
        {actions}
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
          <div className="vc-chart-plot" style={{ aspectRatio: `${width} / ${height}` }}>
            <ChartIsland
              spec={spec}
              model={chart.model}
              texts={texts}
              timeZone={timeZone}
              offsetMinutes={offsetMinutes}
              width={width}
              height={height}
            />
          </div>
          {children}
        </>
      ) : (
        <NoData />
      )}
    </figure>
  );
}

/** One chart of the statistics screen: its figure in a card, with the fullscreen link and the export menu. */
export function ChartCard({ chart, mode, search, timeZone, offsetMinutes, rangeText, big }: ChartCardProps) {
  const { t } = useTranslation(["statistics", "messages"]);
  const spec = CHART_SPECS[chart.metric];
  const title = chartTexts(t, spec).title;
  return (
    <div className="vc-chart-card">
      <ChartFigure
        chart={chart}
        caption={t("statistics:chart.caption", { metric: title, range: rangeText })}
        timeZone={timeZone}
        offsetMinutes={offsetMinutes}
        big={big}
        actions={
          <>
            {!big && (
              <ButtonLink
                to={withParams(search, { [STATS_PARAMS.fullscreen]: chart.metric })}
                preventScrollReset
                size="sm"
                variant="outlined"
                color="neutral"
                aria-label={`${t("statistics:chart.fullscreen")}: ${title}`}
              >
                {t("statistics:chart.fullscreen")}
              </ButtonLink>
            )}
            <ChartExportMenu mode={mode} search={search} serverMetric={spec.serverMetric} chartTitle={title} />
          </>
        }
      />
    </div>
  );
}
