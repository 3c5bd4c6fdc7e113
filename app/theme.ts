import { extendTheme } from "@mui/joy/styles";

/** Brand colours from the spec (document 1, section 9). */
export const BRAND = {
  text: "#295365",
  error: "#F05656",
  success: "#20CA7B",
  warning: "#FFA000",
  info: "#34B3E7",
  secondary: "#0E92CB",
  divider: "#EAEAEF",
  page: "#FFFFFF",
  dialog: "#F6F6F9",
  gradientFrom: "#005DB1",
  gradientTo: "#00AAC6",
} as const;

/** The primary gradient; buttons and brand marks use it. */
export const PRIMARY_GRADIENT = `linear-gradient(90deg, ${BRAND.gradientFrom} 0%, ${BRAND.gradientTo} 100%)`;
const PRIMARY_GRADIENT_HOVER = "linear-gradient(90deg, #004F97 0%, #0094AD 100%)";
const PRIMARY_GRADIENT_ACTIVE = "linear-gradient(90deg, #00427E 0%, #007F95 100%)";

/** Inter is self-hosted (@fontsource/inter); the system stack covers the moment before it loads. */
const FONT_STACK =
  "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = extendTheme({
  fontFamily: { body: FONT_STACK, display: FONT_STACK, code: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  // Inter 14 is the body size: md is what Joy uses for body text and default-size inputs.
  fontSize: {
    xs: "0.6875rem",
    sm: "0.75rem",
    md: "0.875rem",
    lg: "1rem",
    xl: "1.125rem",
    xl2: "1.375rem",
    xl3: "1.75rem",
    xl4: "2.125rem",
  },
  fontWeight: { sm: 300, md: 400, lg: 500, xl: 600 },
  colorSchemes: {
    light: {
      palette: {
        primary: {
          50: "#E7F6FC",
          100: "#CDEEFA",
          200: "#9CDCF4",
          300: "#6AC9EE",
          400: BRAND.info,
          500: BRAND.secondary,
          600: "#0B7AAB",
          700: "#09628A",
          800: "#064A68",
          900: "#043347",
        },
        danger: {
          50: "#FEEFEF",
          100: "#FCDADA",
          200: "#F9B5B5",
          300: "#F59090",
          400: "#F27272",
          500: BRAND.error,
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
          500: BRAND.success,
          600: "#1AA865",
          700: "#15864F",
          800: "#10643B",
          900: "#0A4227",
        },
        warning: {
          50: "#FFF6E5",
          100: "#FFE8BF",
          200: "#FFD280",
          300: "#FFBD40",
          400: "#FFAE1F",
          500: BRAND.warning,
          600: "#E08C00",
          700: "#B87300",
          800: "#8F5900",
          900: "#663F00",
          solidColor: "#FFFFFF",
        },
        neutral: {
          50: "#F6F6F9",
          100: "#EAEAEF",
          200: "#D5DBE0",
          300: "#B5C2CA",
          400: "#8A9FAA",
          500: "#61808F",
          600: "#4A6A7A",
          700: BRAND.text,
          800: "#1E3F4E",
          900: "#122C38",
        },
        text: { primary: BRAND.text, secondary: "#557584", tertiary: "#7F97A3" },
        background: {
          body: BRAND.page,
          surface: BRAND.page,
          popup: BRAND.page,
          level1: BRAND.dialog,
          level2: BRAND.divider,
        },
        divider: BRAND.divider,
      },
    },
  },
  components: {
    JoyButton: {
      styleOverrides: {
        // Primary solid buttons wear the brand gradient; others keep Joy's palette colours.
        root: ({ ownerState }) =>
          (ownerState.variant ?? "solid") === "solid" && (ownerState.color ?? "primary") === "primary"
            ? {
                backgroundImage: PRIMARY_GRADIENT,
                backgroundColor: BRAND.gradientFrom,
                color: "#FFFFFF",
                "&:hover": { backgroundImage: PRIMARY_GRADIENT_HOVER },
                "&:active": { backgroundImage: PRIMARY_GRADIENT_ACTIVE },
                "&.Mui-disabled": { backgroundImage: "none" },
              }
            : {},
      },
    },
    JoyModalDialog: {
      styleOverrides: { root: { backgroundColor: BRAND.dialog } },
    },
  },
});
