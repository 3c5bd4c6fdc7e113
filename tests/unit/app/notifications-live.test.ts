import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import type { Notification } from "../../../contract/wire/notifications";
import {
  ConnectionLifecycle,
  isUnauthorized,
  type ConnectionDriver,
} from "../../../app/features/notifications/live/connection";
import {
  EMPTY_LIVE_LIST,
  expiredIds,
  leavingIds,
  liveListReducer,
  liveUnreadCount,
  nextExpiry,
  type LiveList,
  type LiveListAction,
} from "../../../app/features/notifications/live/live-list";
import { retryDelayMs } from "../../../app/features/notifications/live/retry-policy";
import { shouldShake } from "../../../app/features/notifications/live/shake";
import { TokenSource } from "../../../app/features/notifications/live/token";

const n = (id: string, over: Partial<Notification> = {}): Notification => ({
  id,
  title: `Title ${id}`,
  message: "",
  type: "info",
  status: 0,
  createdAt: "2024-05-01T10:00:00.000Z",
  ttl: null,
  data: {},
  ...over,
});

const run = (actions: LiveListAction[], from: LiveList = EMPTY_LIVE_LIST) => actions.reduce(liveListReducer, from);
const ids = (list: LiveList) => list.items.map((i) => `${i.notification.id}${i.leaving ? "~" : ""}`);

describe("retry delays", () => {
  it("waits 5 s plus 1 s per attempt, 10 s after a failed token refresh, and gives up at the 24th attempt", () => {
    expect(retryDelayMs(1)).toBe(6000);
    expect(retryDelayMs(2)).toBe(7000);
    expect(retryDelayMs(10)).toBe(15000);
    expect(retryDelayMs(3, true)).toBe(NOTIFICATIONS.RETRY_AFTER_FAILED_REFRESH_MS);
    expect(retryDelayMs(23)).toBe(28000);
    expect(retryDelayMs(24)).toBeNull();
    expect(() => retryDelayMs(0)).toThrow(RangeError);
  });
});

describe("the live list", () => {
  it("takes the first InitNotifications as is, without shaking, and counts the unread", () => {
    const list = run([{ type: "init", list: [n("a"), n("b", { status: 1 }), n("c")], now: 0 }]);
    expect(ids(list)).toEqual(["a", "b", "c"]);
    expect(liveUnreadCount(list)).toBe(2);
    expect(list.arrivals).toBe(0);
  });

  it("puts a new notification first and updates a known one in place", () => {
    const list = run([
      { type: "init", list: [n("a"), n("b")], now: 0 },
      { type: "receive", notification: n("c"), now: 1 },
      { type: "receive", notification: n("b", { status: 1 }), now: 2 },
    ]);
    expect(ids(list)).toEqual(["c", "a", "b"]);
    expect(liveUnreadCount(list)).toBe(2);
  });

  it("shakes for new unread non-progress notifications only", () => {
    let list = run([{ type: "init", list: [n("a")], now: 0 }]);
    list = liveListReducer(list, {
      type: "receive",
      notification: n("p", { type: "progress", data: { progress: 0 } }),
      now: 1,
    });
    expect(list.arrivals).toBe(0);
    list = liveListReducer(list, {
      type: "receive",
      notification: n("p", { type: "progress", data: { progress: 50 } }),
      now: 2,
    });
    list = liveListReducer(list, { type: "receive", notification: n("a", { status: 1 }), now: 3 });
    list = liveListReducer(list, { type: "receive", notification: n("r", { status: 1 }), now: 4 });
    expect(list.arrivals).toBe(0);
    list = liveListReducer(list, { type: "receive", notification: n("d", { type: "download" }), now: 5 });
    expect(list.arrivals).toBe(1);
    // A fresh list after a reconnect with something new in it shakes too; one with nothing new does not.
    list = liveListReducer(list, {
      type: "init",
      list: [n("w", { type: "warning" }), n("d", { type: "download" })],
      now: 6,
    });
    expect(list.arrivals).toBe(2);
    list = liveListReducer(list, { type: "init", list: [n("d", { type: "download" })], now: 7 });
    expect(list.arrivals).toBe(2);
  });

  it("fades out what a fresh InitNotifications lacks, where it was, then removes it", () => {
    let list = run([{ type: "init", list: [n("a"), n("b"), n("c")], now: 0 }]);
    list = liveListReducer(list, { type: "init", list: [n("a"), n("c")], now: 1 });
    expect(ids(list)).toEqual(["a", "b~", "c"]);
    expect(liveUnreadCount(list)).toBe(2);
    expect(leavingIds(list)).toEqual(["b"]);
    list = liveListReducer(list, { type: "remove", ids: ["b"] });
    expect(ids(list)).toEqual(["a", "c"]);
    // Clear all: everything fades.
    list = liveListReducer(list, { type: "init", list: [], now: 2 });
    expect(ids(list)).toEqual(["a~", "c~"]);
    expect(liveUnreadCount(list)).toBe(0);
  });

  it("expires items by their ttl on this clock, updates restating the time left", () => {
    let list = run([{ type: "init", list: [n("a", { ttl: 10 }), n("b"), n("c", { ttl: 3 })], now: 1000 }]);
    expect(nextExpiry(list)).toBe(4000);
    expect(expiredIds(list, 3999)).toEqual([]);
    expect(expiredIds(list, 4000)).toEqual(["c"]);
    list = liveListReducer(list, { type: "leave", ids: expiredIds(list, 4000) });
    expect(ids(list)).toEqual(["a", "b", "c~"]);
    expect(nextExpiry(list)).toBe(11_000);
    list = liveListReducer(list, { type: "receive", notification: n("a", { ttl: 2, status: 1 }), now: 5000 });
    expect(nextExpiry(list)).toBe(7000);
    // A removal only takes items that are leaving.
    expect(ids(liveListReducer(list, { type: "remove", ids: ["a", "c"] }))).toEqual(["a", "b"]);
  });

  it("shakes on nothing before the first list", () => {
    expect(shouldShake(null, [n("a")])).toBe(false);
    expect(shouldShake(new Set(), [n("a")])).toBe(true);
  });
});

describe("the connection life cycle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeDriver(outcomes: (Error | null)[]) {
    let close: () => void = () => {};
    const driver: ConnectionDriver & { starts: number[]; drop(): void } = {
      starts: [],
      start: vi.fn(async () => {
        driver.starts.push(Date.now());
        const outcome = outcomes.shift() ?? null;
        if (outcome) throw outcome;
      }),
      stop: vi.fn(async () => {}),
      onClose: (listener) => (close = listener),
      drop: () => close(),
    };
    return driver;
  }
  const unavailable = () =>
    new Error("Failed to complete negotiation with the server: Error: Bad Gateway: Status code '502'");
  const unauthorized = () =>
    new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'");

  it("retries after 6 s, 7 s, ... and gives up with one toast after 24 attempts", async () => {
    vi.setSystemTime(0);
    const driver = fakeDriver(Array.from({ length: 30 }, unavailable));
    const onGiveUp = vi.fn();
    const life = new ConnectionLifecycle(driver, {
      refreshToken: vi.fn(async () => true),
      onConnected: vi.fn(),
      onGiveUp,
    });
    life.begin();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(driver.starts).toHaveLength(NOTIFICATIONS.MAX_RETRY_ATTEMPTS);
    expect(driver.starts.slice(0, 4)).toEqual([0, 6000, 13000, 21000]);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    await life.end();
  });

  it("refreshes the token after a 401, and waits 10 s when that refresh failed", async () => {
    vi.setSystemTime(0);
    const driver = fakeDriver([unauthorized(), unauthorized(), null]);
    const refreshToken = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const onConnected = vi.fn();
    const life = new ConnectionLifecycle(driver, { refreshToken, onConnected, onGiveUp: vi.fn() });
    life.begin();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(driver.starts).toEqual([0, 10_000, 17_000]);
    expect(onConnected).toHaveBeenCalledTimes(1);
    await life.end();
  });

  it("connects again 60 s after an established connection closes, with a fresh attempt count", async () => {
    vi.setSystemTime(0);
    const driver = fakeDriver([null, unavailable(), null]);
    const onConnected = vi.fn();
    const life = new ConnectionLifecycle(driver, {
      refreshToken: vi.fn(async () => true),
      onConnected,
      onGiveUp: vi.fn(),
    });
    life.begin();
    await vi.advanceTimersByTimeAsync(1);
    driver.drop();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(driver.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(driver.starts).toEqual([0, 60_001, 66_001]);
    expect(onConnected).toHaveBeenCalledTimes(2);
    await life.end();
  });

  it("stops trying once ended", async () => {
    const driver = fakeDriver([unavailable(), unavailable()]);
    const life = new ConnectionLifecycle(driver, {
      refreshToken: vi.fn(async () => true),
      onConnected: vi.fn(),
      onGiveUp: vi.fn(),
    });
    life.begin();
    await vi.advanceTimersByTimeAsync(1);
    await life.end();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(driver.starts).toHaveLength(1);
    expect(driver.stop).toHaveBeenCalled();
  });

  it("reads a 401 from the client's errors", () => {
    expect(isUnauthorized(unauthorized())).toBe(true);
    expect(isUnauthorized({ statusCode: 401 })).toBe(true);
    expect(isUnauthorized(unavailable())).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});

describe("the token source", () => {
  it("fetches once, keeps the token in memory, and fetches again on refresh", async () => {
    const fetcher = vi.fn(
      async () => new Response(JSON.stringify({ token: `t${fetcher.mock.calls.length}` }), { status: 200 }),
    );
    const tokens = new TokenSource(fetcher as unknown as typeof fetch);
    expect(await tokens.get()).toBe("t1");
    expect(await tokens.get()).toBe("t1");
    expect(await tokens.refresh()).toBe(true);
    expect(await tokens.get()).toBe("t2");
    expect(fetcher).toHaveBeenCalledWith(
      "/portal/realtime-token",
      expect.objectContaining({ redirect: "manual", cache: "no-store" }),
    );
  });

  it("fails on a redirect (signed out), an error status or a malformed answer", async () => {
    for (const answer of [
      new Response(null, { status: 302 }),
      new Response("{}", { status: 500 }),
      new Response('{"nope":1}', { status: 200 }),
    ]) {
      const tokens = new TokenSource((async () => answer) as unknown as typeof fetch);
      expect(await tokens.refresh()).toBe(false);
      await expect(tokens.get()).rejects.toThrow();
    }
  });
});
