import type { ReactElement } from "react";
import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryStack, type BarProps } from "victory";
import { TIME } from "../../../../contract/limits";
import { formatBucket, formatTick, formatValue } from "../format";
import type { ChartSpec } from "../metrics";
import type { ChartModel } from "../model";
import { labelEvery, tickSpacingMs, tickValues } from "../ticks";

/** Resolved texts: the chart renders the same on the page and in the export route (no hooks). */
export interface ChartTexts {
  title: string;
  /** Per stack dimension. */
  stacks: Record<string, string>;
  unit: string;
}

export interface StatisticsChartProps {
  spec: ChartSpec;
  model: ChartModel;
  texts: ChartTexts;
  timeZone: string;
  /** Minutes east of UTC at the range's end (tick alignment). */
  offsetMinutes: number;
  width?: number;
  height?: number;
  /** Scale to the container (page); false for a fixed-size file (export). */
  responsive?: boolean;
}

interface Datum {
  x: number;
  y: number;
  href?: string;
  /** Not `label`: victory would draw that as visible text. */
  ariaLabel: string;
}

const px = (n: number) => Math.round(n * 10) / 10;

/**
 * One stack of a column: a plain <rect> (victory's own Bar draws a path of arcs with full-precision
 * coordinates, about 5 times the markup and render time for the 288 × 4 stacks of a day's chart),
 * and, when its calls can be listed, a link to them named for screen readers.
 */
function LinkedBar(props: BarProps): ReactElement | null {
  const datum = props.datum as Datum | undefined;
  const { x, y, y0, barWidth } = props as BarProps & { x?: number; y?: number; y0?: number; barWidth?: number };
  if (x === undefined || y === undefined || y0 === undefined) return null;
  const width = typeof barWidth === "number" ? barWidth : 1;
  const fill = (props.style as { fill?: string } | undefined)?.fill;
  const bar = <rect x={px(x - width / 2)} y={px(Math.min(y, y0))} width={px(width)} height={px(Math.abs(y0 - y))} fill={fill} role="presentation" />;
  if (!datum?.href) return bar;
  return (
    <a href={datum.href} aria-label={datum.ariaLabel}>
      <title>{datum.ariaLabel}</title>
      {bar}
    </a>
  );
}

/** The aria-label of one stack of one column: "Call success, failed, Mar 11, 10:00–10:05: 12 calls". */
export function columnLabel(texts: ChartTexts, dimension: string, span: { from: number; to: number }, windowMinutes: number, value: number, zone: string): string {
  const parts = [texts.title];
  const stack = texts.stacks[dimension];
  if (stack && stack !== texts.title) parts.push(stack);
  parts.push(formatBucket(span, windowMinutes, zone));
  return `${parts.join(", ")}: ${formatValue(value)} ${texts.unit}`;
}

/**
 * One stacked column chart (spec 001 §2), rendered on the server as SVG by victory. Columns that
 * count calls are links into the call history (the model gives their hrefs).
 */
export function StatisticsChart({ spec, model, texts, timeZone, offsetMinutes, width = 760, height = 280, responsive = true }: StatisticsChartProps) {
  const { from, to } = model.domain;
  const ticks = tickValues(from, to, offsetMinutes);
  const spacing = tickSpacingMs(from, to);
  const every = labelEvery(ticks.length, Math.floor(width / 70));
  const bucketMs = model.windowMinutes * TIME.MINUTE_MS;
  const plotWidth = width - 90;
  const buckets = Math.max(1, (to - from) / bucketMs);
  const barWidth = Math.max(1, Math.min(40, (plotWidth / buckets) * 0.8));
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={{ top: 16, bottom: 40, left: 60, right: 30 }}
      scale={{ x: "time" }}
      domain={{ x: [new Date(from - bucketMs / 2), new Date(to + bucketMs / 2)] }}
      domainPadding={{ y: [0, 10] }}
      containerComponent={<VictoryContainer role="group" title={texts.title} responsive={responsive} />}
    >
      <VictoryAxis
        tickValues={ticks.map((t) => new Date(t))}
        tickFormat={(t: Date, i: number) => (i % every === 0 ? formatTick(t.getTime(), spacing, timeZone) : "")}
        style={{ tickLabels: { fontSize: 11, fontFamily: "Inter, DejaVu Sans, sans-serif" }, ticks: { stroke: "#94a3b8", size: 4 } }}
      />
      <VictoryAxis
        dependentAxis
        tickFormat={(v: number) => formatValue(v)}
        style={{ tickLabels: { fontSize: 11, fontFamily: "Inter, DejaVu Sans, sans-serif" }, grid: { stroke: "#e2e8f0" } }}
      />
      <VictoryStack>
        {spec.stacks.map((stack, i) => (
          <VictoryBar
            key={stack.dimension || "value"}
            data={model.columns.map(
              (c): Datum => ({
                x: c.start + bucketMs / 2,
                y: c.stacks[i].value,
                href: c.stacks[i].href,
                ariaLabel: columnLabel(texts, stack.dimension, c.span, model.windowMinutes, c.stacks[i].value, timeZone),
              }),
            )}
            barWidth={barWidth}
            style={{ data: { fill: stack.color } }}
            dataComponent={<LinkedBar />}
          />
        ))}
      </VictoryStack>
    </VictoryChart>
  );
}
