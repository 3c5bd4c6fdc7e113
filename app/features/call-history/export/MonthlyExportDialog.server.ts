/** The month export dialog for the server's render only (MonthlyExportIsland): the browser loads it as its own chunk. */
export { MonthlyExportDialog } from "./MonthlyExportDialog";
