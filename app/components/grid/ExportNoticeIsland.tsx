import { lazyIsland } from "~/components/islands/lazy-island";
import type { ExportNoticeProps } from "./ExportNotice";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ExportNotice as ServerExportNotice } from "./ExportNotice.server";

/**
 * The notice after an accepted export, as an island: its Joy alert, checkbox and button are a chunk
 * of their own, loaded when a list comes back with the notice's flag, not with every list page.
 */
export const ExportNoticeIsland = lazyIsland<ExportNoticeProps>({
  name: "export-notice",
  server: ServerExportNotice,
  load: () => import("./ExportNotice").then((m) => m.ExportNotice),
});
