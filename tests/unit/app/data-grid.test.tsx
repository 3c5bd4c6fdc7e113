import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ConfirmDialog } from "~/components/grid/ConfirmDialog";
import { DataGrid, defaultHiddenColumns, type DataGridProps, type GridColumn } from "~/components/grid/DataGrid";
import { defaultPrefs } from "~/features/grid/prefs";
import { parseGridParams, type GridParamOptions } from "~/features/grid/url-state";
import grid from "../../../public/locales/en-us/grid.json";

interface Call {
  id: string;
  caller: string;
  setupTime: string;
  successful: boolean;
}

const COLUMNS: GridColumn<Call>[] = [
  { id: "id", header: "Call ID", cell: (r) => r.id, hideable: false },
  { id: "caller", header: "Caller", cell: (r) => r.caller },
  { id: "setupTime", header: "Setup time", cell: (r) => r.setupTime, sortable: true },
  {
    id: "successful",
    header: "Successful",
    cell: (r) => (r.successful ? "Yes" : "No"),
    hiddenByDefault: true,
    sortable: true,
  },
];
const OPTIONS: GridParamOptions = {
  defaultSort: { field: "setupTime", direction: "desc" },
  sortable: ["setupTime", "successful"],
  defaultLimit: 10,
};
const ROWS: Call[] = Array.from({ length: 10 }, (_, i) => ({
  id: `call-${i + 1}`,
  caller: `+1555000${i}`,
  setupTime: `2026-01-0${(i % 9) + 1}`,
  successful: i % 2 === 0,
}));

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en-US",
    resources: { "en-US": { grid } },
    ns: ["grid"],
    defaultNS: "grid",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
});

/** Server-renders `element` as the route at `url` (a real data router, as Remix has). */
async function render(url: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/list/*", element }]);
  const context = await handler.query(new Request(`http://console.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
  // Emotion inlines <style> tags when rendering without a cache: drop them, keep the markup.
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

function renderGrid(url: string, overrides: Partial<DataGridProps<Call>> = {}): Promise<string> {
  const search = new URL(url, "http://console.test").searchParams;
  const props: DataGridProps<Call> = {
    gridId: "calls",
    title: "Call history",
    columns: COLUMNS,
    rows: ROWS,
    rowId: (r) => r.id,
    params: parseGridParams(search, OPTIONS),
    prefs: defaultPrefs({ hidden: defaultHiddenColumns(COLUMNS) }),
    total: 1234,
    ...overrides,
  };
  return render(url, <DataGrid {...props} />);
}

/** Opening tags plus content of every `<tag>` (no nesting of the same tag). */
function elements(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, "g")) ?? [];
}

const decode = (text: string) => text.replace(/&amp;/g, "&");

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
}

/** name=value pairs of the inputs of a form's markup. */
function inputs(formHtml: string): Array<[string, string]> {
  return [...formHtml.matchAll(/<input [^>]*>/g)].flatMap((m) => {
    const name = /name="([^"]*)"/.exec(m[0]);
    const value = /value="([^"]*)"/.exec(m[0]);
    return name ? [[name[1], decode(value?.[1] ?? "")] as [string, string]] : [];
  });
}

describe("DataGrid markup", () => {
  it("is a real table with a caption and column headers", async () => {
    const html = await renderGrid("/list");
    expect(html).toMatch(/<table[\s>]/);
    expect(elements(html, "caption")[0]).toContain("Call history");
    const headers = elements(html, "th");
    expect(headers).toHaveLength(3);
    for (const th of headers) expect(th).toContain('scope="col"');
    expect(elements(html, "tbody")[0].match(/<tr[\s>]/g)).toHaveLength(10);
  });

  it("leaves hidden-by-default columns out, and shows them when the preferences say so", async () => {
    const html = await renderGrid("/list");
    expect(elements(html, "table")[0]).not.toContain("Successful");
    expect(html).not.toContain(">Yes<");
    const shown = await renderGrid("/list", { prefs: defaultPrefs({ hidden: ["caller"] }) });
    expect(elements(shown, "th").join("")).toContain("Successful");
    expect(elements(shown, "th").join("")).not.toContain("Caller");
    expect(shown).toContain(">Yes<");
  });

  it("marks the sorted header with aria-sort and links each sortable header to the toggled sort on page 1", async () => {
    const html = await renderGrid("/list?page=3&from=2026-01-01&sort=-setupTime");
    const [, , setup] = elements(html, "th");
    expect(setup).toContain('aria-sort="descending"');
    const [href] = hrefs(setup);
    const params = new URLSearchParams(href.replace(/^[^?]*\?/, ""));
    expect(params.get("sort")).toBe("setupTime");
    expect(params.get("from")).toBe("2026-01-01");
    expect(params.has("page")).toBe(false);

    const asc = await renderGrid("/list?sort=setupTime");
    expect(elements(asc, "th")[2]).toContain('aria-sort="ascending"');
    expect(hrefs(elements(asc, "th")[2])[0]).toContain("sort=-setupTime");
  });

  it("gives no sort link to a column that cannot be sorted", async () => {
    const [, caller] = elements(await renderGrid("/list", { prefs: defaultPrefs() }), "th");
    expect(caller).toContain("Caller");
    expect(hrefs(caller)).toHaveLength(0);
    expect(caller).not.toContain("aria-sort");
  });

  it("links each row from its first cell when rows open, and not when row clicks are disabled", async () => {
    const rowHref = (r: Call) => `/list/${r.id}?page=2`;
    const html = await renderGrid("/list?page=2", { rowHref });
    const rows = elements(elements(html, "tbody")[0], "tr");
    const firstCell = elements(rows[0], "td")[0];
    expect(hrefs(firstCell)).toEqual(["/list/call-1?page=2"]);
    expect(hrefs(elements(rows[0], "td")[1])).toHaveLength(0);

    const disabled = await renderGrid("/list?page=2", { rowHref, rowClickDisabled: true });
    expect(hrefs(elements(disabled, "tbody")[0])).toHaveLength(0);
  });

  it("shows 'no records' for an empty list and 'no results' with a clear-filters link when filtered", async () => {
    const none = await renderGrid("/list", { rows: [], total: 0 });
    expect(none).toContain("No records yet");
    expect(none).not.toContain("Clear filters");

    const filtered = await renderGrid("/list?successful=true", {
      rows: [],
      total: 0,
      emptyState: "no-results",
      clearFiltersHref: "/list",
    });
    expect(filtered).toContain("No results match these filters");
    const link = /<a [^>]*href="\/list"[^>]*>([\s\S]*?)<\/a>/.exec(filtered);
    expect(link?.[1]).toContain("Clear filters");
    // One cell spanning the visible columns.
    expect(elements(filtered, "td")[0]).toMatch(/colspan="3"/i);
  });

  it("shows the range and total with grouping, and previous/next links to the neighbouring pages", async () => {
    const html = await renderGrid("/list?page=2&successful=true");
    expect(html).toContain("11–20 of 1,234");
    const prev = /<a [^>]*aria-label="Previous page"[^>]*>/.exec(html)?.[0] ?? "";
    const next = /<a [^>]*aria-label="Next page"[^>]*>/.exec(html)?.[0] ?? "";
    expect(decode(prev)).toMatch(/href="[^"]*\?successful=true"/);
    expect(decode(next)).toMatch(/href="[^"]*\?successful=true&amp;page=3"|href="[^"]*\?successful=true&page=3"/);
  });

  it("disables previous on the first page and next on the last", async () => {
    const first = await renderGrid("/list");
    expect(first).toMatch(
      /<span [^>]*aria-disabled="true"[^>]*aria-label="Previous page"|<span [^>]*aria-label="Previous page"[^>]*aria-disabled="true"/,
    );
    expect(first).toMatch(/<a [^>]*aria-label="Next page"/);
    const last = await renderGrid("/list?page=124", { rows: ROWS.slice(0, 4) });
    expect(last).toContain("1,231–1,234 of 1,234");
    expect(last).not.toMatch(/<a [^>]*aria-label="Next page"/);
  });

  it("has a Current Page GET form carrying every other parameter", async () => {
    const html = await renderGrid("/list?page=5&limit=20&from=2026-01-01&successful=true&sort=-setupTime");
    const form = elements(html, "form").find((f) => f.includes("Current Page")) ?? "";
    expect(form).toMatch(/method="get"/);
    const fields = inputs(form);
    expect(fields).toContainEqual(["page", "5"]);
    expect(fields).toContainEqual(["limit", "20"]);
    expect(fields).toContainEqual(["from", "2026-01-01"]);
    expect(fields).toContainEqual(["successful", "true"]);
    expect(fields).toContainEqual(["sort", "-setupTime"]);
    expect(fields.filter(([n]) => n === "page")).toHaveLength(1);
    const id = /<label [^>]*for="([^"]+)"[^>]*>Current Page<\/label>/.exec(form)?.[1];
    expect(id).toBeTruthy();
    expect(form).toContain(`id="${id}"`);
  });

  it("has a rows-per-page GET form offering 10, 20, 50, 100 that resets the page", async () => {
    const html = await renderGrid("/list?page=5&limit=50&successful=true");
    const form = elements(html, "form").find((f) => f.includes("Rows per page")) ?? "";
    const options = [...form.matchAll(/<option [^>]*value="(\d+)"[^>]*>/g)].map((m) => [
      m[1],
      m[0].includes("selected"),
    ]);
    expect(options).toEqual([
      ["10", false],
      ["20", false],
      ["50", true],
      ["100", false],
    ]);
    const fields = inputs(form);
    expect(fields).toEqual([["successful", "true"]]);
    expect(form).toMatch(/<noscript>[\s\S]*Apply[\s\S]*<\/noscript>/);
  });

  it("in cursor mode shows only previous/next with before/after, no count and no page box", async () => {
    const html = await renderGrid("/list?after=c10&successful=true", {
      total: undefined,
      cursor: { next: "c20", prev: "c11" },
    });
    expect(html).not.toContain("Current Page");
    expect(html).not.toContain(" of ");
    const prev = decode(/<a [^>]*aria-label="Previous page"[^>]*>/.exec(html)?.[0] ?? "");
    const next = decode(/<a [^>]*aria-label="Next page"[^>]*>/.exec(html)?.[0] ?? "");
    expect(prev).toMatch(/\?successful=true&before=c11"/);
    expect(next).toMatch(/\?successful=true&after=c20"/);
    const end = await renderGrid("/list?after=c10", { total: undefined, cursor: { prev: "c11" } });
    expect(end).not.toMatch(/<a [^>]*aria-label="Next page"/);
  });

  it("serialises no emotion style at all: pager, page box, rows per page, settings, loading bar and empty state are plain elements", async () => {
    // Every list screen renders this frame for every request; a Joy control in it is a regression (issue 15).
    const full = await renderGrid("/list?page=2");
    expect(full).toContain('aria-label="Next page"');
    expect(full).toContain('role="progressbar"');
    expect(full).not.toMatch(/class="[^"]*css-/);
    const empty = await renderGrid("/list", { rows: [], total: 0 });
    expect(empty).toContain('role="status"');
    expect(empty).not.toMatch(/class="[^"]*css-/);
  });

  it("renders the saved density and zebra view", async () => {
    const plain = await renderGrid("/list");
    const zebra = await renderGrid("/list", { prefs: { hidden: [], density: "compact", zebra: true } });
    const table = (html: string) => /<table [^>]*>/.exec(html)?.[0] ?? "";
    expect(table(plain)).toContain('data-density="standard"');
    expect(table(plain)).toContain('data-view="default"');
    expect(table(zebra)).toContain('data-density="compact"');
    expect(table(zebra)).toContain('data-view="zebra"');
    const comfortable = await renderGrid("/list", { prefs: { hidden: [], density: "comfortable", zebra: false } });
    expect(table(comfortable)).toContain('data-density="comfortable"');
    // The table is a plain element: the grid's stylesheet gives each density and the zebra view its look.
    expect(table(plain)).not.toMatch(/class="[^"]*css-/);
    const css = readFileSync(new URL("../../../app/styles/grid.css", import.meta.url), "utf8");
    for (const rule of [
      'table.vc-grid[data-density="compact"]',
      'table.vc-grid[data-density="comfortable"]',
      '.vc-grid[data-view="zebra"] tbody tr:nth-of-type(odd)',
    ]) {
      expect(css).toContain(rule);
    }
  });

  it("has a settings form posting to /grid-prefs with the grid id, a same-site returnTo and every column", async () => {
    const html = await renderGrid("/list?page=2&successful=true");
    const dialog = /<div [^>]*role="dialog"[^>]*>/.exec(html)?.[0] ?? "";
    expect(dialog).toMatch(/aria-labelledby="[^"]+"/);
    const form = elements(html, "form").find((f) => f.includes("Reset columns")) ?? "";
    expect(form).toMatch(/method="post"/);
    expect(decode(form)).toContain('action="/grid-prefs?returnTo=%2Flist%3Fpage%3D2%26successful%3Dtrue"');
    const fields = inputs(form);
    expect(fields).toContainEqual(["gridId", "calls"]);
    expect(fields).toContainEqual(["returnTo", "/list?page=2&successful=true"]);
    expect(fields.filter(([n]) => n === "column").map(([, v]) => v)).toEqual(["caller", "setupTime", "successful"]);
    expect(fields).toContainEqual(["defaultHidden", "successful"]);
    // Checked boxes are the visible columns.
    const checked = [...form.matchAll(/<input [^>]*name="visible"[^>]*>/g)].filter((m) => m[0].includes('checked=""'));
    expect(checked.map((m) => /value="([^"]*)"/.exec(m[0])?.[1])).toEqual(["caller", "setupTime"]);
    expect(form).toMatch(/<button [^>]*name="intent"[^>]*value="reset"/);
    expect(form).toMatch(/<noscript>[\s\S]*Save[\s\S]*<\/noscript>/);
  });

  it("pages the column chooser 10 cards at a time", async () => {
    const many: GridColumn<Call>[] = Array.from({ length: 23 }, (_, i) => ({
      id: `c${i}`,
      header: `Column ${i}`,
      cell: () => i,
    }));
    const html = await renderGrid("/list", { columns: many, prefs: defaultPrefs() });
    const cards = [...html.matchAll(/data-column-page="(\d+)"/g)].map((m) => m[1]);
    expect(cards.filter((p) => p === "1")).toHaveLength(10);
    expect(cards.filter((p) => p === "2")).toHaveLength(10);
    expect(cards.filter((p) => p === "3")).toHaveLength(3);
    expect(html.match(/<input [^>]*name="columnsPage"/g)).toHaveLength(3);
    expect(html).toMatch(/aria-label="Page 2"/);
  });
});

describe("ConfirmDialog", () => {
  const dialog = (severity: "danger" | "warning" | "info") =>
    render(
      "/list/x",
      <ConfirmDialog
        severity={severity}
        title="Delete bot?"
        description="This cannot be undone."
        confirmLabel="Delete"
        cancelHref="/list"
      >
        <input type="hidden" name="id" value="bot-1" />
      </ConfirmDialog>,
    );

  it("is an alertdialog for danger and warning and a dialog for info", async () => {
    expect(await dialog("danger")).toMatch(/role="alertdialog"/);
    expect(await dialog("warning")).toMatch(/role="alertdialog"/);
    const info = await dialog("info");
    expect(info).toMatch(/role="dialog"/);
    expect(info).not.toMatch(/role="alertdialog"/);
  });

  it("is server-rendered, labelled and described, with a confirm submit and a cancel link", async () => {
    const html = await dialog("danger");
    const root = /<[^>]*role="alertdialog"[^>]*>/.exec(html)?.[0] ?? "";
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(root)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(root)?.[1];
    expect(new RegExp(`id="${labelledBy}"[^>]*>[\\s\\S]*Delete bot\\?`).test(html)).toBe(true);
    expect(new RegExp(`id="${describedBy}"[^>]*>This cannot be undone\\.`).test(html)).toBe(true);
    expect(html).toContain("Danger: ");
    const form = elements(html, "form")[0];
    expect(form).toMatch(/method="post"/);
    expect(inputs(form)).toContainEqual(["id", "bot-1"]);
    expect(form).toMatch(/<button [^>]*type="submit"[^>]*>[\s\S]*Delete/);
    expect(hrefs(form)).toEqual(["/list"]);
    expect(form).toContain(">Cancel<");
  });
});
