import { expect, test } from "@playwright/test";
import { DEMO, openE2eDatabase, signIn } from "./support/auth";

/**
 * The customer screens show the caller's own account, administrators included: the platform lets an
 * administrator read any account's call or WhatsApp number, so the console checks those reads
 * itself. The admin screens are where every account is.
 */
test("an administrator's customer screens answer another account's call, recording and WhatsApp number with 404", async ({
  page,
  baseURL,
}) => {
  const db = await openE2eDatabase(baseURL);
  const own = db.prepare("SELECT account_id FROM users WHERE email = ?").pluck().get(DEMO.admin.email) as string;
  const call = db
    .prepare("SELECT call_id FROM calls WHERE account_id != ? AND recorded = 1 ORDER BY setup_time DESC LIMIT 1")
    .get(own) as { call_id: string };
  const number = db
    .prepare("SELECT id, name FROM whatsapp_numbers WHERE account_id != ? AND deleted_at IS NULL LIMIT 1")
    .get(own) as { id: string; name: string };
  db.close();
  await signIn(page, DEMO.admin);

  for (const path of [
    `/portal/call_history/${call.call_id}`,
    `/portal/call_history/${call.call_id}/recording`,
    `/portal/whatsapp_numbers/${number.id}`,
  ]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(404);
    const body = await res.text();
    expect(body, path).not.toContain(number.name);
    expect(body, path).not.toContain("RIFF");
  }
  // The same records on the admin screens.
  expect((await page.request.get(`/admin/calls/${call.call_id}`)).status()).toBe(200);
  const view = await page.request.get(`/admin/whatsapp_numbers/${number.id}`);
  expect(view.status()).toBe(200);
  expect(await view.text()).toContain(number.name);
});
