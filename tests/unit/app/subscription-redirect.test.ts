/**
 * docs/product.md#session-errors "401 with a response header saying subscriptions are false: go to /portal/settings/billing"
 * from a real action: checking out the cart of an account whose subscription is not active (the
 * platform's paid-action gate, platform/money/subscription.ts) sends the user to billing, keeps the
 * session (no refresh, no sign-out) and charges nothing.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OWNER_ROLES } from "../../../contract/roles";
import { PHONE_ORDERS_API } from "../../../contract/wire/phoneOrders";
import { cartAction } from "~/features/numbers-buy/buy.server";
import { BUY_FIELDS, BUY_PATHS, CART_INTENT } from "~/features/numbers-buy/paths";
import { BILLING_PATH, SUBSCRIPTIONS_HEADER } from "~/services/platform.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const KEY = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";

async function checkout(answer: () => Response) {
  const { stub, handlers, cookie } = await signedInAs(OWNER_ROLES, {
    user: { isActive: false, accountStatus: "inactive", walletBalance: -12 },
  });
  let checkouts = 0;
  server.use(
    ...handlers,
    http.post(`${PLATFORM}${PHONE_ORDERS_API.checkout}`, () => {
      checkouts += 1;
      return answer();
    }),
  );
  const context = makeTestContext();
  const request = consoleRequest(BUY_PATHS.cart, {
    method: "POST",
    cookie,
    body: new URLSearchParams({ [BUY_FIELDS.intent]: CART_INTENT.checkout, [BUY_FIELDS.key]: KEY }),
  });
  let outcome: unknown;
  try {
    outcome = await cartAction(request, context);
  } catch (thrown) {
    outcome = thrown;
  }
  return { outcome: outcome as Response, context, stub, checkouts: () => checkouts };
}

describe("a paid action refused for the subscription", () => {
  it("goes to billing, keeping the session: no token refresh, no cookie change, one call", async () => {
    const { outcome, context, stub, checkouts } = await checkout(() =>
      HttpResponse.json({ message: "not active" }, { status: 401, headers: { [SUBSCRIPTIONS_HEADER]: "false" } }),
    );
    expect(outcome).toBeInstanceOf(Response);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe(BILLING_PATH);
    expect(stub.refreshCalls).toBe(0);
    expect(context.setCookies).toHaveLength(0);
    expect(checkouts()).toBe(1);
  });

  it("a plain 401 is the refresh path instead (no billing redirect)", async () => {
    const { outcome, stub } = await checkout(() => new HttpResponse(null, { status: 401 }));
    expect(outcome.headers.get("Location")).not.toBe(BILLING_PATH);
    expect(stub.refreshCalls).toBe(1);
  });
});
