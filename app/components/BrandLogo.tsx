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
  return (
    <img
      src={logo[tone]}
      alt={BRAND_NAME}
      height={height}
      width={(logo.width * height) / 48}
      style={{ display: "block" }}
    />
  );
}
