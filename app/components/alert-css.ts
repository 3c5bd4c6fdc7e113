/**
 * The look of the soft alerts every page may show — the toasts (Toaster.tsx) and the shell's account
 * banners (shell/Banners.tsx) — once, served with the theme's cached stylesheet: Joy's soft Alert in a
 * palette colour, drawn by plain elements. Both are on every page; as Joy's Alert, IconButton and
 * Typography they brought those to every first visit.
 */
export const ALERT_CLASS = {
  /** A soft alert: `data-color` picks the palette. */
  alert: "vc-alert",
  /** A toast: an alert with a coloured left edge and a shadow. */
  toast: "vc-toast",
  /** The stack of toasts, top right. */
  toasts: "vc-toasts",
  /** The stack of toasts in the flow of an open drawer (Toaster.tsx ToastOutlet). */
  toastsInline: "vc-toasts-inline",
  /** The stack of banners above the page. */
  banners: "vc-banners",
  body: "vc-alert-body",
  title: "vc-alert-title",
  message: "vc-alert-message",
  /** An alert's link at its end (a banner's action). */
  action: "vc-alert-action",
} as const;

/** A toast's type -> the palette it is drawn in (Joy's colour names). */
export const TOAST_COLOR = { success: "success", danger: "danger", warning: "warning", info: "primary" } as const;

const c = (name: keyof typeof ALERT_CLASS) => `.${ALERT_CLASS[name]}`;

export function alertCss(): string {
  const colours = Object.values(TOAST_COLOR)
    .map(
      (colour) =>
        `${c("alert")}[data-color="${colour}"] { background-color: var(--joy-palette-${colour}-softBg); color: var(--joy-palette-${colour}-softColor); border-left-color: var(--joy-palette-${colour}-500); }`,
    )
    .join("\n");
  return `
${c("alert")} { display: flex; align-items: center; gap: 0.75rem; box-sizing: border-box; padding: 0.75rem 1rem;
  border-radius: var(--joy-radius-sm); font-family: var(--joy-fontFamily-body); font-size: var(--joy-fontSize-md); line-height: var(--joy-lineHeight-md); }
${c("alert")} > svg { flex: none; font-size: var(--joy-fontSize-xl2); }
${colours}
${c("toast")} { align-items: flex-start; padding-left: 1rem; padding-right: 0.75rem; border-left: 4px solid; box-shadow: var(--joy-shadow-md); pointer-events: auto; }
${c("toast")} > :last-child { margin-inline-end: -0.25rem; margin-block: -0.25rem; }
${c("toasts")} { position: fixed; top: 16px; right: 16px; z-index: var(--joy-zIndex-snackbar); width: min(400px, calc(100vw - 32px));
  display: flex; flex-direction: column; gap: 8px; pointer-events: none; }
${c("toastsInline")} { display: flex; flex-direction: column; gap: 8px; margin-top: 8px; }
${c("toastsInline")} > ${c("toast")} { box-shadow: none; }
${c("banners")} { display: flex; flex-direction: column; gap: 8px; padding: 16px 12px 0; }
@media (min-width: 600px) { ${c("banners")} { padding: 16px 24px 0; } }
${c("body")} { flex: 1; min-width: 0; }
${c("title")} { margin: 0; font-size: var(--joy-fontSize-sm); font-weight: var(--joy-fontWeight-lg); line-height: var(--joy-lineHeight-sm); color: inherit; }
${c("message")} { margin: 0; font-size: var(--joy-fontSize-sm); line-height: var(--joy-lineHeight-md); color: inherit; white-space: pre-line; overflow-wrap: anywhere; }
${c("action")} { flex: none; font-weight: var(--joy-fontWeight-lg); color: inherit; white-space: nowrap; }
`;
}
