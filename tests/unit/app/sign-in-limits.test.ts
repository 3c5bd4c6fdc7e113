import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../../../contract/limits";
import { action as loginAction } from "../../../app/routes/login";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM } from "../../mocks/platform";

/** The sign-in form holds back an address after too many failures (the platform does so per account). */

const server = mockPlatformServer();

function post(fields: Record<string, string>) {
  return consoleRequest("/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("sign-in limits per address", () => {
  it("after too many failures from one address, refuses it without asking the platform; other addresses go on", async () => {
    let attempts = 0;
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/login`, () => {
        attempts++;
        return HttpResponse.json({ message: "Invalid e-mail or password" }, { status: 401 });
      }),
    );
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const wrong = { email: "owner@example.com", password: "nope-Wrong1!" };
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) {
      const res = (await loginAction({ request: post(wrong), context: makeTestContext({ clientAddress: address }), params: {} })) as Response;
      expect(res.status).toBe(400);
    }
    expect(attempts).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);

    const held = (await loginAction({ request: post(wrong), context: makeTestContext({ clientAddress: address }), params: {} })) as Response;
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = (await held.json()) as { error?: Record<string, string[]> };
    expect(JSON.stringify(body)).toContain("error_sign_in_rate_limited?minutes=15");
    // The password never reached the platform, and is not sent back.
    expect(attempts).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);
    expect(JSON.stringify(body)).not.toContain("nope-Wrong1!");

    const other = (await loginAction({ request: post(wrong), context: makeTestContext({ clientAddress: "192.0.2.99" }), params: {} })) as Response;
    expect(other.status).toBe(400);
  });
});
