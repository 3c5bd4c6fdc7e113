import { useId, type ReactElement } from "react";
import { VictoryAxis, VictoryChart, VictoryContainer } from "victory";
import { TIME } from "../../../../contract/limits/units";
import { formatBucket, formatTick, formatValue } from "../format";
import type { ChartSpec } from "../metrics";
import { stackHref, type ChartModel } from "../model";
import { labelEvery, tickSpacingMs, tickValues, valueTicks } from "../ticks";

/** Resolved texts: the chart renders the same on the page and in the export route (no hooks). */
export interface ChartTexts {
  title: string;
  /** Per stack dimension. */
  stacks: Record<string, string>;
  unit: string;
  /** The value axis's title, its unit ("Calls", "Seconds"); none when absent. */
  axis?: string;
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

/** What VictoryChart hands each child: the scales its axes use. */
interface ChartScale {
  x: (value: number | Date) => number;
  y: (value: number) => number;
}

interface StackedColumnsProps {
  columns: ChartModel["columns"];
  colors: readonly string[];
  /** Column center from its bucket start (epoch ms). */
  centerOf: (start: number) => number;
  barWidth: number;
  /** The call list of a stack, or undefined. */
  hrefOf: (column: ChartModel["columns"][number], stack: number) => string | undefined;
  /** The spoken name of a linked stack. */
  labelOf: (column: ChartModel["columns"][number], stack: number) => string;
  scale?: ChartScale;
}

const px = (n: number) => Math.round(n * 10) / 10;

/** What React's own escaping does to text and attribute values, for the markup written below. */
const MARKUP_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (ch) => MARKUP_ESCAPES[ch]);

/**
 * The stacked columns' SVG markup, written in one pass with the chart's own scales: a plain <rect>
 * per non-empty stack and, when its calls can be listed, a link to them named for screen readers.
 * A day's five charts hold about 2,300 stacks: as React elements (three per stack) they cost most of
 * the page's render on the server and again on hydration; as one string they cost a few
 * milliseconds. Server and browser build the same string from the same data, so hydration matches.
 * (VictoryStack with VictoryBar was slower still: about 30 ms of data wrangling per 1,000 stacks.)
 */
export function stackedColumnsMarkup({
  columns,
  colors,
  centerOf,
  barWidth,
  hrefOf,
  labelOf,
  scale,
}: StackedColumnsProps & { scale: ChartScale }): string {
  const width = px(barWidth);
  let markup = "";
  for (const column of columns) {
    const x = px(scale.x(centerOf(column.start)) - barWidth / 2);
    let base = 0;
    column.stacks.forEach((stack, i) => {
      if (stack.value <= 0) return;
      const bottom = scale.y(base);
      base += stack.value;
      const top = scale.y(base);
      const rect = `<rect x="${x}" y="${px(top)}" width="${width}" height="${px(bottom - top)}" fill="${escapeMarkup(colors[i])}" role="presentation"></rect>`;
      const href = hrefOf(column, i);
      if (!href) {
        markup += `<g>${rect}</g>`;
        return;
      }
      const label = escapeMarkup(labelOf(column, i));
      markup += `<a href="${escapeMarkup(href)}" aria-label="${label}"><title>${label}</title>${rect}</a>`;
    });
  }
  return markup;
}

function StackedColumns({ scale, ...props }: StackedColumnsProps): ReactElement | null {
  if (!scale) return null;
  return <g dangerouslySetInnerHTML={{ __html: stackedColumnsMarkup({ ...props, scale }) }} />;
}

/** The aria-label of one stack of one column: "Call success, failed, Mar 11, 10:00–10:05: 12 calls". */
export function columnLabel(texts: ChartTexts, dimension: string, when: string, value: number): string {
  const parts = [texts.title];
  const stack = texts.stacks[dimension];
  if (stack && stack !== texts.title) parts.push(stack);
  parts.push(when);
  return `${parts.join(", ")}: ${formatValue(value)} ${texts.unit}`;
}

/**
 * One stacked column chart (docs/product.md#statistics), rendered on the server as SVG by victory. Columns that
 * count calls are links into the call history (the model gives their hrefs).
 */
export function StatisticsChart({
  spec,
  model,
  texts,
  timeZone,
  offsetMinutes,
  width = 760,
  height = 280,
  responsive = true,
}: StatisticsChartProps) {
  // Victory names its elements after the chart ("chart-axis-0-tickLabels-3") and the container after
  // a counter of its own: one name per chart keeps every id on a page unique, and the SVG's
  // aria-labelledby pointing at its own title (docs/testing.md "Valid HTML"). useId's colons go: an
  // SVG id is an XML name.
  const name = `vc-chart-${useId().replace(/:/g, "")}`;
  const { from, to } = model.domain;
  const ticks = tickValues(from, to, offsetMinutes);
  const spacing = tickSpacingMs(from, to);
  const every = labelEvery(ticks.length, Math.floor(width / 70));
  const bucketMs = model.windowMinutes * TIME.MINUTE_MS;
  const plotWidth = width - 100;
  const buckets = Math.max(1, (to - from) / bucketMs);
  const barWidth = Math.max(1, Math.min(40, (plotWidth / buckets) * 0.8));
  const highest = Math.max(0, ...model.columns.map((c) => c.stacks.reduce((sum, stack) => sum + stack.value, 0)));
  // Round value ticks up to the first at or above the highest column; whole ones for counts (issue 30).
  const values = valueTicks(highest, { integer: spec.integer, maxTicks: height >= 400 ? 9 : 6 });
  const top = values[values.length - 1];
  // A column's time is spoken by each of its stacks: format it once per column.
  const whenOf = new Map<number, string>();
  const when = (column: ChartModel["columns"][number]) => {
    let text = whenOf.get(column.start);
    if (text === undefined) whenOf.set(column.start, (text = formatBucket(column.span, model.windowMinutes, timeZone)));
    return text;
  };
  return (
    <VictoryChart
      name={name}
      width={width}
      height={height}
      padding={{ top: 16, bottom: 40, left: texts.axis ? 76 : 60, right: 30 }}
      scale={{ x: "time" }}
      domain={{ x: [new Date(from - bucketMs / 2), new Date(to + bucketMs / 2)], y: [0, top] }}
      domainPadding={{ y: [0, 10] }}
      containerComponent={
        <VictoryContainer containerId={name} role="group" title={texts.title} responsive={responsive} />
      }
    >
      <VictoryAxis
        tickValues={ticks.map((t) => new Date(t))}
        tickFormat={(t: Date, i: number) => (i % every === 0 ? formatTick(t.getTime(), spacing, timeZone) : "")}
        style={{
          tickLabels: { fontSize: 11, fontFamily: "Inter, DejaVu Sans, sans-serif" },
          ticks: { stroke: "#94a3b8", size: 4 },
        }}
      />
      <VictoryAxis
        dependentAxis
        tickValues={values}
        tickFormat={(v: number) => formatValue(v)}
        label={texts.axis}
        style={{
          tickLabels: { fontSize: 11, fontFamily: "Inter, DejaVu Sans, sans-serif" },
          axisLabel: { fontSize: 11, fontFamily: "Inter, DejaVu Sans, sans-serif", fill: "#475569", padding: 56 },
          grid: { stroke: "#e2e8f0" },
        }}
      />
      <StackedColumns
        columns={model.columns}
        colors={spec.stacks.map((stack) => stack.color)}
        centerOf={(start) => start + bucketMs / 2}
        barWidth={barWidth}
        hrefOf={(column, i) => stackHref(spec, model, column, i)}
        labelOf={(column, i) => columnLabel(texts, spec.stacks[i].dimension, when(column), column.stacks[i].value)}
      />
    </VictoryChart>
  );
}
