import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StatisticsChart } from "../../../app/features/statistics/components/StatisticsChart";
import { CHART_SPECS } from "../../../app/features/statistics/metrics";
import type { ChartModel } from "../../../app/features/statistics/model";

/** The chart's SVG as a person (or a screen reader) meets it: stacked columns, linked and named. */
const FIVE_MIN = 300_000;
const from = Date.UTC(2026, 10, 20, 10);
const to = from + 3 * FIVE_MIN;
const spec = CHART_SPECS.callSuccess;
const texts = {
  title: "Call success",
  stacks: { true: "successful", false: "failed" },
  unit: "calls",
  axis: "Calls",
};

function column(i: number, successful: number, failed: number): ChartModel["columns"][number] {
  const start = from + i * FIVE_MIN;
  const stack = (dimension: string, value: number) => ({
    dimension,
    value,
    ...(value > 0 ? { linked: true as const } : {}),
  });
  return {
    start,
    span: { from: start, to: start + FIVE_MIN },
    stacks: [stack("true", successful), stack("false", failed)],
  };
}

const drill = { mode: "portal", entity: { kind: "all" }, metric: "callSuccess" } as const;

function render(columns: ChartModel["columns"], linked = true) {
  const html = renderToStaticMarkup(
    <StatisticsChart
      spec={spec}
      model={{
        metric: "callSuccess",
        windowMinutes: 5,
        domain: { from, to },
        columns,
        hasData: true,
        ...(linked ? { drill } : {}),
      }}
      texts={texts}
      timeZone="UTC"
      offsetMinutes={0}
      responsive={false}
    />,
  );
  const links = [
    ...html.matchAll(
      /<a href="([^"]+)" aria-label="([^"]+)"><title>[^<]*<\/title><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="([^"]+)"/g,
    ),
  ].map((m) => ({
    href: m[1].replace(/&amp;/g, "&"),
    label: m[2],
    x: Number(m[3]),
    y: Number(m[4]),
    height: Number(m[6]),
    fill: m[7],
  }));
  return { html, links };
}

describe("statistics chart", () => {
  it("stacks each column's values bottom-up, one named link per non-empty stack", () => {
    const { links } = render([column(0, 30, 10), column(1, 0, 20), column(2, 40, 0)]);
    expect(links.map((l) => l.label)).toEqual([
      "Call success, successful, Nov 20, 10:00–10:05: 30 calls",
      "Call success, failed, Nov 20, 10:00–10:05: 10 calls",
      "Call success, failed, Nov 20, 10:05–10:10: 20 calls",
      "Call success, successful, Nov 20, 10:10–10:15: 40 calls",
    ]);
    // Each link lists the calls of its column's window and its stack's outcome.
    const shown = links.map((l) => {
      const url = new URL(l.href, "http://x");
      return `${url.pathname} ${url.searchParams.get("from")} ${url.searchParams.get("dimension")}`;
    });
    const at = (i: number) => new Date(from + i * FIVE_MIN).toISOString();
    expect(shown).toEqual([
      `/portal/call_history ${at(0)} successful`,
      `/portal/call_history ${at(0)} failed`,
      `/portal/call_history ${at(1)} failed`,
      `/portal/call_history ${at(2)} successful`,
    ]);
    const [successful, failed, onlyFailed, tallest] = links;
    // failed sits on top of successful, in its own colour, and heights follow the values
    expect(failed.y + failed.height).toBeCloseTo(successful.y, 0);
    expect(failed.x).toBe(successful.x);
    expect([successful.fill, failed.fill]).toEqual(spec.stacks.map((s) => s.color));
    expect(successful.height / failed.height).toBeCloseTo(3, 1);
    // the tallest stack is the highest; columns advance left to right
    expect(tallest.height).toBeGreaterThan(onlyFailed.height);
    expect(onlyFailed.x).toBeGreaterThan(successful.x);
    expect(tallest.x).toBeGreaterThan(onlyFailed.x);
  });

  it("draws nothing for empty stacks, and no link where the calls cannot be listed", () => {
    const { html, links } = render([column(0, 5, 0)], false);
    expect(links).toEqual([]);
    expect(html.match(/<rect [^>]*fill="#/g)?.length).toBe(1);
    expect(html).not.toContain("<a ");
  });

  it("titles the value axis with its unit and gives a count whole ticks only", () => {
    const attempts = CHART_SPECS.callAttempts;
    const html = renderToStaticMarkup(
      <StatisticsChart
        spec={attempts}
        model={{
          metric: "callAttempts",
          windowMinutes: 5,
          domain: { from, to },
          columns: [0, 1, 2].map((i) => ({
            start: from + i * FIVE_MIN,
            span: { from: from + i * FIVE_MIN, to: from + (i + 1) * FIVE_MIN },
            stacks: [{ dimension: "", value: i === 1 ? 2 : 1 }],
          })),
          hasData: true,
        }}
        texts={{ title: "Call attempts", stacks: { "": "Call attempts" }, unit: "per second", axis: "Attempts" }}
        timeZone="UTC"
        offsetMinutes={0}
        responsive={false}
      />,
    );
    expect(html).toMatch(/<text[^>]*>(<tspan[^>]*>)?Attempts</);
    // The value axis's tick labels (Victory names them after the chart: "...-axis-1-tickLabels-n").
    const ticks = [...html.matchAll(/id="[^"]*axis-1-tickLabels-\d+"[^>]*>(?:<tspan[^>]*>)?([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(ticks).toEqual(["0", "1", "2"]);
  });

  it("keeps the user's text inert in names", () => {
    const evil = renderToStaticMarkup(
      <StatisticsChart
        spec={spec}
        model={{
          metric: "callSuccess",
          windowMinutes: 5,
          domain: { from, to },
          columns: [column(0, 1, 0)],
          hasData: true,
        }}
        texts={{ ...texts, title: '<img src=x onerror=alert(1)>"' }}
        timeZone="UTC"
        offsetMinutes={0}
      />,
    );
    expect(evil).not.toContain("<img");
    expect(evil).toContain("&lt;img src=x onerror=alert(1)&gt;&quot;");
  });

  it("gives two charts on one page ids of their own, each SVG named by its own title (docs/testing.md 'Valid HTML')", () => {
    const model: ChartModel = {
      metric: "callSuccess",
      windowMinutes: 5,
      domain: { from, to },
      columns: [column(0, 3, 1), column(1, 2, 0)],
      hasData: true,
    };
    const chart = <StatisticsChart spec={spec} model={model} texts={texts} timeZone="UTC" offsetMinutes={0} />;
    const html = renderToStaticMarkup(
      <>
        {chart}
        {chart}
      </>,
    );
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const labelledBy = [...html.matchAll(/<svg[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(labelledBy).toHaveLength(2);
    for (const id of labelledBy) expect(html).toMatch(new RegExp(`<title id="${id}">Call success</title>`));
  });
});

describe("the chart's value axis", () => {
  /** The value axis's tick labels and its own label, as drawn. */
  function valueAxis(html: string) {
    const texts = (part: string) =>
      [...html.matchAll(new RegExp(`<text id="[^"]*-axis-1-${part}-\\d+"[^>]*><tspan[^>]*>([^<]*)<`, "g"))].map(
        (m) => m[1],
      );
    return { ticks: texts("tickLabels"), label: texts("axisLabel") };
  }

  it("counts calls in whole numbers only, up to a tick at or above the tallest column, and names its unit", () => {
    const { html } = render([column(0, 2, 1)]);
    expect(valueAxis(html)).toEqual({ ticks: ["0", "1", "2", "3"], label: ["Calls"] });
    expect(valueAxis(render([column(0, 40, 8), column(1, 3, 0)]).html).ticks).toEqual([
      "0",
      "10",
      "20",
      "30",
      "40",
      "50",
    ]);
  });

  it("leaves averages their fractions", () => {
    const duration = CHART_SPECS.callDuration;
    const html = renderToStaticMarkup(
      <StatisticsChart
        spec={duration}
        model={{
          metric: "callDuration",
          windowMinutes: 5,
          domain: { from, to },
          columns: [{ start: from, span: { from, to: from + FIVE_MIN }, stacks: [{ dimension: "", value: 1.5 }] }],
          hasData: true,
        }}
        texts={{ title: "Call duration", stacks: { "": "Call duration" }, unit: "seconds", axis: "Seconds" }}
        timeZone="UTC"
        offsetMinutes={0}
        responsive={false}
      />,
    );
    const { ticks, label } = valueAxis(html);
    expect(label).toEqual(["Seconds"]);
    expect(ticks.some((tick) => !Number.isInteger(Number(tick)))).toBe(true);
  });
});

describe("victory's user-prop filter (patches/victory-core+37.3.6.patch compiles its patterns once)", () => {
  it("passes data- and aria- props to the chart's elements and nothing else, call after call", async () => {
    const { getSafeUserProps } = await import("victory-core/lib/victory-util/user-props");
    const props = {
      "aria-label": "Call success",
      "data-metric": "callSuccess",
      "aria-": "too short",
      onClick: () => {},
      title: "x",
      "my-aria-x": 1,
    };
    for (let i = 0; i < 3; i++) {
      expect(getSafeUserProps(props)).toEqual({
        "aria-label": "Call success",
        "data-metric": "callSuccess",
        "my-aria-x": 1,
      });
    }
  });
});
