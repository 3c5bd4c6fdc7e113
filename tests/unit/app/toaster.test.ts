import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UI } from "../../../contract/limits/ui";
import { i18nOptions } from "../../../app/i18n/config";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import {
  AutoHideTimer,
  ToastOutlet,
  ToastProvider,
  mergeToasts,
  routeHostsToasts,
  toastRole,
  type Toast,
} from "../../../app/components/Toaster";

const i18n = createInstance();
// Before the describe blocks below render at collection time.
await i18n.use(initReactI18next).init(i18nOptions(DEFAULT_LOCALE));

function render(toasts: Toast[]): string {
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(ToastProvider, {
        toasts,
        closeHref: "/portal/bots?page=2",
        children: createElement("main", null, "page"),
      }),
    ),
  );
}

describe("Toaster, server-rendered (what a browser without JavaScript shows)", () => {
  const html = render([
    { id: "a", type: "danger", message: "error_generic" },
    { id: "b", type: "success", title: "Saved", message: "Bot <b>Ada</b> & co. saved" },
  ]);

  it("shows a message key translated and server text as is, escaped", () => {
    expect(html).toContain("Oops, something went wrong. Please contact your system administrator!");
    expect(html).toContain("Bot &lt;b&gt;Ada&lt;/b&gt; &amp; co. saved");
    expect(html).not.toContain("<b>Ada</b>");
    expect(html).toContain("Saved");
  });

  it("announces problems as alerts and the rest as status", () => {
    expect(html).toMatch(/role="alert"[^>]*>(?:(?!role=).)*Oops/);
    expect(html).toMatch(/role="status"[^>]*>(?:(?!role=).)*Saved/);
    expect(toastRole("warning")).toBe("alert");
    expect(toastRole("info")).toBe("status");
  });

  it("closes through a plain link back to the current page, labelled for screen readers", () => {
    const closeLinks = html.match(/<a [^>]*aria-label="Close notification"[^>]*>/g) ?? [];
    expect(closeLinks).toHaveLength(2);
    for (const link of closeLinks) expect(link).toContain('href="/portal/bots?page=2"');
  });

  it("is drawn by plain elements in its type's colour (alert-css.ts), nothing of Joy", () => {
    expect(html).toMatch(/<div role="alert" class="vc-alert vc-toast" data-color="danger">/);
    expect(html).toMatch(/<div role="status" class="vc-alert vc-toast" data-color="success">/);
    expect(html).toMatch(/<p class="vc-alert-title">Saved<\/p>/);
    expect(html).not.toMatch(/class="css-/);
  });

  it("renders nothing toast-like without toasts", () => {
    const empty = render([]);
    expect(empty).not.toContain("Close notification");
    expect(empty).toContain("<main>page</main>");
  });
});

describe("Toaster with a drawer open (issue 30: never over the drawer's content)", () => {
  /** The page with a drawer holding a toast outlet, as the call details route renders it. */
  function renderWithDrawer(hosted: boolean): string {
    return renderToString(
      createElement(
        I18nextProvider,
        { i18n },
        createElement(ToastProvider, {
          toasts: [{ id: "w", type: "warning", message: "Range too long" }],
          closeHref: "/portal/call_history/c1",
          hosted,
          children: createElement("div", { role: "dialog", id: "drawer" }, createElement(ToastOutlet), "content"),
        }),
      ),
    );
  }

  it("renders the toasts inside the drawer, in its flow, when the route hosts them", () => {
    const html = renderWithDrawer(true);
    expect(html).toMatch(
      /<div role="dialog" id="drawer"><div class="vc-toasts-inline"><div role="alert"[^>]*>.*Range too long.*<\/div><\/div>content<\/div>/,
    );
    expect(html).not.toContain('class="vc-toasts"');
  });

  it("keeps them in the corner for a route that does not, the outlet then empty", () => {
    const html = renderWithDrawer(false);
    expect(html).toMatch(/<div role="dialog" id="drawer">content<\/div><div class="vc-toasts">/);
    expect(html).not.toContain("vc-toasts-inline");
  });

  it("reads the hosting from the deepest route's handle", () => {
    expect(routeHostsToasts([{ i18n: {} }, { toastHost: true }])).toBe(true);
    expect(routeHostsToasts([{ toastHost: true }, { i18n: {} }])).toBe(false);
    expect(routeHostsToasts([undefined])).toBe(false);
  });
});

describe("AutoHideTimer", () => {
  afterEach(() => vi.useRealTimers());

  it("closes after 8 s (docs/product.md#errors)", () => {
    vi.useFakeTimers();
    const expire = vi.fn();
    new AutoHideTimer(expire, UI.TOAST_AUTO_HIDE_MS).start();
    vi.advanceTimersByTime(UI.TOAST_AUTO_HIDE_MS - 1);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("does not close while paused (hover, focus) and then closes after the time it had left", () => {
    vi.useFakeTimers();
    const expire = vi.fn();
    const timer = new AutoHideTimer(expire, 8000);
    timer.start();
    vi.advanceTimersByTime(5000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(expire).not.toHaveBeenCalled();
    timer.start();
    vi.advanceTimersByTime(2999);
    expect(expire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("never fires once stopped (the toast was closed by hand)", () => {
    vi.useFakeTimers();
    const expire = vi.fn();
    const timer = new AutoHideTimer(expire, 8000);
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(20_000);
    expect(expire).not.toHaveBeenCalled();
  });
});

describe("mergeToasts", () => {
  const t = (id: string): Toast => ({ id, type: "info", message: id });

  it("adds new flash toasts once, and never brings back a dismissed one", () => {
    const shown = mergeToasts([t("a")], [t("a"), t("b"), t("c")], new Set(["c"]));
    expect(shown.map((x) => x.id)).toEqual(["a", "b"]);
  });

  it("answers the same list when nothing is new, so the toasts' context does not change", () => {
    const current = [t("a")];
    expect(mergeToasts(current, [t("a")], new Set())).toBe(current);
  });
});
