/**
 * The look of the navigation progress bar (ProgressBar.tsx), once, served with the theme's cached
 * stylesheet: the root draws it on every page, so it is a plain element, not a Joy Box (which brought
 * Joy's theme machinery to pages that have no other Joy part).
 */
import { THEME } from "../../contract/limits/theme";

export const PROGRESS_BAR_CLASS = { track: "vc-progress-track", bar: "vc-progress-bar" } as const;

export function progressBarCss(): string {
  return `
@keyframes vc-progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
.${PROGRESS_BAR_CLASS.track} { position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: var(--joy-zIndex-tooltip); overflow: hidden; background-color: var(--joy-palette-background-level2); }
.${PROGRESS_BAR_CLASS.bar} { width: 40%; height: 100%; background-image: ${THEME.PRIMARY_GRADIENT}; animation: vc-progress-slide 1.1s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) { .${PROGRESS_BAR_CLASS.bar} { animation: none; width: 100%; } }
`;
}
