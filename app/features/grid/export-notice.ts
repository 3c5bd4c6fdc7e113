/**
 * The "report is being prepared" notice of grid exports (docs/product.md#exports "Export": after an accepted
 * export a notice says the report will appear in the notifications panel; a do-not-show-again box
 * suppresses it). It shows while the list URL carries `exportNotice=1`, a one-shot flag that every
 * form returning to the list drops. Shared by every grid with an export (call history, WhatsApp).
 */
export const EXPORT_NOTICE_PARAM = "exportNotice";
export const EXPORT_NOTICE_ON = "1";
/** The intent of the notice's "OK" form, handled by the list's action. */
export const DISMISS_EXPORT_NOTICE_INTENT = "dismiss-export-notice";

function withParams(pathname: string, search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The list URL with the notice flag (and without `drop`, e.g. an open dialog's flag). */
export function withExportNotice(pathname: string, search: string, drop: readonly string[] = []): string {
  return withParams(pathname, search, (p) => {
    for (const name of drop) p.delete(name);
    p.set(EXPORT_NOTICE_PARAM, EXPORT_NOTICE_ON);
  });
}

/** The list URL without the notice flag (and without `drop`). */
export function withoutExportNotice(pathname: string, search: string, drop: readonly string[] = []): string {
  return withParams(pathname, search, (p) => {
    for (const name of drop) p.delete(name);
    p.delete(EXPORT_NOTICE_PARAM);
  });
}

export function isExportNoticeShown(params: URLSearchParams): boolean {
  return params.get(EXPORT_NOTICE_PARAM) === EXPORT_NOTICE_ON;
}
