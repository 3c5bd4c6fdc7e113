import { lazyIsland } from "~/components/islands/lazy-island";
import type { FullscreenChartProps } from "./FullscreenChart";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { FullscreenChart as ServerFullscreenChart } from "./FullscreenChart.server";

/**
 * The fullscreen chart dialog as an island: Joy's modal (its focus trap, portal and modal manager) is
 * a chunk of its own, loaded when `fullscreen=<metric>` opens it, not with every statistics page.
 */
export const FullscreenChartIsland = lazyIsland<FullscreenChartProps>({
  name: "fullscreen-chart",
  server: ServerFullscreenChart,
  load: () => import("./FullscreenChart").then((m) => m.FullscreenChart),
});
