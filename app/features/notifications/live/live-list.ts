import { NOTIFICATION_STATUS } from "../../../../contract/enums/notifications";
import { NOTIFICATIONS } from "../../../../contract/limits/notifications";
import type { Notification } from "../../../../contract/wire/notifications";
import { shouldShake } from "./shake";

/**
 * The drawer's list as the hub keeps it (docs/product.md#notifications, #alarm-and-notification-calls): InitNotifications replaces it,
 * ReceiveNotification adds or updates one. Items leave in two steps so the 300 ms removal
 * animation can play: first `leaving` (still shown, fading), then removed. An item leaves when its
 * ttl passes on this clock, or when a fresh InitNotifications no longer has it (deleted in another
 * tab, cleared, swept by the server).
 */

export interface LiveItem {
  notification: Notification;
  /** Epoch ms when its ttl passes on this clock; null keeps it. */
  expiresAt: number | null;
  leaving: boolean;
}

export interface LiveList {
  items: LiveItem[];
  /** Ids seen since the island connected; null until the first InitNotifications. */
  known: ReadonlySet<string> | null;
  /** How many times new unread non-progress notifications arrived: each one shakes the bell. */
  arrivals: number;
}

export const EMPTY_LIVE_LIST: LiveList = { items: [], known: null, arrivals: 0 };

export type LiveListAction =
  | { type: "init"; list: readonly Notification[]; now: number }
  | { type: "receive"; notification: Notification; now: number }
  /** Starts the removal animation of these items. */
  | { type: "leave"; ids: readonly string[] }
  /** Ends it: the items go. */
  | { type: "remove"; ids: readonly string[] };

function expiresAt(n: Notification, now: number): number | null {
  return n.ttl === null || n.ttl === undefined ? null : now + n.ttl * NOTIFICATIONS.TTL_UNIT_MS;
}

function itemOf(n: Notification, now: number): LiveItem {
  return { notification: n, expiresAt: expiresAt(n, now), leaving: false };
}

function withIds(known: ReadonlySet<string> | null, ids: Iterable<string>): Set<string> {
  const next = new Set(known ?? []);
  for (const id of ids) next.add(id);
  return next;
}

export function liveListReducer(state: LiveList, action: LiveListAction): LiveList {
  switch (action.type) {
    case "init": {
      const fresh = new Set(action.list.map((n) => n.id));
      const items = action.list.map((n) => itemOf(n, action.now));
      // What the fresh list lacks fades out where it was.
      state.items.forEach((old, index) => {
        if (fresh.has(old.notification.id)) return;
        items.splice(Math.min(index, items.length), 0, { ...old, leaving: true });
      });
      return {
        items,
        known: withIds(state.known, fresh),
        arrivals: state.arrivals + (shouldShake(state.known, action.list) ? 1 : 0),
      };
    }
    case "receive": {
      const n = action.notification;
      const index = state.items.findIndex((item) => item.notification.id === n.id);
      const items = [...state.items];
      if (index === -1) items.unshift(itemOf(n, action.now));
      // The wire ttl is what is left of the lifetime when sent, so an update restates the expiry.
      else items[index] = itemOf(n, action.now);
      return {
        items,
        known: state.known === null ? null : withIds(state.known, [n.id]),
        arrivals: state.arrivals + (shouldShake(state.known, [n]) ? 1 : 0),
      };
    }
    case "leave": {
      const ids = new Set(action.ids);
      if (!state.items.some((item) => ids.has(item.notification.id) && !item.leaving)) return state;
      return {
        ...state,
        items: state.items.map((item) => (ids.has(item.notification.id) ? { ...item, leaving: true } : item)),
      };
    }
    case "remove": {
      const ids = new Set(action.ids);
      const items = state.items.filter((item) => !(ids.has(item.notification.id) && item.leaving));
      return items.length === state.items.length ? state : { ...state, items };
    }
  }
}

/** Items whose ttl has passed at `now` and that are not leaving yet. */
export function expiredIds(list: LiveList, now: number): string[] {
  return list.items
    .filter((i) => !i.leaving && i.expiresAt !== null && i.expiresAt <= now)
    .map((i) => i.notification.id);
}

/** The next moment an item's ttl passes, or null when none will. */
export function nextExpiry(list: LiveList): number | null {
  let next: number | null = null;
  for (const i of list.items)
    if (!i.leaving && i.expiresAt !== null && (next === null || i.expiresAt < next)) next = i.expiresAt;
  return next;
}

export function leavingIds(list: LiveList): string[] {
  return list.items.filter((i) => i.leaving).map((i) => i.notification.id);
}

/** Unread items still shown (a leaving one no longer counts). */
export function liveUnreadCount(list: LiveList): number {
  return list.items.filter((i) => !i.leaving && i.notification.status === NOTIFICATION_STATUS.UNREAD).length;
}
