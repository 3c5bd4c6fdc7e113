/**
 * The look of the status pages (StatusPage.tsx: not found, no permission, errors), once, served with
 * the theme's cached stylesheet: Joy's outlined Sheet, its h1/h2/body typography and a row of buttons,
 * drawn by plain elements. Every route's error boundary is in its page's first JavaScript; as Joy
 * components they brought Joy's Button, Sheet and CircularProgress to every first visit.
 */
import { PRIMARY_GRADIENT } from "~/theme-tokens";

export const STATUS_CLASS = {
  /** The whole screen (root boundary, /error, unknown paths). */
  screen: "vc-status-screen",
  /** Inside a layout whose own route is fine (per-route boundaries). */
  inline: "vc-status-inline",
  card: "vc-status-card",
  logo: "vc-status-logo",
  code: "vc-status-code",
  title: "vc-status-title",
  text: "vc-status-text",
  lines: "vc-status-lines",
  actions: "vc-status-actions",
} as const;

const c = (name: keyof typeof STATUS_CLASS) => `.${STATUS_CLASS[name]}`;

export function statusPageCss(): string {
  return `
${c("screen")} { min-height: 100vh; display: grid; place-items: center; padding: 16px; background-color: var(--joy-palette-background-level1); }
${c("inline")} { padding: 24px 16px; }
${c("card")} { box-sizing: border-box; width: 100%; max-width: 560px; margin: 0 auto; padding: 24px; text-align: center;
  border: 1px solid var(--joy-palette-neutral-outlinedBorder); border-radius: var(--joy-radius-lg); box-shadow: var(--joy-shadow-md);
  background-color: var(--joy-palette-background-surface); color: var(--joy-palette-text-primary); }
${c("logo")} { display: flex; justify-content: center; margin-bottom: 24px; }
${c("code")} { margin: 0 0 8px; font-family: var(--joy-fontFamily-display); font-size: 4rem; font-weight: var(--joy-fontWeight-xl); line-height: 1;
  letter-spacing: -0.025em; background: ${PRIMARY_GRADIENT}; -webkit-background-clip: text; background-clip: text; color: transparent; }
${c("title")} { margin: 0 0 12px; font-family: var(--joy-fontFamily-display); font-size: var(--joy-fontSize-xl3); font-weight: var(--joy-fontWeight-xl);
  line-height: var(--joy-lineHeight-xs); letter-spacing: -0.025em; color: var(--joy-palette-text-primary); }
${c("text")} { margin: 0 0 24px; font-size: var(--joy-fontSize-md); line-height: var(--joy-lineHeight-md); color: var(--joy-palette-text-secondary); }
${c("text")}[data-lines] { margin-bottom: 12px; }
${c("lines")} { list-style: none; padding: 0; margin: 0 0 24px; font-size: var(--joy-fontSize-sm); line-height: var(--joy-lineHeight-md);
  color: var(--joy-palette-text-secondary); overflow-wrap: anywhere; }
${c("actions")} { display: flex; flex-direction: column; justify-content: center; gap: 12px; }
@media (min-width: 600px) {
  ${c("inline")} { padding: 48px 16px; }
  ${c("card")} { padding: 40px; }
  ${c("actions")} { flex-direction: row; }
}
`;
}
