import { extendTheme } from "@mui/joy/styles";
import { THEME } from "../contract/limits/theme";
import { PRIMARY_SOLID_VEIL, primarySolidBackground, SCALES } from "./theme-tokens";

/**
 * The Joy theme of docs/product.md#theme: Inter 14 with weights 300–600 and the spec's palette (the values come
 * from contract/limits/theme.ts THEME). Each spec colour is the 500 shade of its Joy scale; the other shades
 * are derived tints and shades. Joy has no "secondary" or "info" palette: primary is the brand blue
 * family (400 = info, 500 = secondary, solid = the primary gradient), and info toasts use primary.
 *
 * Contrast: every text/background pair a variant produces meets WCAG AA (4.5:1); where a spec colour
 * is too light for white text, the variant uses a darker shade of the same scale
 * (tests/unit/app/theme.test.ts checks this).
 */

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
  fontFamily: {
    body: FONT_STACK,
    display: FONT_STACK,
    code: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
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
