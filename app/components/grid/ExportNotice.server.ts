/** The export notice for the server's render only (ExportNoticeIsland): the browser loads it as its own chunk. */
export { ExportNotice } from "./ExportNotice";
