/** Theme (docs/product.md#theme "Theme"). */
export const THEME = {
  /** "font Inter" */
  FONT_FAMILY: "Inter",
  /** "size 14" */
  FONT_SIZE_PX: 14,
  /** "weights 300, 400, 500, 600" */
  FONT_WEIGHTS: [300, 400, 500, 600],
  /** "text #295365" */
  TEXT: "#295365",
  /** "error #F05656" */
  ERROR: "#F05656",
  /** "success #20CA7B" */
  SUCCESS: "#20CA7B",
  /** "warning #FFA000" */
  WARNING: "#FFA000",
  /** "info #34B3E7" */
  INFO: "#34B3E7",
  /** "secondary #0E92CB" */
  SECONDARY: "#0E92CB",
  /** "divider #EAEAEF" */
  DIVIDER: "#EAEAEF",
  /** "page background white" */
  BACKGROUND: "#FFFFFF",
  /** "dialog background #F6F6F9" */
  DIALOG_BACKGROUND: "#F6F6F9",
  /** "primary is a gradient from #005DB1" */
  PRIMARY_GRADIENT_FROM: "#005DB1",
  /** "to #00AAC6" */
  PRIMARY_GRADIENT_TO: "#00AAC6",
  /** the gradient as CSS */
  PRIMARY_GRADIENT: "linear-gradient(90deg, #005DB1 0%, #00AAC6 100%)",
} as const;
