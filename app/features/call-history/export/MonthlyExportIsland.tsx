import { lazyIsland } from "~/components/islands/lazy-island";
import type { MonthlyExportDialogProps } from "./MonthlyExportDialog";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MonthlyExportDialog as ServerDialog } from "./MonthlyExportDialog.server";

/**
 * The month export dialog as an island: its form validation (conform, zod) and its dialog parts are
 * a chunk of their own, loaded when `dialog=monthly-export` opens it, not with every call-history page.
 */
export const MonthlyExportIsland = lazyIsland<MonthlyExportDialogProps>({
  name: "monthly-export",
  server: ServerDialog,
  load: () => import("./MonthlyExportDialog").then((m) => m.MonthlyExportDialog),
});
