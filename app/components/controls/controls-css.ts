/**
 * The look of the plain controls (controls.tsx), once: buttons, icon buttons and text inputs drawn as
 * Joy draws them (sizes, variants, the theme's palette variables, the focus ring), served with the
 * theme's cached stylesheet. A Joy component costs its emotion styles on every server render; these
 * are on most pages (the grid's pager, the header's buttons), so they are plain elements.
 */
import { primarySolidBackground, PRIMARY_SOLID_VEIL } from "~/theme-tokens";

export const CONTROL_CLASS = {
  button: "vc-btn",
  iconButton: "vc-icon-btn",
  input: "vc-input",
  /** A label over its control (Joy's small FormControl and FormLabel). */
  field: "vc-field",
  /** A native select in the theme. */
  select: "vc-native-select",
  /** A field's message under its control (a refused value): Joy's danger FormHelperText. */
  fieldError: "vc-field-error",
} as const;

export const CONTROL_VARIANTS = ["solid", "soft", "outlined", "plain"] as const;
export const CONTROL_COLORS = ["primary", "neutral", "danger", "success", "warning"] as const;
export const CONTROL_SIZES = ["sm", "md", "lg"] as const;

/** Joy's size tokens of Button and IconButton (min height, inline padding, gap). */
const SIZES = {
  sm: { height: "2rem", padding: "0.75rem", gap: "0.375rem", font: "var(--joy-fontSize-sm)" },
  md: { height: "2.25rem", padding: "1rem", gap: "0.5rem", font: "var(--joy-fontSize-sm)" },
  lg: { height: "2.75rem", padding: "1.5rem", gap: "0.75rem", font: "var(--joy-fontSize-md)" },
} as const;

const b = `.${CONTROL_CLASS.button}`;
const ib = `.${CONTROL_CLASS.iconButton}`;
const both = (suffix = "") => `${b}${suffix}, ${ib}${suffix}`;

function variantRules(): string {
  let css = "";
  for (const color of CONTROL_COLORS) {
    const v = (name: string) => `var(--joy-palette-${color}-${name})`;
    const at = (variant: string, extra = "") =>
      `:is(${b}, ${ib})[data-variant="${variant}"][data-color="${color}"]${extra}`;
    css += `${at("solid")} { background-color: ${v("solidBg")}; color: ${v("solidColor")}; }
${at("solid", ":hover")} { background-color: ${v("solidHoverBg")}; }
${at("solid", ":active")} { background-color: ${v("solidActiveBg")}; }
${at("soft")} { background-color: ${v("softBg")}; color: ${v("softColor")}; }
${at("soft", ":hover")} { background-color: ${v("softHoverBg")}; }
${at("soft", ":active")} { background-color: ${v("softActiveBg")}; }
${at("outlined")} { border-color: ${v("outlinedBorder")}; color: ${v("outlinedColor")}; }
${at("outlined", ":hover")} { background-color: ${v("outlinedHoverBg")}; }
${at("outlined", ":active")} { background-color: ${v("outlinedActiveBg")}; }
${at("plain")} { color: ${v("plainColor")}; }
${at("plain", ":hover")} { background-color: ${v("plainHoverBg")}; }
${at("plain", ":active")} { background-color: ${v("plainActiveBg")}; }
`;
    for (const variant of CONTROL_VARIANTS) {
      css += `${at(variant, ":is(:disabled, [aria-disabled='true'])")} { color: ${v(`${variant}DisabledColor`)}; background-color: ${variant === "plain" ? "transparent" : v(`${variant}DisabledBg`)}; ${variant === "outlined" ? `border-color: ${v("outlinedDisabledBorder")};` : ""} }
`;
    }
  }
  return css;
}

export function controlsCss(): string {
  const sizes = CONTROL_SIZES.map((size) => {
    const s = SIZES[size];
    return `${b}[data-size="${size}"] { min-height: ${s.height}; padding: 2px ${s.padding}; gap: ${s.gap}; font-size: ${s.font}; }
${ib}[data-size="${size}"] { min-width: ${s.height}; min-height: ${s.height}; font-size: ${s.font}; }`;
  }).join("\n");
  return `
${both()} {
  display: inline-flex; align-items: center; justify-content: center; position: relative; box-sizing: border-box;
  margin: 0; border: 1px solid transparent; border-radius: var(--joy-radius-sm); background: transparent;
  font-family: var(--joy-fontFamily-body); font-weight: var(--joy-fontWeight-lg); line-height: 1;
  text-decoration: none; cursor: pointer; user-select: none; -webkit-tap-highlight-color: transparent;
}
${ib} { padding: 2px; --Icon-color: currentColor; }
${both(":focus-visible")} { outline: 2px solid var(--joy-palette-focusVisible); outline-offset: 2px; }
${both(":is(:disabled, [aria-disabled='true'])")} { cursor: default; pointer-events: none; }
${b}[data-full-width] { width: 100%; }
/* Busy: the label stays (it names the button) but is hidden behind a spinner, as Joy's loading button. */
${b}[data-loading] { color: transparent !important; }
${b}[data-loading]::after {
  content: ""; position: absolute; inset: 0; margin: auto; width: 1.25em; height: 1.25em; box-sizing: border-box;
  border: 2px solid var(--joy-palette-neutral-400); border-right-color: transparent; border-radius: 50%;
  animation: vc-btn-spin 0.8s linear infinite;
}
@keyframes vc-btn-spin { to { transform: rotate(360deg); } }
/* A <details> disclosure's summary drawn as a button. */
summary${b} { list-style: none; }
summary${b}::-webkit-details-marker { display: none; }
${sizes}
${variantRules()}
/* Primary solid buttons wear the brand gradient (the theme's JoyButton override). */
${b}[data-variant="solid"][data-color="primary"] { background-image: ${primarySolidBackground()}; color: #fff; }
${b}[data-variant="solid"][data-color="primary"]:hover { background-image: ${primarySolidBackground(PRIMARY_SOLID_VEIL.hover)}; }
${b}[data-variant="solid"][data-color="primary"]:active { background-image: ${primarySolidBackground(PRIMARY_SOLID_VEIL.active)}; }
${b}[data-variant="solid"][data-color="primary"]:is(:disabled, [aria-disabled='true']) { background-image: none; }
.${CONTROL_CLASS.input} {
  box-sizing: border-box; min-height: 2.25rem; padding: 0 0.75rem; margin: 0;
  font-family: var(--joy-fontFamily-body); font-size: var(--joy-fontSize-md); line-height: var(--joy-lineHeight-md);
  color: var(--joy-palette-text-primary); background-color: var(--joy-palette-background-surface);
  border: 1px solid var(--joy-palette-neutral-outlinedBorder); border-radius: var(--joy-radius-sm);
  box-shadow: var(--joy-shadow-xs);
}
.${CONTROL_CLASS.input}[data-size="sm"] { min-height: 2rem; padding: 0 0.5rem; font-size: var(--joy-fontSize-sm); }
.${CONTROL_CLASS.input}:hover { border-color: var(--joy-palette-neutral-outlinedHoverBorder); }
.${CONTROL_CLASS.input}:focus-visible { outline: none; box-shadow: inset 0 0 0 2px var(--joy-palette-focusVisible); border-color: var(--joy-palette-focusVisible); }
.${CONTROL_CLASS.field} { display: flex; flex-direction: column; min-width: 0; }
.${CONTROL_CLASS.field} > label {
  margin: 0 0 0.25rem; font-size: var(--joy-fontSize-xs); font-weight: var(--joy-fontWeight-md);
  line-height: var(--joy-lineHeight-sm); color: var(--joy-palette-text-primary);
}
.${CONTROL_CLASS.field}[data-disabled] > label { color: var(--joy-palette-neutral-plainDisabledColor); }
.${CONTROL_CLASS.input}[aria-invalid="true"] { border-color: var(--joy-palette-danger-outlinedBorder); }
/* A date-time typed as yyyy-MM-dd HH:mm (DateTimeField): wide enough for it, never more. */
.${CONTROL_CLASS.input}[data-datetime] { width: calc(16ch + 1.5rem); max-width: 100%; font-variant-numeric: tabular-nums; }
.${CONTROL_CLASS.fieldError} {
  margin: 0.25rem 0 0; max-width: 16rem; font-size: var(--joy-fontSize-xs); line-height: var(--joy-lineHeight-sm);
  color: var(--joy-palette-danger-plainColor);
}
.${CONTROL_CLASS.select} {
  min-height: 2rem; padding: 0 0.5rem; border-radius: var(--joy-radius-sm);
  border: 1px solid var(--joy-palette-neutral-outlinedBorder); background-color: var(--joy-palette-background-surface);
  color: var(--joy-palette-text-primary); font-family: var(--joy-fontFamily-body); font-size: var(--joy-fontSize-sm);
}
.${CONTROL_CLASS.select}:focus-visible { outline: 2px solid var(--joy-palette-primary-500); outline-offset: 1px; }
.${CONTROL_CLASS.select}:disabled { opacity: 0.6; }
.${CONTROL_CLASS.input}::placeholder { color: var(--joy-palette-text-tertiary); opacity: 1; }
`;
}
