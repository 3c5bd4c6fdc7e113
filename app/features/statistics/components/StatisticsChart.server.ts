/** The chart for the server's render only (ChartIsland): the browser bundle gets an empty module here, so victory stays out of it. */
export { StatisticsChart } from "./StatisticsChart";
