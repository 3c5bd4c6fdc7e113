/**
 * Extending a trial by 30 days from the admin accounts grid (docs/product.md#account-status): the dialog serves trial
 * accounts only, under the money actions' role; one submit extends once (the form's idempotency key,
 * answered by an msw stand-in that, like the platform, repeats its first answer to a repeated key);
 * success goes back to the grid with a toast naming the new end date; a lost answer keeps the key.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, ROLES } from "../../../contract/roles";
import { extendTrialAction, loadTrialDialog } from "~/features/admin-accounts/trial.server";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const ACCOUNT = "acct-trial";
const KEY = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";
const ENDS = Date.UTC(2026, 11, 1);
const client = (plan: string) => ({
  id: ACCOUNT,
  name: "Trial Co",
  type: "LiveHub",
  plan,
  billingType: "Prepaid",
  status: "active",
  balance: 0,
  deleted: false,
  trialExpiresAt: new Date(ENDS).toISOString(),
});

async function setup(options: { roles?: readonly string[]; plan?: string; faults?: ("lost" | "409")[] } = {}) {
  const { handlers, cookie } = await signedInAs(options.roles ?? [...ADMIN_ROLES]);
  const faults = [...(options.faults ?? [])];
  const answered = new Map<string, string>();
  let extensions = 0;
  let until = ENDS;
  server.use(
    ...handlers,
    http.get(`${PLATFORM}/vaic/api/clients`, () =>
      HttpResponse.json({ clients: [client(options.plan ?? "Trial Plan")], pages: { total: 1 } }),
    ),
    http.post(`${PLATFORM}/vaic/api/clients/${ACCOUNT}/ExtendTrial`, ({ request }) => {
      const key = request.headers.get(IDEMPOTENCY.HEADER) ?? "";
      const fault = faults.shift();
      if (fault === "409")
        return HttpResponse.json({ message: "Only a trial account can be upgraded" }, { status: 409 });
      if (!answered.has(key)) {
        extensions += 1;
        until += TRIAL.EXTENSION_DAYS * TIME.DAY_MS;
        answered.set(key, new Date(until).toISOString());
      }
      if (fault === "lost") return HttpResponse.error();
      return HttpResponse.json({ trialExpiresAt: answered.get(key) });
    }),
  );
  const request = (
    method: "GET" | "POST",
    fields: Record<string, string> = { intent: "extend", idempotencyKey: KEY },
  ) =>
    consoleRequest(`/admin/accounts/${ACCOUNT}/trial?search=trial`, {
      method,
      cookie,
      body: method === "POST" ? new URLSearchParams(fields) : undefined,
    });
  return { request, extensions: () => extensions };
}

async function flashed(response: Response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));
  if (!setCookie) return [];
  const { toasts } = await getToasts(consoleRequest("/admin/accounts", { cookie: setCookie.split(";")[0] }));
  return toasts.map(({ type, message }) => ({ type, message }));
}

const outcome = async (work: Promise<unknown>) => {
  try {
    return (await work) as Response;
  } catch (thrown) {
    return thrown as Response;
  }
};

describe("extend trial", () => {
  it("the dialog shows a trial account with a fresh key; a non-trial account is not found", async () => {
    const trial = await setup();
    const data = await loadTrialDialog(trial.request("GET"), makeTestContext(), ACCOUNT);
    expect(data).toMatchObject({
      account: { id: ACCOUNT, name: "Trial Co", trialExpiresAt: new Date(ENDS).toISOString() },
      days: TRIAL.EXTENSION_DAYS,
    });
    expect(data.idempotencyKey).toMatch(IDEMPOTENCY.KEY_PATTERN);
    const essential = await setup({ plan: "Essential Plan" });
    expect((await outcome(loadTrialDialog(essential.request("GET"), makeTestContext(), ACCOUNT))).status).toBe(404);
  });

  it("is refused without the admin billing role, before anything is sent", async () => {
    const { request, extensions } = await setup({
      roles: [ROLES.ADMIN, ROLES.ADMIN_ACCOUNTS_READ, ROLES.ADMIN_ACCOUNTS_UPDATE],
    });
    expect((await outcome(extendTrialAction(request("POST"), makeTestContext(), ACCOUNT))).status).toBe(403);
    expect(extensions()).toBe(0);
  });

  it("one submit extends once, even sent twice, and the toast says the new end date", async () => {
    const { request, extensions } = await setup();
    const first = await outcome(extendTrialAction(request("POST"), makeTestContext(), ACCOUNT));
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin/accounts?search=trial");
    expect(await flashed(first)).toEqual([
      { type: "success", message: "The trial of Trial Co was extended by 30 days: it now ends on December 31, 2026" },
    ]);
    const again = await outcome(extendTrialAction(request("POST"), makeTestContext(), ACCOUNT));
    expect(await flashed(again)).toEqual(await flashed(first));
    expect(extensions()).toBe(1);
  });

  it("a lost answer keeps the dialog with the same key and says so; sending again extends once", async () => {
    const { request, extensions } = await setup({ faults: ["lost"] });
    const lost = await outcome(extendTrialAction(request("POST"), makeTestContext(), ACCOUNT));
    expect(lost.status).toBe(503);
    const body = (await lost.json()) as { idempotencyKey: string; error: Record<string, string[]> };
    expect(body.idempotencyKey).toBe(KEY);
    expect(body.error[""]).toContain(MSG.warning_money_unconfirmed);
    expect((await outcome(extendTrialAction(request("POST"), makeTestContext(), ACCOUNT))).status).toBe(302);
    expect(extensions()).toBe(1);
  });

  it("a refusal goes back to the grid with the platform's words; a form without the intent or a key sends nothing", async () => {
    const refused = await setup({ faults: ["409"] });
    const response = await outcome(extendTrialAction(refused.request("POST"), makeTestContext(), ACCOUNT));
    expect(await flashed(response)).toEqual([{ type: "danger", message: "Only a trial account can be upgraded" }]);
    const bad = await setup();
    for (const fields of [
      { idempotencyKey: KEY },
      { intent: "extend" },
      { intent: "extend", idempotencyKey: "x" },
    ] as Record<string, string>[]) {
      expect((await outcome(extendTrialAction(bad.request("POST", fields), makeTestContext(), ACCOUNT))).status).toBe(
        400,
      );
    }
    expect(bad.extensions()).toBe(0);
  });
});
