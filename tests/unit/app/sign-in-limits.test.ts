import { createInstance, type i18n as I18n } from "i18next";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { TIME } from "../../../contract/limits/units";
import { action as loginAction } from "../../../app/routes/login";
import { messageText } from "../../../app/features/auth/messages";
import { i18nOptions } from "../../../app/i18n/config";
import { DEFAULT_LOCALE } from "../../../app/i18n/locale";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM } from "../../mocks/platform";

/**
 * The sign-in form holds back an address after too many failures (the platform does so per account
 * and per address), and says so in the user's words: what the form shows is checked as text from the
 * catalogue, not as a message key.
 */

const server = mockPlatformServer();

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  await i18n.init(i18nOptions(DEFAULT_LOCALE));
});
afterEach(() => vi.useRealTimers());

function post(fields: Record<string, string>) {
  return consoleRequest("/login", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

interface Reply {
  initialValue?: Record<string, unknown>;
  error?: Record<string, string[] | null>;
}

async function signIn(fields: Record<string, string>, clientAddress: string) {
  const res = (await loginAction({
    request: post(fields),
    context: makeTestContext({ clientAddress }),
    params: {},
  })) as Response;
  const reply = (await res.json()) as Reply;
  // The form's own messages (key ""), as the page renders them.
  return { res, reply, shown: (reply.error?.[""] ?? []).map((ref) => messageText(i18n, ref)) };
}

/**
 * A fresh address per test, from a range no other test uses: the console's counts live as long as
 * the module, and test files share a worker's modules (vitest isolate: false). The action fuzz test
 * once signed in from random addresses of the range this file used, and held one of its back.
 */
let addresses = 0;
const freshAddress = () => `2001:db8:51::${(++addresses).toString(16)}`;
const wrong = { email: "owner@example.com", password: "nope-Wrong1!" };

function refuseEverySignIn(seen: { attempts: number; forwardedFor: (string | null)[] }) {
  server.use(
    http.post(`${PLATFORM}/vaic/api/auth/login`, ({ request }) => {
      seen.attempts++;
      seen.forwardedFor.push(request.headers.get("X-Forwarded-For"));
      return HttpResponse.json({ message: "Invalid e-mail or password" }, { status: 401 });
    }),
  );
}

describe("sign-in limits per address", () => {
  it("after too many failures from one address, refuses it without asking the platform; other addresses go on", async () => {
    const seen = { attempts: 0, forwardedFor: [] as (string | null)[] };
    refuseEverySignIn(seen);
    const address = freshAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) {
      expect((await signIn(wrong, address)).res.status).toBe(400);
    }
    expect(seen.attempts).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);
    // The platform counts per address too: it is told the browser's address, not the console's.
    expect(new Set(seen.forwardedFor)).toEqual(new Set([address]));

    const held = await signIn(wrong, address);
    expect(held.res.status).toBe(429);
    expect(Number(held.res.headers.get("Retry-After"))).toBeGreaterThan(SIGN_IN_LIMITS.WINDOW_SECONDS - 60);
    expect(held.shown).toEqual(["Too many failed sign-in attempts from your network. Try again in 15 minutes."]);
    // The password never reached the platform, and is not sent back; the e-mail stays in the form.
    expect(seen.attempts).toBe(SIGN_IN_LIMITS.FAILURES_PER_ADDRESS);
    expect(JSON.stringify(held.reply)).not.toContain("nope-Wrong1!");
    expect(held.reply.initialValue?.email).toBe("owner@example.com");

    expect((await signIn(wrong, "2001:db8:51::ffff")).res.status).toBe(400);
  });

  it("says '1 minute' (singular) when less than a minute is left", async () => {
    refuseEverySignIn({ attempts: 0, forwardedFor: [] });
    const address = freshAddress();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    for (let i = 0; i < SIGN_IN_LIMITS.FAILURES_PER_ADDRESS; i++) await signIn(wrong, address);
    // 30 seconds before the window ends.
    vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.WINDOW_SECONDS * TIME.SECOND_MS - 30 * TIME.SECOND_MS);
    const held = await signIn(wrong, address);
    expect(held.res.status).toBe(429);
    expect(Number(held.res.headers.get("Retry-After"))).toBeLessThanOrEqual(30);
    expect(held.shown).toEqual(["Too many failed sign-in attempts from your network. Try again in 1 minute."]);
  });
});

describe("the platform's own sign-in limit", () => {
  it("shows the platform's refusal on the form with 429 and its Retry-After, keeping the e-mail", async () => {
    server.use(
      http.post(`${PLATFORM}/vaic/api/auth/login`, () =>
        HttpResponse.json(
          { message: "Too many failed sign-in attempts for this account. Try again in 14 minutes." },
          { status: 429, headers: { "Retry-After": "812" } },
        ),
      ),
    );
    const held = await signIn({ email: "owner@example.com", password: "Owner#2026x" }, freshAddress());
    expect(held.res.status).toBe(429);
    expect(held.res.headers.get("Retry-After")).toBe("812");
    expect(held.shown).toEqual(["Too many failed sign-in attempts for this account. Try again in 14 minutes."]);
    expect(held.reply.initialValue?.email).toBe("owner@example.com");
    expect(JSON.stringify(held.reply)).not.toContain("Owner#2026x");
  });

  it("says it in the console's words, from the Retry-After, when the platform's 429 has no message", async () => {
    server.use(
      http.post(
        `${PLATFORM}/vaic/api/auth/login`,
        () => new HttpResponse(null, { status: 429, headers: { "Retry-After": "60" } }),
      ),
    );
    const held = await signIn({ email: "owner@example.com", password: "Owner#2026x" }, freshAddress());
    expect(held.res.status).toBe(429);
    expect(held.res.headers.get("Retry-After")).toBe("60");
    expect(held.shown).toEqual(["Too many failed sign-in attempts for this account. Try again in 1 minute."]);
    expect(held.reply.initialValue?.email).toBe("owner@example.com");
  });
});
