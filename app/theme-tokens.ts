import { THEME } from "../contract/limits/theme";

/**
 * The theme's colour tokens (theme.ts), apart from Joy: the plain elements' stylesheets (controls,
 * status pages) use them too, and importing them from theme.ts would bring Joy's theme machinery to
 * every page that has those elements (issue 15 "less JavaScript").
 */

/** The spec's primary gradient, as CSS; brand marks and the progress bar use it as is. */
export const PRIMARY_GRADIENT = THEME.PRIMARY_GRADIENT;

/**
 * Solid primary buttons: the spec gradient under a dark veil that is clear at the #005DB1 end and
 * deepens toward #00AAC6, so white text keeps at least 4.5:1 across the whole button (white on bare
 * #00AAC6 is only 2.8:1). Hover and active deepen the veil evenly.
 */
export const PRIMARY_SOLID_VEIL = { from: 0, to: 0.32, hover: 0.12, active: 0.22 } as const;

function veil(fromAlpha: number, toAlpha: number): string {
  return `linear-gradient(90deg, rgba(0, 0, 0, ${fromAlpha}) 0%, rgba(0, 0, 0, ${toAlpha}) 100%)`;
}

export function primarySolidBackground(extra = 0): string {
  return `${veil(PRIMARY_SOLID_VEIL.from + extra, PRIMARY_SOLID_VEIL.to + extra)}, ${PRIMARY_GRADIENT}`;
}

/** Shade scales (50 lightest … 900 darkest); 500 is the spec colour. */
export const SCALES = {
  primary: {
    50: "#E7F6FC",
    100: "#CDEEFA",
    200: "#9CDCF4",
    300: "#6AC9EE",
    400: THEME.INFO,
    500: THEME.SECONDARY,
    600: "#0A75A6",
    700: "#085F87",
    800: "#064A68",
    900: "#043347",
  },
  danger: {
    50: "#FEEFEF",
    100: "#FCDADA",
    200: "#F9B5B5",
    300: "#F59090",
    400: "#F27272",
    500: THEME.ERROR,
    600: "#D93F3F",
    700: "#B42F2F",
    800: "#8A2323",
    900: "#5F1818",
  },
  success: {
    50: "#E9FAF2",
    100: "#C9F3DF",
    200: "#93E7BF",
    300: "#5EDB9F",
    400: "#3BD38B",
    500: THEME.SUCCESS,
    600: "#1AA865",
    700: "#13804B",
    800: "#0F6139",
    900: "#0A4227",
  },
  warning: {
    50: "#FFF6E5",
    100: "#FFE8BF",
    200: "#FFD280",
    300: "#FFBD40",
    400: "#FFAE1F",
    500: THEME.WARNING,
    600: "#E08C00",
    700: "#8F5900",
    800: "#6E4400",
    900: "#4A2E00",
  },
  neutral: {
    50: THEME.DIALOG_BACKGROUND,
    100: THEME.DIVIDER,
    200: "#D5DBE0",
    300: "#B5C2CA",
    400: "#8A9FAA",
    500: "#61808F",
    600: "#4A6A7A",
    700: THEME.TEXT,
    800: "#1E3F4E",
    900: "#122C38",
  },
} as const;
