import { createInstance } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../contract/messages";
import { ExportMenu } from "~/features/call-history/export/ExportMenu";
import { ExportNotice } from "~/components/grid/ExportNotice";
import { MonthlyExportDialog } from "~/features/call-history/export/MonthlyExportDialog";
import { EXPORT_ERRORS } from "~/features/call-history/export/schema";
import callExport from "../../../public/locales/en-us/call-export.json";
import grid from "../../../public/locales/en-us/grid.json";
import messages from "../../../public/locales/en-us/messages.json";

/**
 * What a browser without JavaScript gets: the server's HTML of the export menu, the month dialog and
 * the notice must hold working forms and links on their own.
 */

const NOW = "2026-01-15T12:00:00.000Z";
const LIST = "/portal/call_history?search=acme";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en-US",
    resources: { "en-US": { messages, "call-export": callExport, grid } },
    ns: ["messages", "call-export", "grid"],
    defaultNS: "messages",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
});

async function render(url: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "/portal/call_history/*", element }]);
  const context = await handler.query(new Request(`http://console.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    createElement(I18nextProvider, { i18n }, createElement(StaticRouterProvider, { router, context, hydrate: false })),
  );
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const forms = (html: string) => html.match(/<form[\s>][\s\S]*?<\/form>/g) ?? [];
const hidden = (form: string, name: string) =>
  new RegExp(`type="hidden" name="${name}" value="([^"]*)"`).exec(form)?.[1];
function options(html: string, name: string): { value: string; text: string; selected: boolean }[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => ({
    value: /value="([^"]*)"/.exec(m[1])?.[1] ?? "",
    text: m[2],
    selected: /selected/.test(m[1]),
  }));
}

describe("ExportMenu", () => {
  const menu = (disabled = false) =>
    render(
      "/portal/call_history?search=acme",
      createElement(ExportMenu, {
        mode: "portal",
        returnTo: LIST,
        disabled,
        monthlyHref: `${LIST}&dialog=monthly-export`,
      }),
    );

  it("is a disclosure holding an 'Export records' POST form and a link to the monthly dialog", async () => {
    const html = decode(await menu());
    // The summary is the button as browsers expose it: HTML allows it no role (docs/testing.md "Valid HTML").
    expect(html).toMatch(/<details[\s\S]*<summary(?![^>]*\brole=)[^>]*>[\s\S]*Export<\/summary>/);
    const form = forms(html)[0] ?? "";
    expect(form).toMatch(/method="post"/);
    expect(form).toContain(`action="${LIST}"`);
    expect(hidden(form, "intent")).toBe("export");
    expect(hidden(form, "returnTo")).toBe(LIST);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Export records/);
    expect(html).toMatch(
      new RegExp(
        `<a[^>]*href="${LIST.replace(/\?/g, "\\?")}&dialog=monthly-export"[^>]*>[\\s\\S]*Export monthly call records`,
      ),
    );
    expect(html).not.toMatch(/role="menu/);
  });

  it("is a disabled button, with no form, when the subscription has expired", async () => {
    const html = await menu(true);
    expect(html).not.toMatch(/<details/);
    expect(forms(html)).toEqual([]);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>[\s\S]*Export/);
    expect(html).toContain(callExport.menu.unavailable);
  });
});

describe("MonthlyExportDialog", () => {
  const dialog = (lastResult?: unknown) =>
    render(
      "/portal/call_history?search=acme&dialog=monthly-export",
      createElement(MonthlyExportDialog, { mode: "portal", now: NOW, returnTo: LIST, lastResult }),
    );

  it("is a labelled dialog in the server's HTML with month and year selects over the last 24 months", async () => {
    const html = decode(await dialog());
    const root = /<[^>]*role="dialog"[^>]*>/.exec(html)?.[0] ?? "";
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(root)?.[1];
    expect(new RegExp(`id="${labelledBy}"[^>]*>${MESSAGES.labels_export_monthly_records}`).test(html)).toBe(true);
    expect(options(html, "year").map((o) => o.value)).toEqual(["2026", "2025", "2024"]);
    const months = options(html, "month");
    expect(months.map((o) => o.text)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    // Preselected: last month, December 2025.
    expect(months.find((o) => o.selected)?.value).toBe("12");
    expect(options(html, "year").find((o) => o.selected)?.value).toBe("2025");
    expect(html).toMatch(/<label[^>]*for="[^"]+"[^>]*>Month<\/label>/);
  });

  it("posts intent export-monthly and offers Cancel as a link back to the list", async () => {
    const html = decode(await dialog());
    const form = forms(html)[0] ?? "";
    expect(form).toContain(`action="${LIST}"`);
    expect(hidden(form, "intent")).toBe("export-monthly");
    expect(hidden(form, "returnTo")).toBe(LIST);
    expect(form).toMatch(new RegExp(`<a[^>]*href="${LIST.replace(/\?/g, "\\?")}"[^>]*>Cancel</a>`));
  });

  it("shows a refused month's error on the month field and keeps what the user picked", async () => {
    const reply = {
      status: "error",
      initialValue: { intent: "export-monthly", year: "2024", month: "1", returnTo: LIST },
      error: { month: [EXPORT_ERRORS.monthOutOfWindow] },
    };
    const html = decode(await dialog(reply));
    expect(html).toContain("Choose one of the last 24 months.");
    expect(options(html, "year").find((o) => o.selected)?.value).toBe("2024");
    expect(options(html, "month").find((o) => o.selected)?.value).toBe("1");
    const select = /<select[^>]*name="month"[^>]*>/.exec(html)?.[0] ?? "";
    expect(select).toMatch(/aria-invalid="true"/);
    const describedBy = /aria-describedby="([^"]+)"/.exec(select)?.[1];
    expect(new RegExp(`id="${describedBy}"[^>]*>Choose one of the last 24 months\\.`).test(html)).toBe(true);
  });

  it("ignores another form's action data", async () => {
    const html = decode(
      await dialog({
        status: "error",
        initialValue: { intent: "other", year: "2024", month: "1" },
        error: { month: ["x"] },
      }),
    );
    expect(html).not.toContain("Choose one of the last");
    expect(options(html, "month").find((o) => o.selected)?.value).toBe("12");
  });
});

describe("ExportNotice", () => {
  it("is a status message with a 'do not show again' box and an OK button posting the dismissal", async () => {
    const html = decode(
      await render(
        "/portal/call_history?exportNotice=1",
        createElement(ExportNotice, { action: LIST, returnTo: LIST }),
      ),
    );
    expect(html).toMatch(/role="status"/);
    expect(html).toContain(MESSAGES.labels_export_started);
    const form = forms(html)[0] ?? "";
    expect(hidden(form, "intent")).toBe("dismiss-export-notice");
    expect(hidden(form, "returnTo")).toBe(LIST);
    expect(form).toMatch(/<input[^>]*type="checkbox"[^>]*name="hide"|<input[^>]*name="hide"[^>]*type="checkbox"/);
    expect(form).toContain(MESSAGES.labels_do_not_show_again);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>OK<\/button>/);
  });
});
