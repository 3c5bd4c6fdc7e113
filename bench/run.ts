/** `npm run bench`: every benchmark in turn. Each prints its figures; none asserts a time. */
import { runCallsListBench } from "./calls-list";
import { runCallHistoryPageBench } from "./call-history-page";
import { runExportBench } from "./export";
import { runHubBench } from "./hub";
import { runStatisticsPageBench } from "./statistics-page";

await runCallsListBench();
await runExportBench();
await runCallHistoryPageBench();
await runHubBench();
await runStatisticsPageBench();
