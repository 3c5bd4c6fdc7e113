import type { SxProps } from "@mui/joy/styles/types";

/**
 * How the reading pages (the user guide, the REST API reference) draw plain HTML: headings, text,
 * lists, code and tables in the theme's sizes and colours. The HTML itself is plain elements (the
 * guide's comes from Markdown), styled from their container. Table cells wrap long words (patterns,
 * paths) so a table never runs out of the page.
 */
export const READING_SX: SxProps = {
  color: "text.primary",
  lineHeight: 1.6,
  "& h1": { fontSize: "xl3", fontWeight: "lg", lineHeight: 1.25, mt: 0, mb: 2 },
  "& h2": { fontSize: "xl2", fontWeight: "lg", lineHeight: 1.3, mt: 5, mb: 1.5 },
  "& h3": { fontSize: "lg", fontWeight: "lg", mt: 4, mb: 1 },
  "& h4, & h5": { fontSize: "md", fontWeight: "lg", mt: 2.5, mb: 1 },
  "& p, & ul, & ol": { my: 1.5 },
  "& li + li": { mt: 0.5 },
  "& a": { color: "primary.plainColor" },
  "& code": {
    fontFamily: "code",
    fontSize: "0.875em",
    bgcolor: "background.level1",
    borderRadius: "xs",
    px: 0.5,
  },
  "& pre": { p: 2, bgcolor: "background.level1", borderRadius: "sm", overflowX: "auto" },
  "& pre code": { p: 0, bgcolor: "transparent", overflowWrap: "normal" },
  "& table": { width: "100%", borderCollapse: "collapse", my: 2, fontSize: "sm" },
  "& th, & td": {
    border: "1px solid",
    borderColor: "divider",
    px: 1,
    py: 0.75,
    textAlign: "left",
    verticalAlign: "top",
    overflowWrap: "break-word",
  },
  "& th": { bgcolor: "background.level1", fontWeight: "lg" },
  "& table.vc-fields": { tableLayout: "fixed" },
  "& table.vc-fields td": { overflowWrap: "anywhere" },
  "& .vc-col-name, & .vc-col-type": { width: "24%" },
  "& .vc-col-in": { width: "9%" },
  "& .vc-col-required": { width: "11%" },
};
