/**
 * Where the sign-out lands (docs/product.md#session "Marketplace users inactive too long go to /msft/session_expired"):
 * the inactivity sign-out (InactivityLogout posts reason=inactivity to /logout) sends a marketplace
 * user to the session-expired page; the menu's sign-out sends them to the marketplace sign-out page;
 * anyone else goes to the sign-in page either way.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "../../../app/routes/logout";
import { INACTIVITY_REASON, LOGOUT_REASON_FIELD } from "../../../app/features/session/logout-reason";
import {
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  PLATFORM,
  randomRefreshToken,
  sessionCookieFor,
  signTestToken,
} from "../../mocks/platform";

const server = mockPlatformServer();

async function signOut(source: "password" | "marketplace", reason?: string): Promise<string | null> {
  server.use(http.all(`${PLATFORM}/*`, () => new HttpResponse(null, { status: 204 })));
  const cookie = await sessionCookieFor({ token: await signTestToken(), refreshToken: randomRefreshToken(), source });
  const body = new URLSearchParams(reason ? { [LOGOUT_REASON_FIELD]: reason } : {});
  const request = consoleRequest("/logout", {
    method: "POST",
    cookie,
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const response = (await action({ request, context: makeTestContext(), params: {} })) as Response;
  return response.headers.get("Location");
}

describe("the sign-out's destination", () => {
  it("a marketplace user signed out for inactivity lands on /msft/session_expired", async () => {
    expect(await signOut("marketplace", INACTIVITY_REASON)).toBe("/msft/session_expired");
  });

  it("a marketplace user signing out from the menu lands on the marketplace sign-out page", async () => {
    expect(await signOut("marketplace")).toBe("/msft/logout");
    expect(await signOut("marketplace", "something-else")).toBe("/msft/logout");
  });

  it("anyone else lands on the sign-in page, inactive or not", async () => {
    expect(await signOut("password", INACTIVITY_REASON)).toBe("/login?from=logout");
    expect(await signOut("password")).toBe("/login?from=logout");
  });
});
