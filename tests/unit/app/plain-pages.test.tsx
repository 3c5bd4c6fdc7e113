import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { PlainButton } from "~/components/controls/controls";
import { ErrorPage, NotFoundPage } from "~/components/StatusPageViews";
import { STATUS_CLASS, statusPageCss } from "~/components/status-page-css";
import common from "../../../public/locales/en-us/common.json";
import messages from "../../../public/locales/en-us/messages.json";

/**
 * What issue 15 drew with plain elements instead of Joy components, so that the first JavaScript of
 * every page does without them: the status pages (every route's error boundary) and the busy button.
 */
const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en-US",
    resources: { "en-US": { common, messages } },
    ns: ["common", "messages"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
});

async function render(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://console.test/portal/nothing"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nextProvider>,
  );
}

describe("status pages", () => {
  it("a page that is not found: its code, heading, text and two ways on, as links in plain elements", async () => {
    const html = await render(<NotFoundPage />);
    expect(html).toMatch(/<main class="vc-status-screen">/);
    expect(html).toMatch(/<p class="vc-status-code" aria-hidden="true">404<\/p>/);
    expect(html).toMatch(/<h1 class="vc-status-title">Page not found<\/h1>/);
    expect(html).toMatch(/<a class="vc-btn"[^>]*href="\/portal\/dashboard"[^>]*>Go to the dashboard<\/a>/);
    expect(html).toMatch(/<a class="vc-btn" data-variant="outlined"[^>]*href="\/login"[^>]*>Sign in<\/a>/);
    // No emotion class: nothing of Joy is rendered (or shipped) for it.
    expect(html).not.toMatch(/class="css-/);
  });

  it("an error inside a layout: the generic text as an alert and the server's lines as a list", async () => {
    const html = await render(
      <ErrorPage variant="inline" code={502} lines={["error_generic", "Upstream said no <b>"]} />,
    );
    expect(html).toMatch(/^<div class="vc-status-inline"><div class="vc-status-card">/);
    expect(html).toContain('role="alert" data-lines="true">');
    expect(html).toMatch(/<ul class="vc-status-lines" aria-label="[^"]+"><li>Upstream said no &lt;b&gt;<\/li><\/ul>/);
    expect(html).not.toMatch(/class="css-/);
  });

  it("their look is in the theme's stylesheet, one rule set for every class", () => {
    const css = statusPageCss();
    for (const name of Object.values(STATUS_CLASS)) expect(css).toContain(`.${name}`);
  });
});

describe("the plain button", () => {
  it("busy: disabled and announced as busy, still named by its label", () => {
    const html = renderToString(<PlainButton loading>Export</PlainButton>);
    expect(html).toContain('data-loading="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('disabled=""');
    expect(html).toMatch(/>Export<\/button>$/);
    const idle = renderToString(<PlainButton>Export</PlainButton>);
    expect(idle).not.toMatch(/data-loading|aria-busy|disabled/);
  });
});
