/** The chart export formats (docs/product.md#statistics "print, PNG, JPEG, SVG, CSV, PDF, XLS"; issue 6 item 5). */
export const STATISTICS_EXPORT_FORMATS = ["print", "png", "jpeg", "svg", "csv", "pdf", "xlsx"] as const;
export type StatisticsExportFormat = (typeof STATISTICS_EXPORT_FORMATS)[number];

export function isExportFormat(value: string | null): value is StatisticsExportFormat {
  return (STATISTICS_EXPORT_FORMATS as readonly string[]).includes(value ?? "");
}

export const EXPORT_PATHS = { portal: "/portal/statistics/export", admin: "/admin/statistics/export" } as const;

/** The export link of a chart: the page's own parameters plus format and the chart's server metric. */
export function exportHref(
  mode: keyof typeof EXPORT_PATHS,
  search: string,
  format: StatisticsExportFormat,
  serverMetric: string,
): string {
  const params = new URLSearchParams(search);
  params.delete("fullscreen");
  params.set("format", format);
  params.set("metric", serverMetric);
  return `${EXPORT_PATHS[mode]}?${params.toString()}`;
}
