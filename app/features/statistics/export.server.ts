/**
 * The chart export resource route (issue 6 item 5): the page's own parameters plus `format` and
 * `metric` (the chart's server metric) render the same chart on the server, so every format works
 * with JavaScript off. SVG comes from victory; PNG from @resvg/resvg-js; PDF embeds that PNG with
 * pdfkit; XLSX is an exceljs sheet of the columns; CSV is csv-stringify; print is an HTML page.
 * JPEG encodes resvg's pixels with jpeg-js.
 */
import { Resvg } from "@resvg/resvg-js";
import type { AppLoadContext } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { encode as encodeJpeg } from "jpeg-js";
import PDFDocument from "pdfkit";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { i18nServer } from "~/i18n/i18next.server";
import { neutralizeFormula } from "../../../contract/spreadsheet";
import { timeZoneFromCookie, UTC, zoneOffsetMinutes } from "~/features/time/timezone";
import { StatisticsChart, type ChartTexts } from "./components/StatisticsChart";
import { isExportFormat, type StatisticsExportFormat } from "./export-formats";
import { formatBucket } from "./format";
import { chartOfServerMetric, type ChartSpec } from "./metrics";
import { chartModel, type ChartModel } from "./model";
import { readStatisticsPrefs } from "./prefs.server";
import { fetchSeries, requireStatistics } from "./statistics.server";
import { chartTexts } from "./texts";
import { parseStatisticsUrl, type StatisticsMode } from "./url";

const WIDTH = 1200;
const HEIGHT = 520;

export interface RenderedChart {
  spec: ChartSpec;
  model: ChartModel;
  texts: ChartTexts;
  timeZone: string;
  offsetMinutes: number;
  /** "Call success, Mar 10, 10:00 – Mar 11, 10:00" */
  caption: string;
  /** A file name without extension. */
  baseName: string;
}

/** The chart as a standalone SVG document. */
export function chartSvg(c: RenderedChart): string {
  const html = renderToStaticMarkup(
    createElement(StatisticsChart, {
      spec: c.spec,
      model: c.model,
      texts: c.texts,
      timeZone: c.timeZone,
      offsetMinutes: c.offsetMinutes,
      width: WIDTH,
      height: HEIGHT,
      responsive: false,
    }),
  );
  // The chart's own <svg> only: victory's container adds a second, empty portal <svg> after it.
  const start = html.indexOf("<svg");
  const svg = html.slice(start, html.indexOf("</svg>", start) + "</svg>".length);
  // A file needs the namespace, a white page and the caption (the page shows it outside the SVG).
  return svg
    .replace("<svg ", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" `)
    .replace(/(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="#ffffff"/>`);
}

function renderChart(c: RenderedChart) {
  const resvg = new Resvg(chartSvg(c), {
    background: "#ffffff",
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
  });
  return resvg.render();
}

function chartPng(c: RenderedChart): Buffer {
  return renderChart(c).asPng();
}

/** JPEG: resvg draws RGBA pixels on a white background; jpeg-js encodes them (quality 90). */
const JPEG_QUALITY = 90;
function chartJpeg(c: RenderedChart): Buffer {
  const image = renderChart(c);
  return encodeJpeg({ data: image.pixels, width: image.width, height: image.height }, JPEG_QUALITY).data;
}

/** The columns as rows: start, end, then one value per stack. */
function tableRows(c: RenderedChart): { header: string[]; rows: (string | number)[][] } {
  return {
    header: ["Start", "End", ...c.spec.stacks.map((s) => c.texts.stacks[s.dimension])],
    rows: c.model.columns.map((col) => [
      new Date(col.span.from).toISOString(),
      new Date(col.span.to).toISOString(),
      ...col.stacks.map((s) => s.value),
    ]),
  };
}

/**
 * A spreadsheet row: every text cell neutralised (contract/spreadsheet.ts), numbers left as numbers.
 * Today the texts are the catalogue's and ISO times, but a label or a name could one day start with
 * "=": the file never hands a spreadsheet a formula.
 */
const sheetRow = (row: readonly (string | number)[]) =>
  row.map((v) => (typeof v === "string" ? neutralizeFormula(v) : v));

function chartCsv(c: RenderedChart): string {
  const { header, rows } = tableRows(c);
  return stringify([header, ...rows].map(sheetRow));
}

async function chartXlsx(c: RenderedChart): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(c.texts.title.slice(0, 31));
  const { header, rows } = tableRows(c);
  sheet.addRow(sheetRow([c.caption]));
  sheet.addRow(sheetRow(header)).font = { bold: true };
  for (const r of rows) sheet.addRow(sheetRow(r));
  sheet.columns.forEach((col, i) => (col.width = i < 2 ? 26 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}

function chartPdf(c: RenderedChart): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", layout: "landscape", margin: 36, info: { Title: c.caption } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(16).text(c.caption);
    doc.moveDown();
    doc.image(chartPng(c), { fit: [doc.page.width - 72, doc.page.height - 140] });
    doc.end();
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A print-ready page: the chart and its table; the browser's print (Ctrl+P) prints it. */
function chartPrintPage(c: RenderedChart, labels: { print: string; time: string }): string {
  const { rows } = tableRows(c);
  const head = c.spec.stacks.map((s) => `<th scope="col">${escapeHtml(c.texts.stacks[s.dimension])}</th>`).join("");
  const body = c.model.columns
    .map(
      (col, i) =>
        `<tr><th scope="row">${escapeHtml(formatBucket(col.span, c.model.windowMinutes, c.timeZone))}</th>${rows[i]
          .slice(2)
          .map((v) => `<td>${v}</td>`)
          .join("")}</tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(c.caption)}</title>
<style>body{font-family:Inter,"DejaVu Sans",sans-serif;margin:24px}svg{max-width:100%;height:auto}table{border-collapse:collapse;margin-top:16px}th,td{border:1px solid #cbd5e1;padding:4px 8px;text-align:right}th[scope=row]{text-align:left}@media print{.no-print{display:none}}</style>
</head><body><h1>${escapeHtml(c.caption)}</h1><figure role="group" aria-label="${escapeHtml(c.caption)}">${chartSvg(c)}</figure>
<table><caption>${escapeHtml(c.caption)}</caption><thead><tr><th scope="col">${escapeHtml(labels.time)}</th>${head}</tr></thead><tbody>${body}</tbody></table>
</body></html>`;
}

function file(body: string | Buffer, type: string, name: string): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function exportResponse(
  c: RenderedChart,
  format: StatisticsExportFormat,
  labels: { print: string; time: string },
): Promise<Response> {
  switch (format) {
    case "svg":
      return file(chartSvg(c), "image/svg+xml; charset=utf-8", `${c.baseName}.svg`);
    case "png":
      return file(chartPng(c), "image/png", `${c.baseName}.png`);
    case "jpeg":
      return file(chartJpeg(c), "image/jpeg", `${c.baseName}.jpg`);
    case "csv":
      return file(`\uFEFF${chartCsv(c)}`, "text/csv; charset=utf-8", `${c.baseName}.csv`);
    case "xlsx":
      return file(
        await chartXlsx(c),
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        `${c.baseName}.xlsx`,
      );
    case "pdf":
      return file(await chartPdf(c), "application/pdf", `${c.baseName}.pdf`);
    case "print":
      return new Response(chartPrintPage(c, labels), {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
      });
  }
}

const bad = (message: string) =>
  new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The loader of /portal/statistics/export and /admin/statistics/export. */
export async function loadStatisticsExport(
  request: Request,
  context: AppLoadContext,
  mode: StatisticsMode,
): Promise<Response> {
  const { user, api } = await requireStatistics(request, context, mode);
  const url = new URL(request.url);
  const format = url.searchParams.get("format");
  if (!isExportFormat(format)) return bad("format must be one of print, png, jpeg, svg, csv, pdf, xlsx");
  const spec = chartOfServerMetric(url.searchParams.get("metric"));
  if (!spec) return bad("metric must be the server metric of a chart");
  const timeZone = mode === "admin" ? UTC : timeZoneFromCookie(request.headers.get("Cookie"));
  const state = parseStatisticsUrl(url, {
    mode,
    now: new Date(),
    timeZone,
    saved: await readStatisticsPrefs(request, user.id),
  });
  const accountId = mode === "portal" ? user.accountId : state.account;
  if (!accountId) return bad("account is required");
  const t = await i18nServer.getFixedT(request, ["statistics", "messages"]);
  const response = await fetchSeries(api, spec, { mode, accountId, state, timeZone });
  const range = { from: state.range.from.getTime(), to: state.range.to.getTime() };
  const texts = chartTexts(t, spec);
  const rendered: RenderedChart = {
    spec,
    model: chartModel(spec, response, { mode, entity: state.entity, account: state.account, range, canDrill: false }),
    texts,
    timeZone,
    offsetMinutes: zoneOffsetMinutes(timeZone, state.range.to),
    caption: `${texts.title}, ${formatBucket({ from: range.from, to: range.to }, 5, timeZone)}`,
    baseName: `${spec.id}-${state.range.from.toISOString().slice(0, 16).replace(/[:T]/g, "")}`,
  };
  return exportResponse(rendered, format, {
    print: t("statistics:export.print_button"),
    time: t("statistics:export.time"),
  });
}
