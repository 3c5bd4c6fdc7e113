/**
 * The identity service's brand (docs/product.md#theme "Theme"): the pages of the provider (sign-in,
 * sign-out, its messages, the account page) wear the console's logo, its Inter font and its colours.
 * They are served by the provider itself under /idp/assets, so they come with it wherever it runs (the
 * embedded platform's own process, or a platform the console is a proxy to), through one stylesheet:
 * the provider's CSP allows styles, fonts and images from its own origin only, no inline style and no
 * script (docs/security.md#identity-provider-pages).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import type { RequestHandler } from "express";
import { THEME } from "../../contract/limits/theme";
import { IDP_MOUNT_PATH } from "./mount-path";

export const IDP_ASSETS_PATH = `${IDP_MOUNT_PATH}/assets`;

/**
 * The console's colour tokens the pages use (app/theme-tokens.ts SCALES and app/theme.ts: the platform
 * may not import the console, so they are named here; tests/unit/platform/idp-brand.test.ts checks
 * that every colour of the stylesheet is one of the console theme's). Text keeps WCAG AA (4.5:1).
 */
const COLOURS = {
  text: THEME.TEXT,
  /** app/theme.ts text.secondary */
  textSecondary: "#466472",
  page: THEME.DIALOG_BACKGROUND,
  surface: THEME.BACKGROUND,
  divider: THEME.DIVIDER,
  /** SCALES.neutral[300]: Joy's outlined border */
  inputBorder: "#B5C2CA",
  /** SCALES.neutral[400]: the hovered border */
  inputHoverBorder: "#8A9FAA",
  /** SCALES.primary[600]: the console's focus ring */
  focus: "#0A75A6",
  /** SCALES.primary[700]: plain links (primary plainColor) */
  link: "#085F87",
  /** SCALES.danger[100] and [800]: a soft danger alert */
  errorBg: "#FCDADA",
  errorText: "#8A2323",
  /** SCALES.danger[700]: the required mark and an invalid field's border */
  danger: "#B42F2F",
} as const;

/** app/theme-tokens.ts primarySolidBackground(): the spec gradient under a veil that keeps white text at AA. */
const primaryBackground = (extra: number) =>
  `linear-gradient(90deg, rgba(0, 0, 0, ${extra}) 0%, rgba(0, 0, 0, ${(0.32 + extra).toFixed(2)}) 100%), ${THEME.PRIMARY_GRADIENT}`;

const FONT_STACK = `'${THEME.FONT_FAMILY}', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
/** The weights the pages use: body text, labels, headings and buttons. */
const FONT_WEIGHTS = [400, 500, 600] as const;

const PAGE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 24px; padding: 24px 16px; background: ${COLOURS.page}; color: ${COLOURS.text};
  font: 400 ${THEME.FONT_SIZE_PX}px/1.5 ${FONT_STACK}; }
.brand { display: flex; justify-content: center; }
.brand img { display: block; }
main { width: 100%; max-width: 400px; padding: 32px; background: ${COLOURS.surface}; border: 1px solid ${COLOURS.divider};
  border-radius: 12px; box-shadow: 0 2px 8px -2px rgba(18, 44, 56, 0.12), 0 6px 12px -2px rgba(18, 44, 56, 0.08); }
main.wide { max-width: 640px; }
h1 { margin: 0 0 4px; font-size: 28px; font-weight: 600; line-height: 1.3; letter-spacing: -0.025em; }
p { margin: 0 0 16px; }
.lead { color: ${COLOURS.textSecondary}; }
label { display: block; margin: 16px 0 6px; font-weight: 500; }
.required { color: ${COLOURS.danger}; }
input { width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; color: inherit; background: ${COLOURS.surface};
  border: 1px solid ${COLOURS.inputBorder}; border-radius: 6px; }
input:hover { border-color: ${COLOURS.inputHoverBorder}; }
input:focus-visible { outline: none; border-color: ${COLOURS.focus}; box-shadow: inset 0 0 0 2px ${COLOURS.focus}; }
input[aria-invalid="true"] { border-color: ${COLOURS.danger}; }
button { display: block; width: 100%; min-height: 44px; padding: 8px 16px; font: 600 ${THEME.FONT_SIZE_PX}px/1.5 ${FONT_STACK};
  border-radius: 6px; cursor: pointer; }
button:focus-visible { outline: 2px solid ${COLOURS.focus}; outline-offset: 2px; }
.primary { margin-top: 24px; color: ${COLOURS.surface}; background: ${primaryBackground(0)}; border: 0; }
.primary:hover { background: ${primaryBackground(0.12)}; }
.primary:active { background: ${primaryBackground(0.22)}; }
.secondary { margin-top: 12px; color: ${COLOURS.text}; background: ${COLOURS.surface}; border: 1px solid ${COLOURS.inputBorder}; }
.secondary:hover { background: ${COLOURS.page}; }
.error { margin: 16px 0 0; padding: 10px 12px; color: ${COLOURS.errorText}; background: ${COLOURS.errorBg}; border-radius: 6px; }
a { color: ${COLOURS.link}; }
a:focus-visible { outline: 2px solid ${COLOURS.focus}; outline-offset: 2px; border-radius: 2px; }
table { width: 100%; border-collapse: collapse; }
caption { margin-bottom: 8px; font-weight: 600; text-align: left; }
th, td { padding: 8px; text-align: left; border-bottom: 1px solid ${COLOURS.divider}; }
th { font-weight: 500; }
`;

interface Asset {
  type: string;
  body: Buffer;
  /** Content-addressed names never change: a year. The fonts keep their package's names: a day. */
  cacheControl: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const require = createRequire(import.meta.url);

const hashed = (name: string, ext: string, body: Buffer | string) =>
  `${name}-${createHash("sha256").update(body).digest("hex").slice(0, 12)}.${ext}`;

/**
 * The @font-face rules of @fontsource/inter (as the console's root.tsx imports them), pointed at
 * this provider's assets, WOFF2 only (every browser the console supports reads it); and the files.
 */
function interFontFaces(): { css: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const css = FONT_WEIGHTS.map((weight) => {
    const path = require.resolve(`@fontsource/inter/${weight}.css`);
    return readFileSync(path, "utf8")
      .replace(/,\s*url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, "")
      .replace(/url\(\.\/files\/([^)]+\.woff2)\)/g, (_m, file: string) => {
        files.set(file, join(dirname(path), "files", file));
        return `url(${IDP_ASSETS_PATH}/${file})`;
      });
  }).join("\n");
  return { css, files };
}

/** The console's brand mark (public/assets/brand/images, as BrandLogo.tsx shows it), drawn 40 px high. */
const LOGO_FILE = new URL("../../public/assets/brand/images/logo-main-black.svg", import.meta.url);
const LOGO_HEIGHT = 40;

export interface BrandAssets {
  stylesheetHref: string;
  logo: { href: string; alt: string; width: number; height: number };
  /** Answers GET and HEAD for the assets' names under IDP_ASSETS_PATH; anything else passes on. */
  serve: RequestHandler;
}

function buildBrandAssets(): BrandAssets {
  const assets = new Map<string, Asset>();
  const fonts = interFontFaces();
  const css = Buffer.from(`${fonts.css}\n${PAGE_CSS}`);
  const stylesheet = hashed("idp", "css", css);
  assets.set(stylesheet, { type: "text/css; charset=utf-8", body: css, cacheControl: IMMUTABLE });
  for (const [name, path] of fonts.files) {
    assets.set(name, { type: "font/woff2", body: readFileSync(path), cacheControl: "public, max-age=86400" });
  }
  const svg = readFileSync(LOGO_FILE);
  const logo = hashed(basename(LOGO_FILE.pathname, ".svg"), "svg", svg);
  assets.set(logo, { type: "image/svg+xml", body: svg, cacheControl: IMMUTABLE });
  const [width, height] = [/width="(\d+)"/, /height="(\d+)"/].map((re) => Number(re.exec(svg.toString())?.[1]));
  const alt = /aria-label="([^"]+)"/.exec(svg.toString())?.[1];
  if (!alt || !width || !height) throw new Error(`${LOGO_FILE.pathname} has no aria-label, width or height`);

  const serveBrandAssets: RequestHandler = (req, res, next) => {
    const asset = (req.method === "GET" || req.method === "HEAD") && assets.get(req.path.slice(1));
    if (!asset) return next();
    res.setHeader("Cache-Control", asset.cacheControl);
    res.type(asset.type).send(asset.body);
  };

  return {
    stylesheetHref: `${IDP_ASSETS_PATH}/${stylesheet}`,
    // Whole pixels: an <img>'s width is an integer in HTML.
    logo: {
      href: `${IDP_ASSETS_PATH}/${logo}`,
      alt,
      width: Math.round((width * LOGO_HEIGHT) / height),
      height: LOGO_HEIGHT,
    },
    serve: serveBrandAssets,
  };
}

let built: BrandAssets | undefined;

/** Built once per process, on first use (the files are read then). */
export function brandAssets(): BrandAssets {
  built ??= buildBrandAssets();
  return built;
}
