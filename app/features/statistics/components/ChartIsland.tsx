import { staticIsland } from "~/components/islands/static-island";
import type { StatisticsChartProps } from "./StatisticsChart";
// Undefined in the browser on purpose: the island renders it on the server only (static-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { StatisticsChart as ServerChart } from "./StatisticsChart.server";

/**
 * A statistics chart on the page: SVG whose columns are plain links, so nothing in it needs
 * hydrating. The server draws it with victory; a first visit adopts that markup and downloads no
 * victory (about 78 KiB gzipped); a chart the browser must draw (another range after a client-side
 * navigation, the fullscreen dialog opened in place) loads victory then.
 */
export const ChartIsland = staticIsland<StatisticsChartProps>({
  server: ServerChart,
  load: () => import("./StatisticsChart").then((m) => m.StatisticsChart),
  same: (a, b) =>
    a.model === b.model &&
    a.spec === b.spec &&
    a.width === b.width &&
    a.height === b.height &&
    a.timeZone === b.timeZone &&
    a.offsetMinutes === b.offsetMinutes &&
    a.responsive === b.responsive,
});
