/** Brand marks under public/assets/brand/images; "white" is for dark backgrounds. */
const LOGOS = {
  main: {
    black: "/assets/brand/images/logo-main-black.svg",
    white: "/assets/brand/images/logo-main-white.svg",
    width: 220,
  },
  small: {
    black: "/assets/brand/images/logo-small-black.svg",
    white: "/assets/brand/images/logo-small-white.svg",
    width: 48,
  },
} as const;

export const BRAND_NAME = "Voice Console";

export function BrandLogo({
  variant = "main",
  tone = "black",
  height = 48,
}: {
  variant?: keyof typeof LOGOS;
  tone?: "black" | "white";
  height?: number;
}) {
  const logo = LOGOS[variant];
  // Whole pixels: an <img>'s width is a non-negative integer in HTML (220 x 40 / 48 would be 183.33).
  return (
    <img
      src={logo[tone]}
      alt={BRAND_NAME}
      height={height}
      width={Math.round((logo.width * height) / 48)}
      style={{ display: "block" }}
    />
  );
}
