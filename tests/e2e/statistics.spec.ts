import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { TIME } from "../../contract/limits/units";

/**
 * Statistics, as customers and admins use it (docs/product.md#statistics; issue 6): range tabs, the custom
 * range refusal, entity and metric choice and their persistence, drill-downs whose call list holds
 * exactly the calls the clicked column counted, every export format, and the page without
 * JavaScript. Drill-down ranges lie in the past, so the simulator's new calls stay out of the counts.
 */

/** A custom range ending a day ago (5-minute columns up to 48 hours, daily columns beyond). */
function pastRange(hours: number): string {
  const to = new Date(Math.floor((Date.now() - TIME.DAY_MS) / TIME.HOUR_MS) * TIME.HOUR_MS);
  const from = new Date(to.getTime() - hours * TIME.HOUR_MS);
  return `range=custom&from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

const chart = (page: Page, title: string) => page.getByRole("figure", { name: new RegExp(`^${title},`) });

/** The column link of `chart` with the biggest number for `stack` ("Call success, failed, …: 12 calls"). */
async function biggestColumn(
  figure: Locator,
  prefix: string,
): Promise<{ link: Locator; value: number; label: string }> {
  const links = figure.getByRole("link", { name: new RegExp(`^${prefix}, `) });
  const labels = await links.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
  expect(labels.length, `columns of ${prefix}`).toBeGreaterThan(0);
  let best = 0;
  labels.forEach((l, i) => {
    if (Number(/: (\d+) calls$/.exec(l)?.[1]) > Number(/: (\d+) calls$/.exec(labels[best])?.[1])) best = i;
  });
  return {
    link: figure.locator(`a[aria-label="${labels[best]}"]`),
    value: Number(/: (\d+) calls$/.exec(labels[best])![1]),
    label: labels[best],
  };
}

/** With JavaScript: waits until Remix has hydrated the page (before using client-side widgets). */
async function hydrated(page: Page, js: boolean): Promise<void> {
  if (js) await waitForHydration(page);
}

/** "1–10 of 1,234" -> 1234 */
async function gridTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d[\d,]*–\d[\d,]* of \d[\d,]*$/).innerText();
  return Number(text.split(" of ")[1].replace(/,/g, ""));
}

/** Opens a column's call list and checks its total equals the column's number. */
async function expectDrillDownEquals(
  page: Page,
  column: { link: Locator; value: number; label: string },
  listPath: string,
) {
  const back = page.url();
  await column.link.click();
  await expect(page).toHaveURL(new RegExp(`${listPath}\\?`));
  await expect(page.getByText("Custom filters")).toBeVisible();
  expect(await gridTotal(page), column.label).toBe(column.value);
  await page.goto(back);
}

for (const js of [true, false]) {
  test.describe(`statistics with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("range tabs move the end of the range; a custom range over 2 months is refused", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto("/portal/statistics?metrics=callSuccess");
      await expect(page.getByRole("heading", { name: "Statistics", level: 1 })).toBeVisible();
      await hydrated(page, js);
      const tabs = page.getByRole("navigation", { name: "Quick ranges" });
      await expect(tabs.getByRole("link", { name: "24 hours" })).toHaveAttribute("aria-current", "page");
      await tabs.getByRole("link", { name: "7 days" }).click();
      await expect(page).toHaveURL(/range=7d/);
      await expect(tabs.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
      // Daily columns: "Call success, successful, Nov 15: 1,234 calls".
      await expect(
        chart(page, "Call success")
          .getByRole("link", { name: /^Call success, successful, [A-Z][a-z]{2} \d+: \d+ calls$/ })
          .first(),
      ).toBeAttached();
      await tabs.getByRole("link", { name: "30 days" }).click();
      await expect(page).toHaveURL(/range=30d/);

      // Custom, through the form.
      await page.getByText("Custom", { exact: true }).click();
      await page.getByLabel("From").fill("2026-01-01 00:00");
      await page.getByLabel("To").fill("2026-04-15 00:00");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(
        page.getByText("The selected time range is too long. Please select a range not longer than 2 months."),
      ).toBeVisible();
      await expect(tabs.getByRole("link", { name: "24 hours" })).toHaveAttribute("aria-current", "page");
    });

    test("entity and metric choices are kept for the user; a gone entity resets to All", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto("/portal/statistics?range=24h");
      await hydrated(page, js);
      const entity = page.getByLabel("Configuration entity");
      const botOption = entity.locator("optgroup[label='Bots'] option").first();
      const botValue = (await botOption.getAttribute("value"))!;
      await entity.selectOption(botValue);
      if (!js) await page.getByRole("button", { name: "Show", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`entity=${encodeURIComponent(botValue)}`));
      await page.getByRole("checkbox", { name: "Concurrent calls" }).uncheck();
      if (!js) await page.getByRole("button", { name: "Show metrics" }).click();
      await expect(page.getByRole("figure", { name: /^Concurrent calls,/ })).toHaveCount(0);
      await expect(page.getByRole("figure")).toHaveCount(4);

      // A fresh visit without parameters shows the saved choice.
      await page.goto("/portal/statistics");
      await expect(entity).toHaveValue(botValue);
      await expect(page.getByRole("checkbox", { name: "Concurrent calls" })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: "Call success" })).toBeChecked();

      // No metric: the 'no statistics' state.
      await page.goto("/portal/statistics?metrics=");
      await expect(page.getByText("No statistics: select at least one metric")).toBeVisible();
      await expect(page.getByRole("figure")).toHaveCount(0);

      // A saved entity that no longer exists resets to All.
      await page.goto("/portal/statistics?entity=bot:no-such-bot&metrics=callSuccess");
      await expect(entity).toHaveValue("all");
      await page.goto("/portal/statistics");
      await expect(entity).toHaveValue("all");
    });

    test("a column opens the call list of exactly the calls it counted", async ({ page }) => {
      await signIn(page, DEMO.owner);
      // 5-minute columns.
      await page.goto(`/portal/statistics?${pastRange(6)}&entity=all&metrics=callSuccess,voiceQuality`);
      for (const [title, stack] of [
        ["Call success", "successful"],
        ["Call success", "failed"],
        ["Voice quality", "good"],
        ["Voice quality", "fair"],
        ["Voice quality", "poor"],
        ["Voice quality", "unknown"],
      ]) {
        const column = await biggestColumn(chart(page, title), `${title}, ${stack}`);
        expect(column.value).toBeGreaterThan(0);
        await expectDrillDownEquals(page, column, "/portal/call_history");
      }
      // Daily columns (summed), of one bot.
      await page.goto(`/portal/statistics?${pastRange(5 * 24)}&metrics=callSuccess`);
      const bot = (await page
        .getByLabel("Configuration entity")
        .locator("optgroup[label='Bots'] option")
        .first()
        .getAttribute("value"))!;
      await page.goto(`/portal/statistics?${pastRange(5 * 24)}&metrics=callSuccess&entity=${encodeURIComponent(bot)}`);
      const daily = await biggestColumn(chart(page, "Call success"), "Call success, successful");
      expect(daily.label).toMatch(/successful, [A-Z][a-z]{2} \d+: /);
      await expectDrillDownEquals(page, daily, "/portal/call_history");
    });

    test("every export format downloads a file of its type", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto(`/portal/statistics?${pastRange(6)}&metrics=callSuccess`);
      const figure = chart(page, "Call success");
      await figure.getByText("Export", { exact: true }).click();
      const signatures: Record<string, (b: Buffer, type: string) => void> = {
        PNG: (b, type) => {
          expect(type).toBe("image/png");
          expect(b.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
        },
        SVG: (b, type) => {
          expect(type).toContain("image/svg+xml");
          expect(b.toString("utf8")).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        },
        CSV: (b, type) => {
          expect(type).toContain("text/csv");
          expect(b.toString("utf8")).toMatch(/^\uFEFFStart,End,successful,failed\n\d{4}-/);
        },
        PDF: (b, type) => {
          expect(type).toBe("application/pdf");
          expect(b.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        },
        XLS: (b, type) => {
          expect(type).toContain("spreadsheetml");
          expect(b.subarray(0, 4).toString("hex")).toBe("504b0304");
        },
      };
      for (const [format, check] of Object.entries(signatures)) {
        const href = (await figure.getByRole("link", { name: format, exact: true }).getAttribute("href"))!;
        expect(href).toMatch(/^\/portal\/statistics\/export\?.*format=\w+.*&metric=CountCalls/);
        const res = await page.request.get(href);
        expect(res.status(), format).toBe(200);
        const body = await res.body();
        expect(body.length, format).toBeGreaterThan(100);
        check(body, res.headers()["content-type"]);
      }
      const print = await page.request.get(
        (await figure.getByRole("link", { name: "Print", exact: true }).getAttribute("href"))!,
      );
      expect(print.headers()["content-type"]).toContain("text/html");
      expect(await print.text()).toContain("<svg");
    });

    test("fullscreen draws the chart in a dialog", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto("/portal/statistics?metrics=callSuccess,voiceQuality");
      await hydrated(page, js);
      await page.getByRole("link", { name: "Fullscreen: Voice quality" }).click();
      await expect(page).toHaveURL(/fullscreen=voiceQuality/);
      const dialog = page.getByRole("dialog", { name: "Voice quality" });
      await expect(dialog.getByRole("figure", { name: /^Voice quality,/ })).toBeVisible({ timeout: 15_000 });
      await dialog.getByRole("link", { name: "Close fullscreen" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("admins choose an account, and a column opens the admin call list of its calls", async ({ page, baseURL }) => {
      await signIn(page, DEMO.admin);
      await page.goto("/admin/statistics");
      await expect(page.getByText("Choose a client account, or all accounts, to see statistics.")).toBeVisible();
      const db = await openE2eDatabase(baseURL);
      const acme = db.prepare("SELECT id FROM accounts WHERE name = 'Acme Voice'").pluck().get() as string;
      db.close();
      if (js) {
        await hydrated(page, js);
        const box = page.getByPlaceholder("Search accounts");
        await box.fill("Acm");
        await page.getByRole("option", { name: "Acme Voice" }).click();
      } else {
        await page.getByLabel("Search accounts").fill("Acme");
        await page.getByRole("button", { name: "Show", exact: true }).click();
        await page.getByLabel("Client account").selectOption(acme);
        await page.getByRole("button", { name: "Show", exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`account=${acme}`));
      await page.goto(`/admin/statistics?account=${acme}&${pastRange(6)}&metrics=callSuccess`);
      await expect(page.getByText("Times are in UTC.")).toBeVisible();
      const column = await biggestColumn(chart(page, "Call success"), "Call success, successful");
      await expectDrillDownEquals(page, column, "/admin/calls");
      // All accounts.
      await page.goto(`/admin/statistics?account=all&${pastRange(6)}&metrics=voiceQuality`);
      const all = await biggestColumn(chart(page, "Voice quality"), "Voice quality, good");
      await expectDrillDownEquals(page, all, "/admin/calls");
    });
  });
}

test("a first visit adopts the server's charts and downloads no victory; a chart drawn in the browser loads it", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  /** The bodies of the scripts the statistics page loads, by URL. */
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.text().catch(() => ""),
      );
  });
  const victoryLoaded = async () =>
    (await Promise.all(scripts.values())).some((body) => body.includes('"VictoryAxis"'));
  await page.goto("/portal/statistics?metrics=callSuccess");
  await waitForHydration(page);
  const figure = chart(page, "Call success");
  await expect(figure.getByRole("link", { name: /^Call success, successful, / }).first()).toBeAttached();
  await page.waitForLoadState("networkidle");
  expect(await victoryLoaded()).toBe(false);

  // Another range, by client-side navigation: the browser draws the chart itself.
  await page.getByRole("navigation", { name: "Quick ranges" }).getByRole("link", { name: "7 days" }).click();
  await expect(
    figure.getByRole("link", { name: /^Call success, successful, [A-Z][a-z]{2} \d+: \d+ calls$/ }).first(),
  ).toBeAttached();
  expect(await victoryLoaded()).toBe(true);
});

test("each chart's value axis names its unit, and a count has whole ticks only", async ({ page }) => {
  await signIn(page, DEMO.owner);
  // A day of 5-minute columns: call attempts per second peak at 1 or 2, where a free scale drew 0.5 steps.
  await page.goto(`/portal/statistics?${pastRange(24)}&metrics=callAttempts,callSuccess,callDuration`);
  const attempts = chart(page, "Call attempts");
  await expect(attempts.locator("svg").first()).toBeVisible();
  // The value axis is the chart's second (Victory names its labels "…-axis-1-tickLabels-n").
  const ticks = (figure: Locator) =>
    figure.locator('[id*="-axis-1-tickLabels-"]').evaluateAll((labels) => labels.map((l) => l.textContent ?? ""));
  const attemptTicks = await ticks(attempts);
  expect(attemptTicks.length).toBeGreaterThanOrEqual(2);
  for (const tick of attemptTicks) expect(tick, attemptTicks.join(" ")).toMatch(/^\d+$/);
  await expect(attempts.locator("svg text", { hasText: "Call attempts per second" })).toBeVisible();
  const success = chart(page, "Call success");
  for (const tick of await ticks(success)) expect(tick).toMatch(/^\d+$/);
  await expect(success.locator("svg text", { hasText: /^Calls$/ })).toBeVisible();
  await expect(chart(page, "Call duration").locator("svg text", { hasText: /^Seconds$/ })).toBeVisible();
});

test("JPEG export", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const res = await page.request.get(
    "/portal/statistics/export?range=24h&metrics=callSuccess&format=jpeg&metric=CountCalls",
  );
  expect(res.headers()["content-type"]).toBe("image/jpeg");
  expect((await res.body()).subarray(0, 3).toString("hex")).toBe("ffd8ff");
});
