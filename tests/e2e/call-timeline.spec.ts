import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/auth";
import { transferredSession } from "./support/calls";
import { waitForHydration } from "./support/hydration";

/**
 * The one-call timeline of a transferred call (issue 18): both legs on one axis with their SIP
 * ladders, MOS per leg and each bot answer's delays; a turn plays the recording from there; the
 * SIP ladder dialog. JavaScript on and off. (axe runs on both screens in a11y.spec.ts.)
 */

async function expectTimeline(page: Page, mos: [number, number]) {
  const drawer = page.getByRole("dialog", { name: "Call details" });
  const timeline = drawer.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(/^2 legs from /)).toBeVisible();
  const legs = timeline.getByRole("table", { name: "Legs of the session" });
  const rows = legs.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Leg 1 (this call)");
  await expect(rows.nth(1)).toContainText(mos[0].toFixed(2));
  await expect(rows.nth(2).getByRole("link", { name: "Details of leg 2" })).toBeVisible();
  await expect(rows.nth(2)).toContainText(mos[1].toFixed(2));
  await expect(rows.nth(1).getByRole("link", { name: /messages$/ })).toBeVisible();
  await expect(rows.nth(2).getByRole("link", { name: /messages$/ })).toBeVisible();
  await expect(
    timeline.getByText(/^Speech to text \d+ ms, bot \d+ ms, text to speech \d+ ms \(\d+ ms\)$/).first(),
  ).toBeVisible();
  return timeline;
}

async function expectLadder(page: Page) {
  const ladder = page.getByRole("dialog", { name: "SIP ladder" });
  await expect(ladder.getByRole("heading", { name: /^Leg 1: / })).toBeVisible();
  await expect(ladder.getByRole("heading", { name: /^Leg 2: / })).toBeVisible();
  const first = ladder.getByRole("table", { name: "SIP messages of leg 1" });
  await expect(first.getByRole("row").nth(1)).toContainText("INVITE");
  for (const message of ["REFER", "202 Accepted", "NOTIFY", "BYE"])
    await expect(first.getByRole("cell", { name: message, exact: true }).first()).toBeAttached();
  const second = ladder.getByRole("table", { name: "SIP messages of leg 2" });
  await expect(second.getByRole("cell", { name: "200 OK", exact: true }).first()).toBeAttached();
  return ladder;
}

test("JavaScript on: the transferred call's timeline, playing a turn, and its SIP ladder", async ({
  page,
  baseURL,
}) => {
  const session = await transferredSession(baseURL);
  await signIn(page, DEMO.owner, { redirectTo: `/portal/call_history/${session.first}` });
  const timeline = await expectTimeline(page, [session.firstMos, session.secondMos]);
  await waitForHydration(page);

  // A turn plays the recording from its offset, in place.
  // (The platform's synthetic recordings last at most 30 s: a turn inside them.)
  const turns = timeline.getByRole("link", { name: /^Play from / });
  // Read the turns once the person can see them (reading at once raced the list in one CI run).
  await expect(turns.first()).toBeVisible();
  const offsets = (await turns.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))).map((href) =>
    Number(/#t=([\d.]+)$/.exec(href)?.[1]),
  );
  const index = offsets.findIndex((s) => s > 1 && s < 25);
  expect(index).toBeGreaterThanOrEqual(0);
  const turn = turns.nth(index);
  const seconds = offsets[index];
  await turn.click();
  await expect(page).toHaveURL(new RegExp(`/portal/call_history/${session.first}$`));
  await expect
    .poll(() => page.locator(`audio#recording-${session.first}`).evaluate((a: HTMLAudioElement) => a.currentTime))
    .toBeGreaterThanOrEqual(seconds - 0.1);

  await timeline.getByRole("link", { name: "SIP ladder" }).click();
  const ladder = await expectLadder(page);
  await ladder.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog", { name: "Call details" })).toBeVisible();
});

test("Escape closes the SIP ladder, then the drawer, wherever the focus is; twice quickly closes both", async ({
  page,
  baseURL,
}) => {
  const session = await transferredSession(baseURL);
  await signIn(page, DEMO.owner, { redirectTo: `/portal/call_history/${session.first}` });
  const drawer = page.getByRole("dialog", { name: "Call details" });
  const ladder = page.getByRole("dialog", { name: "SIP ladder" });
  await expect(drawer).toBeVisible();
  await waitForHydration(page);

  // From the keyboard: the ladder's link, Enter, Escape back to the drawer with the focus on that link.
  const ladderLink = drawer.getByRole("region", { name: "Timeline" }).getByRole("link", { name: "SIP ladder" });
  await ladderLink.focus();
  await page.keyboard.press("Enter");
  await expect(ladder).toBeVisible();
  await expect.poll(() => ladder.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // A click on the ladder's text (nothing focusable there) leaves the focus in the dialog.
  await ladder.getByRole("table", { name: "SIP messages of leg 1" }).click();
  await page.keyboard.press("Escape");
  await expect(ladder).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/portal/call_history/${session.first}$`));
  await expect(ladderLink).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/portal\/call_history$/);

  // The focus on the recording player, deep in the drawer: Escape still closes it.
  await page.goto(`/portal/call_history/${session.first}`);
  await waitForHydration(page);
  await page.locator(`audio#recording-${session.first}`).focus();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  // Two Escapes in a row from the ladder close it and the drawer, even while the drawer is still drawing.
  await page.goto(`/portal/call_history/${session.first}/ladder`);
  await expect(ladder).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => ladder.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/portal\/call_history$/);
  await expect(ladder).toHaveCount(0);
  await expect(drawer).toHaveCount(0);
});

test("a toast shows inside the drawer, under its title, never over its content", async ({ page, baseURL }) => {
  const session = await transferredSession(baseURL);
  // The list behind the drawer refuses a range over 2 months: its warning toast shows while the drawer is open.
  const to = new Date();
  const from = new Date(to.getTime() - 70 * 24 * 3600 * 1000);
  await signIn(page, DEMO.owner);
  await page.goto(`/portal/call_history/${session.first}?from=${from.toISOString()}&to=${to.toISOString()}`);
  const drawer = page.getByRole("dialog", { name: "Call details" });
  const toast = drawer.getByRole("alert").filter({ hasText: "The selected time range is too long" });
  await expect(toast).toBeVisible();
  const related = drawer.getByRole("link", { name: "Related call records" });
  const [toastBox, relatedBox, drawerBox] = [
    await toast.boundingBox(),
    await related.boundingBox(),
    await drawer.boundingBox(),
  ];
  // Below the drawer's title and its links, inside the drawer.
  expect(toastBox!.y).toBeGreaterThanOrEqual(relatedBox!.y + relatedBox!.height);
  expect(toastBox!.x).toBeGreaterThanOrEqual(drawerBox!.x);
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(drawerBox!.x + drawerBox!.width);
  // Nothing of the drawer lies under it: the element at its middle is the toast itself.
  const covered = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(covered).toBe(true);
  await toast.getByRole("button", { name: "Close notification" }).click();
  await expect(toast).toHaveCount(0);
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the timeline reads the same, turns link to the recording at their offset, the ladder opens and closes", async ({
    page,
    baseURL,
  }) => {
    const session = await transferredSession(baseURL);
    await signIn(page, DEMO.owner, { redirectTo: `/portal/call_history/${session.first}` });
    const timeline = await expectTimeline(page, [session.firstMos, session.secondMos]);
    await expect(timeline.getByRole("link", { name: /^Play from / }).first()).toHaveAttribute(
      "href",
      new RegExp(`^/portal/call_history/${session.first}/recording#t=[\\d.]+$`),
    );
    await timeline.getByRole("link", { name: "SIP ladder" }).click();
    const ladder = await expectLadder(page);
    await ladder.getByRole("link", { name: "Back to the call details" }).click();
    await expect(page.getByRole("dialog", { name: "Call details" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/portal/call_history/${session.first}$`));
  });
});
