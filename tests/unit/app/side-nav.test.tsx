import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { alarmBadge } from "~/components/shell/alarm-badge";
import { shellCss } from "~/components/shell/shell-css";
import { NavContent } from "~/components/shell/SideNav";
import { PORTAL_NAVIGATION } from "~/features/navigation/tree";
import { UI } from "../../../contract/limits/ui";
import type { AlarmSummary } from "../../../contract/alarms";
import shell from "../../../public/locales/en-us/shell.json";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en-US",
    resources: { "en-US": { shell } },
    ns: ["shell"],
    defaultNS: "shell",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
});

async function render(url: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`http://console.test${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const summary = (critical: number): AlarmSummary => ({
  critical,
  major: 0,
  minor: 0,
  warning: 0,
  indeterminate: 0,
  cleared: 0,
});

describe("the side navigation (issue 15: plain elements on every signed-in page)", () => {
  it("marks the current screen, keeps groups collapsible without JavaScript, and carries the alarm badge", async () => {
    const html = await render(
      "/portal/call_history?page=2",
      <NavContent entries={PORTAL_NAVIGATION} pathname="/portal/call_history" alarmBadge={alarmBadge(summary(12))} />,
    );
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/portal\/call_history"|<a[^>]*href="\/portal\/call_history"[^>]*aria-current="page"/,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<details[^>]*open[^>]*><summary>/);
    expect(html).toContain('aria-label="12 active alarms"');
    expect(html).toContain('data-size="double"');
    expect(html).toContain('data-color="danger"');
    // Nothing of it is a styled component: rendering it serialises no emotion style.
    expect(html).not.toContain("<style");
    expect(html).not.toMatch(/class="[^"]*css-/);
  });

  it("sizes the badge apart above 9 and above 99", () => {
    expect(alarmBadge(summary(UI.ALARM_BADGE_STEP_1))?.size).toBe("single");
    expect(alarmBadge(summary(UI.ALARM_BADGE_STEP_2 + 1))).toMatchObject({ size: "overflow", text: "99+" });
  });

  it("takes the navigation's width and breakpoint from the UI constants", () => {
    const css = shellCss();
    expect(css).toContain(`width: ${UI.SIDE_NAV_WIDTH_PX}px`);
    expect(css).toContain(`@media (min-width: ${UI.SIDE_NAV_PERMANENT_MIN_WIDTH_PX}px)`);
    expect(css).toContain(`padding-left: ${UI.SIDE_NAV_WIDTH_PX}px`);
  });
});
