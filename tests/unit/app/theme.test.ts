import { describe, expect, it } from "vitest";
import { THEME } from "../../../contract/limits/theme";
import { theme } from "../../../app/theme";
import { PRIMARY_SOLID_VEIL, SCALES } from "../../../app/theme-tokens";

// WCAG 2 relative luminance and contrast ratio.
function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const c = (a: string, b: string) => contrast(rgb(a), rgb(b));

const palette = theme.colorSchemes.light.palette;
const WHITE = "#FFFFFF";

describe("theme (docs/product.md#limits)", () => {
  it("uses the spec's font, size, weights and colours", () => {
    expect(theme.fontFamily.body.startsWith("'Inter'")).toBe(true);
    expect(theme.fontSize.md).toBe("0.875rem"); // 14 px
    expect([theme.fontWeight.sm, theme.fontWeight.md, theme.fontWeight.lg, theme.fontWeight.xl]).toEqual([
      300, 400, 500, 600,
    ]);
    expect(palette.text.primary).toBe(THEME.TEXT);
    expect(palette.danger[500]).toBe(THEME.ERROR);
    expect(palette.success[500]).toBe(THEME.SUCCESS);
    expect(palette.warning[500]).toBe(THEME.WARNING);
    expect(palette.primary[400]).toBe(THEME.INFO);
    expect(palette.primary[500]).toBe(THEME.SECONDARY);
    expect(palette.divider).toBe(THEME.DIVIDER);
    expect(palette.background.body).toBe(THEME.BACKGROUND);
    expect(palette.background.level1).toBe(THEME.DIALOG_BACKGROUND);
    expect(palette.primary.solidBg).toBe(THEME.PRIMARY_GRADIENT_FROM);
  });

  it("keeps white text at 4.5:1 or more across the veiled primary gradient", () => {
    const from = rgb(THEME.PRIMARY_GRADIENT_FROM);
    const to = rgb(THEME.PRIMARY_GRADIENT_TO);
    expect(contrast(rgb(WHITE), to)).toBeLessThan(4.5); // why the veil exists
    for (const extra of [0, PRIMARY_SOLID_VEIL.hover, PRIMARY_SOLID_VEIL.active]) {
      for (let i = 0; i <= 20; i++) {
        const t = i / 20;
        const alpha = PRIMARY_SOLID_VEIL.from + extra + (PRIMARY_SOLID_VEIL.to - PRIMARY_SOLID_VEIL.from) * t;
        const base = from.map((f, k) => f + (to[k] - f) * t);
        const shown = base.map((v) => Math.round(v * (1 - alpha))) as [number, number, number];
        expect(contrast(rgb(WHITE), shown), `at ${t} (+${extra})`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("gives every coloured variant AA text contrast", () => {
    for (const name of ["primary", "danger", "success", "warning"] as const) {
      const p = palette[name] as unknown as Record<string, string>;
      expect(c(p.solidColor, p.solidBg), `${name} solid`).toBeGreaterThanOrEqual(4.5);
      expect(c(p.solidColor, p.solidHoverBg), `${name} solid hover`).toBeGreaterThanOrEqual(4.5);
      expect(c(p.softColor, SCALES[name][100]), `${name} soft`).toBeGreaterThanOrEqual(4.5);
      for (const bg of [WHITE, THEME.DIALOG_BACKGROUND]) {
        expect(c(p.plainColor, bg), `${name} plain on ${bg}`).toBeGreaterThanOrEqual(4.5);
        expect(c(p.outlinedColor, bg), `${name} outlined on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("gives solid neutral controls AA contrast", () => {
    const n = palette.neutral as unknown as Record<string, string>;
    expect(c(WHITE, n.solidBg)).toBeGreaterThanOrEqual(4.5);
    expect(c(WHITE, n.solidHoverBg)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives body text AA contrast and the focus ring 3:1 on page, dialog and panel backgrounds", () => {
    for (const bg of [WHITE, THEME.DIALOG_BACKGROUND, SCALES.neutral[100]]) {
      for (const text of [palette.text.primary, palette.text.secondary, palette.text.tertiary]) {
        expect(c(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(c(palette.focusVisible, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
