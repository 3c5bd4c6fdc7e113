/**
 * The shell's decisions: admin landing (the loader), the alarm badge, the inactivity timer, the
 * subscription-expired state, the account banners, the dashboard cards and the polling guard.
 */
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import type { AlarmSummary } from "../../../contract/alarms";
import { SESSION } from "../../../contract/limits/session";
import { alarmBadge, alarmBadgeColor, alarmBadgeSize, alarmBadgeText } from "../../../app/components/shell/alarm-badge";
import { accountBanners } from "../../../app/components/shell/Banners";
import { requireUserForPolling } from "../../../app/components/shell/shell-data.server";
import { activeAlarmCount } from "../../../contract/alarms";
import { dashboardCards, successRate } from "../../../app/features/dashboard/cards";
import { adminLandingPath } from "../../../app/features/navigation/admin-landing";
import { adminLanding } from "../../../app/features/session/admin-landing.server";
import { createInactivityTimer, effectiveTimeoutSeconds } from "../../../app/features/session/inactivity";
import { createMonthlyExportFlag } from "../../../app/features/session/monthly-export";
import { isSubscriptionExpired } from "../../../app/features/session/subscription";
import { loader as adminDashboardLoader, action as adminDashboardAction } from "../../../app/routes/admin.dashboard";
import { action as portalAction } from "../../../app/routes/portal.accept-terms";
import {
  consoleRequest,
  currentUserFixture,
  isDeletion,
  makeTestContext,
  PLATFORM,
  platformStub,
  randomRefreshToken,
  sessionCookieFor,
  signTestToken,
  mockPlatformServer,
} from "../../mocks/platform";

const server = mockPlatformServer();

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

/** A browser signed in with `roles` against a stub platform; platform logouts are recorded. */
async function signedIn(roles: readonly string[]) {
  const { stub, handlers } = platformStub();
  const token = await signTestToken({ roles });
  const refreshToken = randomRefreshToken();
  stub.valid.add(token);
  stub.currentUser = currentUserFixture({ roles: [...roles] });
  const logouts: unknown[] = [];
  server.use(
    ...handlers,
    http.post(`${PLATFORM}/vaic/api/auth/logout`, async ({ request }) => {
      logouts.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    stub,
    logouts,
    refreshToken,
    cookie: await sessionCookieFor({ token, refreshToken, source: "password" }),
  };
}

const summary = (s: Partial<AlarmSummary>): AlarmSummary => ({
  critical: 0,
  major: 0,
  minor: 0,
  warning: 0,
  indeterminate: 0,
  cleared: 0,
  ...s,
});

describe("admin landing (/admin/dashboard)", () => {
  it("sends an administrator to the first admin page the roles allow, in the spec's order", async () => {
    const { cookie } = await signedIn([...ADMIN_ROLES, ROLES.BOTS_READ, ROLES.CALLS_READ]);
    const everything = () => true;
    const res = (await thrown(
      adminLanding(consoleRequest("/admin/dashboard", { cookie }), makeTestContext(), everything),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/accounts");

    // without the accounts role, bots come first; with only calls built, calls
    const { cookie: noAccounts } = await signedIn([ROLES.ADMIN, ROLES.BOTS_READ, ROLES.CALLS_READ]);
    const toBots = (await thrown(
      adminLanding(consoleRequest("/admin/dashboard", { cookie: noAccounts }), makeTestContext(), everything),
    )) as Response;
    expect(toBots.headers.get("Location")).toBe("/admin/bots");
    const onlyCalls = (p: string) => p === "/admin/calls";
    const toCalls = (await thrown(
      adminLanding(consoleRequest("/admin/dashboard", { cookie: noAccounts }), makeTestContext(), onlyCalls),
    )) as Response;
    expect(toCalls.headers.get("Location")).toBe("/admin/calls");
  });

  it("signs out an administrator with no admin page and sends them to /error", async () => {
    const { cookie, logouts, refreshToken } = await signedIn([ROLES.ADMIN]);
    const context = makeTestContext();
    const res = (await thrown(
      adminLanding(consoleRequest("/admin/dashboard", { cookie }), context, () => true),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/error?reason=no_admin_permissions");
    expect(context.setCookies.some(isDeletion)).toBe(true);
    expect(logouts).toEqual([{ refresh_token: refreshToken }]);
  });

  it("the route's loader follows today's build: the landing of adminLandingPath, else /error", async () => {
    const roles = [...ADMIN_ROLES, ROLES.BOTS_READ, ROLES.CALLS_READ, ROLES.ALARMS_READ];
    const { cookie } = await signedIn(roles);
    const request = consoleRequest("/admin/dashboard", { cookie });
    const res = (await thrown(adminDashboardLoader({ request, context: makeTestContext(), params: {} }))) as Response;
    expect(res.headers.get("Location")).toBe(adminLandingPath(roles) ?? "/error?reason=no_admin_permissions");
  });

  it("refuses a customer with a 403 and no data, for GET and POST, without signing them out", async () => {
    const { cookie, logouts } = await signedIn(OWNER_ROLES);
    const context = makeTestContext();
    const get = (await thrown(
      adminDashboardLoader({
        request: consoleRequest("/admin/dashboard", { cookie }),
        context,
        params: {},
      }),
    )) as Response;
    expect(get.status).toBe(403);
    expect(await get.text()).toBe("Forbidden");
    const post = (await thrown(
      adminDashboardAction({
        request: consoleRequest("/admin/dashboard", {
          cookie,
          method: "POST",
          body: new URLSearchParams({ a: "1" }),
        }),
        context: makeTestContext(),
        params: {},
      }),
    )) as Response;
    expect(post.status).toBe(403);
    expect(logouts).toEqual([]);
    expect(context.setCookies.some(isDeletion)).toBe(false);
  });
});

describe("alarm badge", () => {
  it("is styled differently above 9 and above 99", () => {
    expect([0, 1, 9].map(alarmBadgeSize)).toEqual(["single", "single", "single"]);
    expect([10, 42, 99].map(alarmBadgeSize)).toEqual(["double", "double", "double"]);
    expect([100, 5000].map(alarmBadgeSize)).toEqual(["overflow", "overflow"]);
    expect(alarmBadgeText(9)).toBe("9");
    expect(alarmBadgeText(99)).toBe("99");
    expect(alarmBadgeText(100)).toBe("99+");
  });

  it("counts active alarms except cleared ones and takes the colour of the most severe", () => {
    expect(alarmBadge(summary({ cleared: 4 }))).toBeNull();
    expect(alarmBadge(null)).toBeNull();
    expect(alarmBadge(summary({ minor: 7, warning: 5, cleared: 3 }))).toEqual({
      count: 12,
      text: "12",
      size: "double",
      color: "warning",
    });
    expect(alarmBadgeColor(summary({ critical: 1, minor: 3 }))).toBe("danger");
    expect(alarmBadgeColor(summary({ indeterminate: 2 }))).toBe("primary");
    expect(
      activeAlarmCount(
        summary({
          critical: 1,
          major: 2,
          minor: 3,
          warning: 4,
          indeterminate: 5,
          cleared: 6,
        }),
      ),
    ).toBe(15);
  });
});

describe("inactivity timer", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(timeoutMs: number, paused = { value: false }) {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const timer = createInactivityTimer({
      timeoutMs,
      onTimeout,
      isPaused: () => paused.value,
    });
    timer.start();
    return { timer, onTimeout, paused };
  }

  it("fires once after the timeout without activity", () => {
    const { onTimeout } = setup(60_000);
    vi.advanceTimersByTime(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("counts the timeout from the last activity", () => {
    const { timer, onTimeout } = setup(60_000);
    vi.advanceTimersByTime(50_000);
    timer.activity();
    vi.advanceTimersByTime(50_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("waits while a monthly export runs, then gives the user a full timeout", () => {
    const { onTimeout, paused } = setup(60_000, { value: true });
    vi.advanceTimersByTime(10 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    paused.value = false;
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("a monthly export's hold is in force as soon as it is taken, until its last holder lets go", () => {
    const flag = createMonthlyExportFlag();
    const { onTimeout } = setup(60_000, {
      get value() {
        return flag.isRunning();
      },
    });
    const first = flag.hold();
    const second = flag.hold();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    first();
    first();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("does nothing once stopped", () => {
    const { timer, onTimeout } = setup(1_000);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("uses the settings' timeout, where 0 keeps the default of 900 s", () => {
    expect(effectiveTimeoutSeconds(0)).toBe(SESSION.TIMEOUT_SECONDS_DEFAULT);
    expect(effectiveTimeoutSeconds(undefined)).toBe(900);
    expect(effectiveTimeoutSeconds(120)).toBe(120);
  });
});

describe("subscription-expired state and banners", () => {
  const user = {
    subscription: "Essential Plan",
    accountStatus: "active",
    accountType: "LiveHub",
    paymentType: "prepaid",
  };

  it("an inactive current user means an expired subscription", () => {
    expect(isSubscriptionExpired({ isActive: false })).toBe(true);
    expect(isSubscriptionExpired({ isActive: true })).toBe(false);
    expect(isSubscriptionExpired(null)).toBe(false);
  });

  it("counts a trial's days left and offers the way out of each banner", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    const trial = {
      ...user,
      subscription: "Trial Plan",
      trialExpiresAt: "2026-11-28T11:00:00Z",
    };
    expect(accountBanners(trial, false, now)).toEqual([
      {
        id: "trial",
        color: "primary",
        messageKey: "labels_trial_days_left",
        count: 2,
        action: {
          labelKey: "labels_upgrade",
          to: "/portal/settings/my_account",
        },
      },
    ]);
    expect(accountBanners({ ...trial, trialExpiresAt: "2026-11-26T11:00:00Z" }, false, now)[0].messageKey).toBe(
      "labels_trial_ended",
    );
    expect(accountBanners({ ...user, accountStatus: "inactive" }, true)[0].action?.to).toBe("/portal/settings/billing");
    expect(accountBanners({ ...user, accountStatus: "inactive", paymentType: "postpaid" }, true)[0].action?.to).toBe(
      "/portal/contact_support",
    );
  });

  it("shows the trial, inactive-account and expired banners as the spec says", () => {
    expect(accountBanners(user, false)).toEqual([]);
    expect(accountBanners({ ...user, subscription: "Trial Plan" }, false).map((b) => b.messageKey)).toEqual([
      "labels_trial_banner",
    ]);
    expect(accountBanners({ ...user, accountStatus: "inactive" }, true).map((b) => b.messageKey)).toEqual([
      "warning_inactive_prepaid",
    ]);
    expect(
      accountBanners({ ...user, accountStatus: "inactive", paymentType: "postpaid" }, true).map((b) => b.messageKey),
    ).toEqual(["warning_inactive_postpaid"]);
    expect(accountBanners({ ...user, accountStatus: "locked" }, true).map((b) => b.messageKey)).toEqual([
      "warning_account_locked",
    ]);
    expect(accountBanners({ ...user, accountStatus: "pending" }, true).map((b) => b.messageKey)).toEqual([
      "warning_account_pending",
    ]);
    expect(accountBanners({ ...user, accountStatus: "disabled" }, true).map((b) => b.messageKey)).toEqual([
      "warning_subscription_inactive",
    ]);
    expect(accountBanners({ ...user, accountType: "MSFT" }, true).map((b) => b.messageKey)).toEqual([
      "warning_subscription_inactive_for_msft_accounts",
    ]);
  });
});

describe("dashboard cards", () => {
  const full = {
    bots: 8,
    numbers: 12,
    sipConnections: 5,
    whatsappNumbers: 3,
    teamsConnections: 2,
    calls24h: { total: 200, successful: 183 },
    alarms: summary({ critical: 1, minor: 2, cleared: 5 }),
  };

  it("shows every card to the owner, linking only to screens that exist", () => {
    const cards = dashboardCards(full, OWNER_ROLES, (p) => p === "/portal/call_history");
    expect(cards.map((c) => c.id)).toEqual([
      "bots",
      "numbers",
      "sipConnections",
      "whatsappNumbers",
      "teamsConnections",
      "calls24h",
      "alarms",
    ]);
    expect(cards.find((c) => c.id === "calls24h")).toMatchObject({
      total: 200,
      successRate: 91.5,
      href: "/portal/call_history",
    });
    expect(cards.find((c) => c.id === "alarms")).toMatchObject({
      active: 3,
      href: null,
    });
    expect(cards.find((c) => c.id === "bots")?.href).toBeNull();
  });

  it("gates each card by its read role even when the platform sends the count", () => {
    const cards = dashboardCards(full, [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ], () => true);
    expect(cards.map((c) => c.id)).toEqual(["calls24h"]);
    expect(dashboardCards({ calls24h: { total: 0, successful: 0 } }, OWNER_ROLES)[0]).toMatchObject({
      successRate: null,
    });
    expect(successRate(3, 1)).toBe(33.3);
  });
});

describe("polling resource routes", () => {
  it("send a user whose session ended to sign-in, back to the page they were on", async () => {
    const request = consoleRequest("/portal/current-user?_data=routes%2Fportal.current-user", {
      headers: { Referer: "http://console.test/portal/dashboard?x=1" },
    });
    const res = (await thrown(requireUserForPolling(request, makeTestContext()))) as Response;
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fportal%2Fdashboard%3Fx%3D1");
    const foreign = consoleRequest("/portal/current-user", {
      headers: { Referer: "https://evil.example/portal" },
    });
    const plain = (await thrown(requireUserForPolling(foreign, makeTestContext()))) as Response;
    expect(plain.headers.get("Location")).toBe("/login");
  });

  it("answer the current user while the session lives", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const { user } = await requireUserForPolling(consoleRequest("/portal/current-user", { cookie }), makeTestContext());
    expect(user.accountName).toBe("Acme Voice");
  });
});

describe("terms-update dialog (/portal/accept-terms)", () => {
  it("Accept calls UpdateTerms for the user and goes back to the page, never off-site", async () => {
    const { cookie } = await signedIn(OWNER_ROLES);
    const accepted: string[] = [];
    server.use(
      http.patch(`${PLATFORM}/vaic/api/Users/:id/UpdateTerms`, ({ params }) => {
        accepted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const post = (redirectTo: string) =>
      portalAction({
        request: consoleRequest("/portal/accept-terms", {
          cookie,
          method: "POST",
          body: new URLSearchParams({ intent: "accept-terms", redirectTo }),
        }),
        context: makeTestContext(),
        params: {},
      });
    const back = (await post("/portal/notifications?x=1")) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/portal/notifications?x=1");
    const offSite = (await post("//evil.example/")) as Response;
    expect(offSite.headers.get("Location")).toBe("/portal/dashboard");
    expect(accepted).toEqual(["u1", "u1"]);
  });

  it("refuses a visitor without a session", async () => {
    const request = consoleRequest("/portal/accept-terms", {
      method: "POST",
      body: new URLSearchParams({ intent: "accept-terms" }),
    });
    const res = (await thrown(portalAction({ request, context: makeTestContext(), params: {} }))) as Response;
    expect(res.headers.get("Location")).toMatch(/^\/login/);
  });
});
