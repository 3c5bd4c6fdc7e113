import { extendTheme } from "@mui/joy/styles";
import { THEME } from "../contract/limits";

/**
 * The Joy theme of spec 000 §9: Inter 14 with weights 300–600 and the spec's palette (the values come
 * from contract/limits.ts THEME). Each spec colour is the 500 shade of its Joy scale; the other shades
 * are derived tints and shades. Joy has no "secondary" or "info" palette: primary is the brand blue
 * family (400 = info, 500 = secondary, solid = the primary gradient), and info toasts use primary.
 *
 * Contrast: every text/background pair a variant produces meets WCAG AA (4.5:1); where a spec colour
 * is too light for white text, the variant uses a darker shade of the same scale
 * (tests/unit/app/theme.test.ts checks this).
 */

/** Brand colours, named for their role (kept for callers: BRAND.text, BRAND.dialog ...). */
export const BRAND = {
  text: THEME.TEXT,
  error: THEME.ERROR,
  success: THEME.SUCCESS,
  warning: THEME.WARNING,
  info: THEME.INFO,
  secondary: THEME.SECONDARY,
  divider: THEME.DIVIDER,
  page: THEME.BACKGROUND,
  dialog: THEME.DIALOG_BACKGROUND,
  gradientFrom: THEME.PRIMARY_GRADIENT_FROM,
  gradientTo: THEME.PRIMARY_GRADIENT_TO,
} as const;

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

type ScaleName = keyof typeof SCALES;

/**
 * Variant tokens that keep AA contrast: text shades one or two steps darker than Joy's defaults
 * (which use 500 for plain/outlined text and 700 on 100 for soft).
 */
function accessibleTokens(name: ScaleName, solid: { bg: string; hover: string; active: string; color: string }) {
  const s = SCALES[name];
  return {
    ...s,
    plainColor: s[700],
    outlinedColor: s[700],
    softColor: s[800],
    solidBg: solid.bg,
    solidHoverBg: solid.hover,
    solidActiveBg: solid.active,
    solidColor: solid.color,
  };
}

const WHITE = THEME.BACKGROUND;

/** Inter is self-hosted (@fontsource/inter); the system stack covers the moment before it loads. */
const FONT_STACK = `'${THEME.FONT_FAMILY}', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const [WEIGHT_LIGHT, WEIGHT_REGULAR, WEIGHT_MEDIUM, WEIGHT_SEMIBOLD] = THEME.FONT_WEIGHTS;
const rem = (px: number) => `${px / 16}rem`;

export const theme = extendTheme({
  fontFamily: { body: FONT_STACK, display: FONT_STACK, code: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  // Inter 14 is the body size: md is what Joy uses for body text and default-size inputs.
  fontSize: {
    xs: rem(11),
    sm: rem(12),
    md: rem(THEME.FONT_SIZE_PX),
    lg: rem(16),
    xl: rem(18),
    xl2: rem(22),
    xl3: rem(28),
    xl4: rem(34),
  },
  fontWeight: { sm: WEIGHT_LIGHT, md: WEIGHT_REGULAR, lg: WEIGHT_MEDIUM, xl: WEIGHT_SEMIBOLD },
  focus: { thickness: "2px" },
  colorSchemes: {
    light: {
      palette: {
        primary: accessibleTokens("primary", {
          bg: THEME.PRIMARY_GRADIENT_FROM,
          hover: "#004F97",
          active: "#00427E",
          color: WHITE,
        }),
        danger: accessibleTokens("danger", {
          bg: SCALES.danger[700],
          hover: SCALES.danger[800],
          active: SCALES.danger[900],
          color: WHITE,
        }),
        success: accessibleTokens("success", {
          bg: SCALES.success[700],
          hover: SCALES.success[800],
          active: SCALES.success[900],
          color: WHITE,
        }),
        // The spec's amber stays the solid colour; dark text on it, as white would be unreadable.
        warning: accessibleTokens("warning", {
          bg: SCALES.warning[500],
          hover: SCALES.warning[400],
          active: SCALES.warning[600],
          color: SCALES.warning[900],
        }),
        neutral: {
          ...SCALES.neutral,
          plainColor: SCALES.neutral[700],
          outlinedColor: SCALES.neutral[700],
          // White on 500 is under AA: solid neutral (a pressed toggle) uses the darker shades.
          solidBg: SCALES.neutral[600],
          solidHoverBg: SCALES.neutral[700],
          solidActiveBg: SCALES.neutral[800],
        },
        // Secondary and tertiary text keep AA also on the soft grey of panels (neutral 100).
        text: { primary: THEME.TEXT, secondary: "#466472", tertiary: "#4D6571" },
        background: {
          body: THEME.BACKGROUND,
          surface: THEME.BACKGROUND,
          popup: THEME.BACKGROUND,
          level1: THEME.DIALOG_BACKGROUND,
          level2: THEME.DIVIDER,
        },
        divider: THEME.DIVIDER,
        // The keyboard focus ring: the brand blue dark enough to stand out on white and on the dialog grey.
        focusVisible: SCALES.primary[600],
      },
    },
  },
  components: {
    JoyButton: {
      styleOverrides: {
        // Primary solid buttons wear the brand gradient; others keep their palette colour.
        root: ({ ownerState }) =>
          (ownerState.variant ?? "solid") === "solid" && (ownerState.color ?? "primary") === "primary"
            ? {
                backgroundImage: primarySolidBackground(),
                color: WHITE,
                "&:hover": { backgroundImage: primarySolidBackground(PRIMARY_SOLID_VEIL.hover) },
                "&:active": { backgroundImage: primarySolidBackground(PRIMARY_SOLID_VEIL.active) },
                "&.Mui-disabled": { backgroundImage: "none" },
              }
            : {},
      },
    },
    JoyLink: {
      styleOverrides: {
        // Joy colours a plain link with the palette's 500 (under AA on white for the brand blue): use
        // the same accessible shade as plain text of that colour.
        root: ({ ownerState, theme }) => {
          const color = ownerState.color ?? "primary";
          if (ownerState.variant || !(color in SCALES || color === "neutral")) return {};
          return { color: theme.vars.palette[color as ScaleName | "neutral"].plainColor };
        },
      },
    },
    JoyFormControl: {
      styleOverrides: {
        // Joy colours an error's helper text with danger 500 (the spec's #F05656: 3.4:1 on white, axe
        // color-contrast): use the danger scale's plain text shade, AA on white and the dialog grey.
        root: ({ theme }) => ({ "&.Mui-error": { "--FormHelperText-color": theme.vars.palette.danger.plainColor } }),
      },
    },
    JoyModalDialog: {
      styleOverrides: { root: { backgroundColor: THEME.DIALOG_BACKGROUND } },
    },
  },
});
