/**
 * Manual charge and credit when the platform's answer is lost (issue 7 item 5: "a retry after a
 * timeout moves money once"). A timeout, a cut connection or a 5xx leaves the outcome unknown, so the
 * dialog stays open with the same idempotency key and says why; sending again carries that key, and
 * the platform (here an msw stand-in that, like the real one, answers a repeated key with its first
 * answer) moves the money once. A definite refusal still goes back to the grid with a toast.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { MSG } from "../../../contract/messages";
import { ADMIN_ROLES, ROLES } from "../../../contract/roles";
import { chargeAction, creditAction } from "~/features/admin-accounts/money.server";
import { getToasts, TOAST_COOKIE_NAME } from "~/toast/toast.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const VAIC = `${PLATFORM}/vaic/api`;
const ACCOUNT = "acct-7";
const KEY = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";
const MONEY_ADMIN = [
  ...ADMIN_ROLES,
  ROLES.ADMIN_ACCOUNTS_READ,
  ROLES.ADMIN_ACCOUNTS_UPDATE,
  ROLES.ACCOUNTS_ACTIONS_ADDCREDIT,
];

type Fault = "lost" | "500" | "400";

/**
 * A signed-in administrator and a money endpoint that fails the first `faults.length` calls as told,
 * then works, moving money once per key. `moves` counts the money actually moved.
 */
async function setup(faults: Fault[]) {
  const { handlers, cookie } = await signedInAs(MONEY_ADMIN);
  const keys: (string | null)[] = [];
  const answered = new Map<string, Record<string, string | number>>();
  let moves = 0;
  const money = async (request: Request, sign: 1 | -1) => {
    const key = request.headers.get(IDEMPOTENCY.HEADER);
    keys.push(key);
    const body = (await request.json()) as { amount?: number; creditAmount?: number };
    const fault = faults.shift();
    if (fault === "400") return HttpResponse.json({ message: "amount: refused by the platform" }, { status: 400 });
    // "lost": the platform moved the money, then the answer never reached the console.
    if (fault !== "500" && key && !answered.has(key)) {
      moves += 1;
      answered.set(key, {
        id: `bill-${moves}`,
        accountId: ACCOUNT,
        amount: sign * (body.amount ?? body.creditAmount ?? 0),
        balance: 100,
      });
    }
    if (fault === "lost") return HttpResponse.error();
    if (fault === "500") return HttpResponse.json({ message: "Billing is under maintenance" }, { status: 500 });
    return HttpResponse.json(answered.get(key ?? "") ?? null);
  };
  server.use(
    ...handlers,
    http.post(`${VAIC}/payment/manualCharge`, ({ request }) => money(request, -1)),
    http.put(`${VAIC}/payment/addCredit`, ({ request }) => money(request, 1)),
  );
  const post = (dialog: "charge" | "credit", fields: Record<string, string>) =>
    consoleRequest(`/admin/accounts/${ACCOUNT}/${dialog}?search=acme`, {
      method: "POST",
      cookie,
      body: new URLSearchParams(fields),
    });
  return { keys, moves: () => moves, post };
}

async function flashedToasts(response: Response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));
  if (!setCookie) return [];
  const { toasts } = await getToasts(consoleRequest("/admin/accounts", { cookie: setCookie.split(";")[0] }));
  return toasts.map(({ type, message }) => ({ type, message }));
}

const charge = { amount: "12.5", description: "Porting fee", intent: "charge", idempotencyKey: KEY };
const credit = { creditAmount: "40", idempotencyKey: KEY };

describe("a manual charge whose answer is lost", () => {
  it("stays on the confirmation with the same key and says why; charging again moves the money once", async () => {
    const { keys, moves, post } = await setup(["lost"]);
    const first = (await chargeAction(post("charge", charge), makeTestContext(), ACCOUNT)) as Response;
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({
      step: "retry",
      amount: 12.5,
      description: "Porting fee",
      idempotencyKey: KEY,
      messages: [MSG.error_generic, MSG.warning_money_unconfirmed],
    });
    expect(moves()).toBe(1);

    const again = (await chargeAction(post("charge", charge), makeTestContext(), ACCOUNT)) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/admin/accounts?search=acme");
    expect(await flashedToasts(again)).toEqual([{ type: "success", message: MSG.success_manual_charge }]);
    expect(keys).toEqual([KEY, KEY]);
    expect(moves()).toBe(1);
  });

  it("a platform 5xx keeps the confirmation too, with the platform's words", async () => {
    const { moves, post } = await setup(["500"]);
    const first = (await chargeAction(post("charge", charge), makeTestContext(), ACCOUNT)) as Response;
    expect(first.status).toBe(503);
    expect(((await first.json()) as { messages: string[] }).messages).toEqual([
      "Billing is under maintenance",
      MSG.warning_money_unconfirmed,
    ]);
    expect(moves()).toBe(0);
    expect(((await chargeAction(post("charge", charge), makeTestContext(), ACCOUNT)) as Response).status).toBe(302);
    expect(moves()).toBe(1);
  });

  it("a definite refusal (4xx) goes back to the grid with the platform's words", async () => {
    const { moves, post } = await setup(["400"]);
    const response = (await chargeAction(post("charge", charge), makeTestContext(), ACCOUNT)) as Response;
    expect(response.status).toBe(302);
    expect(await flashedToasts(response)).toEqual([{ type: "danger", message: "amount: refused by the platform" }]);
    expect(moves()).toBe(0);
  });
});

describe("a manual credit whose answer is lost", () => {
  it("keeps the typed amount and the key, says why; sending again moves the money once", async () => {
    const { keys, moves, post } = await setup(["lost"]);
    const first = (await creditAction(post("credit", credit), makeTestContext(), ACCOUNT)) as Response;
    expect(first.status).toBe(503);
    const body = (await first.json()) as {
      idempotencyKey: string;
      initialValue: Record<string, unknown>;
      error: Record<string, string[]>;
    };
    expect(body.idempotencyKey).toBe(KEY);
    expect(body.initialValue.creditAmount).toBe("40");
    expect(body.error[""]).toEqual([MSG.error_generic, MSG.warning_money_unconfirmed]);

    const again = (await creditAction(post("credit", credit), makeTestContext(), ACCOUNT)) as Response;
    expect(again.status).toBe(302);
    expect(await flashedToasts(again)).toEqual([{ type: "success", message: MSG.success_manual_credit }]);
    expect(keys).toEqual([KEY, KEY]);
    expect(moves()).toBe(1);
  });
});
