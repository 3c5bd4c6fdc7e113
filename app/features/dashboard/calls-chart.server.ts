import { TIME } from "../../../contract/limits/units";
import type { SignedIn } from "~/auth/guards.server";
import { localHourStart, sumIntoHours } from "~/features/statistics/hourly";
import { CHART_SPECS } from "~/features/statistics/metrics";
import {
  buildChartModel,
  fetchSeries,
  type ChartData,
  type SeriesRequest,
} from "~/features/statistics/statistics.server";
import { ALL_ENTITIES } from "~/features/statistics/url";
import { zoneOffsetMinutes } from "~/features/time/timezone";

/**
 * The dashboard's calls over the last 24 hours (docs/features/shell.md "Dashboard"): the statistics
 * screen's call-success series (docs/product.md#statistics-metrics "Call success"), asked for with its
 * request (docs/product.md#lookup-calls "GET {statistics}/v1/accounts/{accountId}/statistics/metrics"),
 * summed into the viewer's local hours and drawn by its chart. Needs STATISTICS_READ_READ, as the
 * platform's endpoint does; its columns open the calls they count with CALLS_READ.
 */

const CALLS_CHART_HOURS = 24;
const CALLS_CHART_SPEC = CHART_SPECS.callSuccess;

export interface CallsChart {
  chart: ChartData;
  range: { from: string; to: string };
  /** Minutes east of UTC at the range's end (the hours and the ticks start on the viewer's hours). */
  offsetMinutes: number;
}

/** 24 hourly columns: the current hour so far and the 23 full hours before it (local hours). */
function callsChartRange(now: Date, offsetMinutes: number): { from: Date; to: Date } {
  const from = localHourStart(now.getTime(), offsetMinutes) - (CALLS_CHART_HOURS - 1) * TIME.HOUR_MS;
  return { from: new Date(from), to: now };
}

/** The chart's data; a platform failure is the chart's own (onError shows it), never the page's. */
export async function loadCallsChart(
  signedIn: SignedIn,
  timeZone: string,
  now: Date,
  onError: (error: unknown) => void,
): Promise<CallsChart> {
  const offsetMinutes = zoneOffsetMinutes(timeZone, now);
  const range = callsChartRange(now, offsetMinutes);
  const request: SeriesRequest = {
    mode: "portal",
    accountId: signedIn.user.accountId,
    state: { range, entity: ALL_ENTITIES },
    timeZone,
  };
  const spec = CALLS_CHART_SPEC;
  const view = { range: { from: range.from.toISOString(), to: range.to.toISOString() }, offsetMinutes };
  try {
    const hourly = sumIntoHours(await fetchSeries(signedIn.api, spec, request), offsetMinutes);
    return {
      ...view,
      chart: { metric: spec.id, model: buildChartModel(spec, hourly, request, signedIn), failed: false },
    };
  } catch (error) {
    onError(error);
    return { ...view, chart: { metric: spec.id, model: null, failed: true } };
  }
}
