/** The fullscreen chart for the server's render only (FullscreenChartIsland): the browser loads it as its own chunk. */
export { FullscreenChart } from "./FullscreenChart";
