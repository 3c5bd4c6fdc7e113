import { expect, test, type Page } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { busyWindow, busyWindowQuery as windowQuery, gridTotal as totalOf } from "./support/windows";
import { TIME } from "../../contract/limits/units";
import { menuButton } from "./support/menus";

/**
 * Call history, as customers and admins use it (docs/product.md#call-history): paging, sorting, filters, search,
 * modes, column choices; with JavaScript on and off. The window is a weekday morning in the past
 * (support/windows.ts): it always holds seeded calls and none of the simulator's new ones.
 */

const grid = (page: Page) => page.getByRole("table", { name: "Calls" });
const bodyRows = (page: Page) => grid(page).locator("tbody tr");
/** Seconds of a "MM min SS sec" cell. */
const seconds = (text: string) => {
  const m = /(\d+) min (\d+) sec/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await grid(page).locator("thead th").allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

for (const js of [true, false]) {
  test.describe(`call history with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("pages, sorts, filters and searches through the URL", async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto(`/portal/call_history?${windowQuery()}`);
      await expect(page.getByRole("heading", { name: "Call history", level: 1 })).toBeVisible();
      for (const name of ["Calling entity", "Called number", "Setup time", "Duration", "Termination", "Services"]) {
        await expect(grid(page).getByRole("columnheader", { name })).toBeVisible();
      }
      // Hidden by default (docs/product.md#call-record).
      await expect(grid(page).getByRole("columnheader", { name: "Call ID" })).toHaveCount(0);
      await expect(bodyRows(page)).toHaveCount(10);
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(20);

      // A page past the last opens the last page, never "No records yet".
      await page.goto(`/portal/call_history?${windowQuery()}&page=99999`);
      await expect(page).toHaveURL(new RegExp(`[?&]page=${Math.ceil(total / 10)}(&|$)`));
      await expect(page.getByText("No records yet")).toHaveCount(0);
      await expect(page.getByText("That page is past the last one: here is the last page.")).toBeVisible();
      await expect(bodyRows(page).first()).toBeVisible();
      await page.goto(`/portal/call_history?${windowQuery()}`);

      // Paging.
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(page.getByText(/^11–20 of /)).toBeVisible();

      // Sorting: desc first, then asc.
      await grid(page).getByRole("link", { name: "Duration" }).click();
      await expect(page).toHaveURL(/sort=-durationSeconds/);
      await expect(page).not.toHaveURL(/page=2/);
      const sorted = async (direction: 1 | -1) => {
        const d = (await columnTexts(page, "Duration")).map(seconds);
        return d.every((v, i) => i === 0 || direction * (v - d[i - 1]) >= 0);
      };
      await expect.poll(() => sorted(-1)).toBe(true);
      await grid(page).getByRole("link", { name: "Duration" }).click();
      await expect(page).toHaveURL(/sort=durationSeconds/);
      await expect.poll(() => sorted(1)).toBe(true);

      // Filters: the panel opens by a link; Apply narrows and the badge counts.
      await page.getByRole("link", { name: "Filters" }).click();
      const panel = page.getByRole("region", { name: "Filter calls" });
      await panel.getByLabel("Outcome").selectOption("true");
      await panel.getByLabel("Minimum duration (seconds)").fill("60");
      await panel.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/successful=true/);
      await expect(page.getByRole("link", { name: /Filters \(2 active\)/ })).toBeVisible();
      const narrowed = await totalOf(page);
      expect(narrowed).toBeLessThan(total);
      expect(narrowed).toBeGreaterThan(0);
      await expect
        .poll(async () => Math.min(...(await columnTexts(page, "Duration")).map(seconds)))
        .toBeGreaterThanOrEqual(60);

      // Search: a calling number of the list finds its calls.
      const number = (await columnTexts(page, "Calling number"))[0].trim();
      const box = page.getByRole("searchbox", { name: "Search calls" });
      await box.fill(number);
      if (!js) await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(number).replace("+", "\\+")}`), {
        timeout: 5_000,
      });
      await expect
        .poll(async () => {
          const numbers = await columnTexts(page, "Calling number");
          return numbers.length > 0 && numbers.every((n) => n.includes(number));
        })
        .toBe(true);
    });

    test("search is off for 3 days or more; a range over 2 months is refused", async ({ page }) => {
      await signIn(page, DEMO.owner);
      const to = new Date(Date.now() - TIME.DAY_MS);
      const from = new Date(to.getTime() - 7 * TIME.DAY_MS);
      await page.goto(`/portal/call_history?from=${from.toISOString()}&to=${to.toISOString()}&search=abc`);
      await expect(page.getByRole("searchbox", { name: "Search calls" })).toBeDisabled();
      await expect(page).toHaveURL(/search=abc/);
      const tooLong = new Date(to.getTime() - 70 * TIME.DAY_MS);
      await page.goto(`/portal/call_history?from=${tooLong.toISOString()}&to=${to.toISOString()}`);
      await expect(page.getByRole("alert").filter({ hasText: "The selected time range is too long" })).toBeVisible();
      // The default range (the last day) applies instead: search is on.
      await expect(page.getByRole("searchbox", { name: "Search calls" })).toBeEnabled();
    });
  });
}

for (const js of [true, false]) {
  test.describe(`the date range, typed as the grid shows times, JavaScript ${js ? "on" : "off"}`, () => {
    // The viewer's zone is UTC, so the typed times read as the grid's.
    test.use({ javaScriptEnabled: js, timezoneId: "UTC" });

    test("a range typed as yyyy-MM-dd HH:mm filters the calls; a text that is none says so", async ({ page }) => {
      const { from, to } = busyWindow(2);
      const typed = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
      await signIn(page, DEMO.owner);
      await page.goto("/portal/call_history");
      const fromField = page.getByLabel("From", { exact: true });
      const toField = page.getByLabel("To", { exact: true });
      // The grid's format, not the browser's locale ("11/27/2026, 01:35 PM").
      await expect(fromField).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      await expect(fromField).toHaveAttribute("placeholder", "yyyy-MM-dd HH:mm");
      if (js) await waitForHydration(page);
      await fromField.fill(typed(from));
      await toField.fill(typed(to));
      await page.getByLabel("Date applies to").selectOption("setupTime");
      const apply = page.getByRole("group", { name: "Date range" }).getByRole("button", { name: "Apply" });
      await apply.click();
      await expect(page).toHaveURL(new RegExp(`from=${encodeURIComponent(typed(from)).replace(/%20/g, "\\+")}`));
      await expect(fromField).toHaveValue(typed(from));
      await expect(toField).toHaveValue(typed(to));
      await expect(fromField).not.toHaveAttribute("aria-invalid", "true");
      // Every call listed was set up inside the typed range.
      await expect(bodyRows(page)).toHaveCount(10);
      for (const setup of await columnTexts(page, "Setup time")) {
        expect(setup >= `${typed(from)}:00` && setup <= `${typed(to)}:00`, setup).toBe(true);
      }

      // The browser refuses another shape before sending (the input's pattern), with or without JavaScript.
      await fromField.fill("11/27/2026, 01:35 PM");
      await apply.click();
      expect(await fromField.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
      await expect(toField).toHaveValue(typed(to));

      // A link or a hand-edited URL with such a text: the field keeps it and says what it expects.
      await page.goto(`/portal/call_history?from=${encodeURIComponent("11/27/2026, 01:35 PM")}&to=${to.toISOString()}`);
      await expect(fromField).toHaveValue("11/27/2026, 01:35 PM");
      await expect(fromField).toHaveAttribute("aria-invalid", "true");
      await expect(fromField).toHaveAccessibleDescription(
        "Enter a date and time as yyyy-MM-dd HH:mm, for example 2026-11-27 13:35",
      );

      // A URL bookmarked with the former form's value still reads.
      await page.goto(
        `/portal/call_history?from=${from.toISOString().slice(0, 16)}&to=${to.toISOString().slice(0, 16)}`,
      );
      await expect(fromField).toHaveValue(typed(from));
      await expect(fromField).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("each call-history cell stays in its column, one line, never over the next", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto(`/portal/call_history?${windowQuery()}`);
    await expect(bodyRows(page)).toHaveCount(10);
    const overlaps = await grid(page)
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.flatMap((row, r) => {
          const cells = [...row.querySelectorAll("td")];
          return cells.flatMap((cell, c) => {
            const box = cell.getBoundingClientRect();
            // What the cell's text takes, laid out: wider than the cell, it would run over the next.
            const range = document.createRange();
            range.selectNodeContents(cell);
            const text = range.getBoundingClientRect();
            const next = cells[c + 1]?.getBoundingClientRect();
            const problems: string[] = [];
            if (text.width > 0 && text.right > box.right + 0.5)
              problems.push(`row ${r} cell ${c} text ends at ${text.right}, its cell at ${box.right}`);
            if (next && box.right > next.left + 0.5) problems.push(`row ${r} cell ${c} runs into cell ${c + 1}`);
            return problems;
          });
        }),
      );
    expect(overlaps).toEqual([]);
    // Dates are never cut or wrapped: each setup time reads whole, on one line.
    const times = await grid(page)
      .locator("tbody time")
      .evaluateAll((els) =>
        els.map((el) => {
          const cell = el.closest("td")!;
          return { lines: el.getClientRects().length, cut: cell.scrollWidth > cell.clientWidth, text: el.textContent };
        }),
      );
    expect(times.length).toBeGreaterThanOrEqual(10);
    for (const time of times) expect(time, time.text ?? "").toMatchObject({ lines: 1, cut: false });
    // The table scrolls in its frame; the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("an idle list runs no animation; its loading bar moves only while the next page loads", async ({ page }) => {
  await signIn(page, DEMO.owner, { redirectTo: "/portal/call_history" });
  await waitForHydration(page);
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length);
  const gridBar = page.getByRole("progressbar", { name: "Loading…" });
  const gridBarMoving = () =>
    gridBar.evaluate((bar) => bar.getAnimations({ subtree: true }).some((a) => a.playState === "running"));
  // Idle, nothing moves: a hidden bar animating had the browser paint every frame while the list was open.
  await expect.poll(running).toBe(0);
  // Hold the next page's data until the bar has been seen moving.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/portal\/call_history\?.*_data=/, async (route) => {
    await held;
    await route.continue();
  });
  await grid(page).getByRole("link", { name: "Duration" }).click();
  await expect(gridBar).toBeVisible();
  await expect.poll(gridBarMoving).toBe(true);
  release();
  await expect(page).toHaveURL(/sort=-durationSeconds/);
  await expect(gridBar).toBeHidden();
  await expect.poll(running).toBe(0);
});

test("column choices persist across visits", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?${windowQuery()}`);
  await expect(grid(page).getByRole("columnheader", { name: "Call ID" })).toHaveCount(0);
  await menuButton(page, "Grid settings").click();
  const settings = page.getByRole("dialog", { name: "Grid settings" });
  // The grid shows the choice at once; the reload waits for the save's answer (the cookie).
  const saved = page.waitForResponse(
    (r) => r.url().includes("/grid-prefs") && r.request().method() === "POST" && r.ok(),
  );
  await settings.getByRole("checkbox", { name: "Call ID" }).click();
  await expect(grid(page).getByRole("columnheader", { name: "Call ID" })).toBeVisible();
  await saved;
  await page.reload();
  await expect(grid(page).getByRole("columnheader", { name: "Call ID" })).toBeVisible();
  // Reset restores the default layout.
  await menuButton(page, "Grid settings").click();
  await page.getByRole("dialog", { name: "Grid settings" }).getByRole("button", { name: "Reset columns" }).click();
  await expect(grid(page).getByRole("columnheader", { name: "Call ID" })).toHaveCount(0);
});

test("custom-filter mode holds search, filters and dates until its chip is cleared", async ({ page, baseURL }) => {
  const db = await openE2eDatabase(baseURL);
  // A bot that took calls: other specs add bots to Acme Voice that have none.
  const bot = db
    .prepare(
      `SELECT c.called_entity_id FROM calls c JOIN accounts a ON a.id = c.account_id
       WHERE a.name = 'Acme Voice' AND c.called_type = 'bot' AND c.called_entity_id IS NOT NULL
       GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as string;
  db.close();
  await signIn(page, DEMO.owner);
  await page.goto(
    `/portal/call_history?${windowQuery()}&entityType=bot&entityId=${bot}&metric=callSuccess&dimension=successful`,
  );
  const chip = page.getByText(/^Custom filters: /);
  await expect(chip).toContainText("Call success");
  await expect(page.getByRole("searchbox", { name: "Search calls" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Filters" })).toBeDisabled();
  await expect(page.getByLabel("From", { exact: true })).toBeDisabled();
  const narrowed = await totalOf(page);
  await page.getByRole("link", { name: "Clear custom filters" }).click();
  await expect(page).not.toHaveURL(/entityId=/);
  await expect(page.getByRole("searchbox", { name: "Search calls" })).toBeEnabled();
  expect(await totalOf(page)).toBeGreaterThan(narrowed);
});

test("related calls list every leg of a session; a lone call says none were found", async ({ page, baseURL }) => {
  const db = await openE2eDatabase(baseURL);
  const acme = db.prepare("SELECT id FROM accounts WHERE name = 'Acme Voice'").pluck().get() as string;
  const leg = db
    .prepare(
      `SELECT call_id FROM calls WHERE account_id = ? AND global_session_id IN
         (SELECT global_session_id FROM calls WHERE account_id = ? AND global_session_id IS NOT NULL GROUP BY 1 HAVING COUNT(*) > 1 LIMIT 1)
       LIMIT 1`,
    )
    .pluck()
    .get(acme, acme) as string;
  const lone = db
    .prepare(
      `SELECT call_id FROM calls c WHERE account_id = ? AND (global_session_id IS NULL OR
         (SELECT COUNT(*) FROM calls d WHERE d.global_session_id = c.global_session_id) = 1) LIMIT 1`,
    )
    .pluck()
    .get(acme) as string;
  db.close();
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history?related=${leg}`);
  await expect(page.getByText(`Related call records of ${leg}`)).toBeVisible();
  expect(await totalOf(page)).toBeGreaterThanOrEqual(2);
  await page.getByRole("link", { name: "Cancel related call records" }).click();
  await expect(page).not.toHaveURL(/related=/);

  await page.goto(`/portal/call_history?related=${lone}`);
  await expect(
    page.getByRole("alert").filter({ hasText: "No related call records were found for this call." }),
  ).toBeVisible();
  await expect(page.getByText(/^Related call records of /)).toHaveCount(0);
});

test("admins see every account's calls in UTC; customers are refused", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/calls?${windowQuery()}`);
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await expect(grid(page).getByRole("columnheader", { name: "Account" })).toBeVisible();
  await expect(page.getByText("Times are shown in UTC.")).toBeVisible();
  const accounts = new Set((await columnTexts(page, "Account")).map((a) => a.trim()));
  const all = await totalOf(page);
  await page.getByRole("link", { name: "Filters" }).click();
  await page.getByRole("region", { name: "Filter calls" }).getByLabel("Account").selectOption({ label: "Acme Voice" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/account=/);
  await expect
    .poll(async () => [...new Set((await columnTexts(page, "Account")).map((a) => a.trim()))])
    .toEqual(["Acme Voice"]);
  expect(await totalOf(page)).toBeLessThanOrEqual(all);
  expect(accounts.size).toBeGreaterThan(0);

  const customer = await page.context().browser()!.newContext();
  const other = await customer.newPage();
  await signIn(other, DEMO.owner);
  const response = await other.goto("/admin/calls");
  expect(response?.status()).toBe(403);
  await customer.close();
});
