import { expect, test, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { DEMO, signIn } from "./support/auth";

/**
 * User-supplied text is rendered inert everywhere (issue 8): markup planted in the platform's data
 * (call parties, termination, campaign, transcript, call log, notifications, phone number and SIP
 * connection names in the admin grids) shows as text and never runs. The trial account's data is used, so no other spec's counts change.
 */

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"'>`;

/** Finds the planted names through the grids' search. */
const MARKER = "XssMarker";

interface Planted {
  callId: string;
  setupTime: number;
  notificationId: string;
}

async function plant(baseURL: string | undefined): Promise<Planted> {
  const { default: Database } = await import("better-sqlite3");
  const port = new URL(baseURL ?? "http://127.0.0.1:3100").port;
  const db = new Database(`test-results/e2e-data-${port}/platform.sqlite`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const user = db.prepare("SELECT id, account_id FROM users WHERE email = ?").get(DEMO.trial.email) as { id: string; account_id: string };
    const call = db
      .prepare("SELECT id, call_id, setup_time FROM calls WHERE account_id = ? AND is_test_call = 0 AND setup_time < ? ORDER BY setup_time DESC LIMIT 1")
      .get(user.account_id, Date.now() - 2 * 86_400_000) as { id: number; call_id: string; setup_time: number };
    db.prepare("UPDATE calls SET calling_name = ?, termination_description = ?, campaign_name = ? WHERE id = ?").run(
      `${PAYLOAD} Caller`,
      PAYLOAD,
      PAYLOAD,
      call.id,
    );
    db.prepare("INSERT OR REPLACE INTO call_transcripts (call_id, seq, role, text, at) VALUES (?, 9999, 'user', ?, ?)").run(call.id, PAYLOAD, call.setup_time);
    db.prepare("INSERT OR REPLACE INTO call_logs (call_id, seq, at, level, message) VALUES (?, 9999, ?, 'info', ?)").run(call.id, call.setup_time, PAYLOAD);
    const notificationId = randomUUID();
    db.prepare(
      `INSERT INTO notifications (id, account_id, user_id, title, message, type, status, data, ttl, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 'info', 0, '{}', NULL, ?, NULL)`,
    ).run(notificationId, user.account_id, user.id, `${PAYLOAD} title`, PAYLOAD, Date.now());
    // Names the admin grids show (a real platform's data is not bound by this console's form rules).
    db.prepare("UPDATE phone_numbers SET name = ? WHERE id = (SELECT id FROM phone_numbers WHERE account_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1)").run(`${PAYLOAD} ${MARKER}`, user.account_id);
    db.prepare("UPDATE sip_connections SET name = ? WHERE id = (SELECT id FROM sip_connections WHERE account_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1)").run(`${PAYLOAD} ${MARKER}`, user.account_id);
    return { callId: call.call_id, setupTime: call.setup_time, notificationId };
  } finally {
    db.close();
  }
}

async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // The markup is shown as the text it is.
  await expect(page.getByText(PAYLOAD, { exact: false }).first()).toBeVisible();
}

test("planted markup shows as text on every page that shows it, and never runs", async ({ page, baseURL }) => {
  const planted = await plant(baseURL);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, DEMO.trial);

  const from = new Date(planted.setupTime - 60_000).toISOString();
  const to = new Date(planted.setupTime + 60_000).toISOString();
  await page.goto(`/portal/call_history?from=${from}&to=${to}`);
  await expect(page.getByRole("table", { name: "Calls" })).toBeVisible();
  await expectInert(page);

  await page.goto(`/portal/call_history/${planted.callId}?from=${from}&to=${to}`);
  await expect(page.getByRole("dialog", { name: "Call details" })).toBeVisible();
  await expectInert(page);

  await page.goto("/portal/notifications");
  await expectInert(page);

  // The same text in the administrators' list.
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto(`/admin/calls?from=${from}&to=${to}`);
  await expectInert(adminPage);
  for (const grid of ["/admin/numbers", "/admin/sipConnections"]) {
    await adminPage.goto(`${grid}?search=${MARKER}`);
    await expect(adminPage.getByRole("table")).toBeVisible();
    await expectInert(adminPage);
  }
  await admin.close();
  expect(dialogs).toEqual([]);
});
