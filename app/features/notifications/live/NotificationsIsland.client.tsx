import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_STATUS } from "../../../../contract/enums/notifications";
import { NOTIFICATIONS } from "../../../../contract/limits/notifications";
import { MSG } from "../../../../contract/messages";
import { isDownloadable, type Notification } from "../../../../contract/wire/notifications";
import { IconControl } from "~/components/controls/controls";
import { useToasts } from "~/components/Toaster";
import { BellCount } from "~/components/shell/BellCount";
import { BellIcon } from "~/components/shell/icons";
import { SHELL_CLASS } from "~/components/shell/shell-css";
import { announceAlarmChange } from "./alarm-events";
import { downloadNotificationFile } from "./download";
import { startLiveConnection, type NotificationsHubClient } from "./hub-client";
import { EMPTY_LIVE_LIST, expiredIds, leavingIds, liveListReducer, liveUnreadCount, nextExpiry } from "./live-list";

/**
 * The drawer (Joy's Drawer and its list) is a chunk of its own, loaded when the bell is first
 * opened: the island itself, on every portal page once it is interactive, brings no Joy.
 */
const NotificationsDrawer = lazy(() =>
  import("./NotificationsDrawer").then((m) => ({ default: m.NotificationsDrawer })),
);

/**
 * The live notifications island (docs/product.md#notifications): replaces the bell link once the browser has loaded it,
 * keeps the hub connection, and shows the drawer. Until its first InitNotifications the bell shows
 * the count the page was rendered with. The bell and its count are plain elements, like the link's.
 */
export function NotificationsIsland({ serverUnread }: { serverUnread: number }) {
  const { t } = useTranslation("shell");
  const toasts = useToasts();
  const [list, dispatch] = useReducer(liveListReducer, EMPTY_LIVE_LIST);
  const [open, setOpen] = useState(false);
  // The drawer's chunk is asked for on the first open, and the drawer then stays mounted.
  const [opened, setOpened] = useState(false);
  const [shaking, setShaking] = useState(false);
  const client = useRef<NotificationsHubClient | null>(null);

  // One connection per island, for its whole life.
  useEffect(() => {
    const { hub, lifecycle } = startLiveConnection(
      {
        init: (l) => dispatch({ type: "init", list: l, now: Date.now() }),
        receive: (n) => {
          dispatch({ type: "receive", notification: n, now: Date.now() });
          announceAlarmChange(n);
        },
      },
      (toast) => toasts.show(toast),
    );
    client.current = hub;
    return () => {
      client.current = null;
      void lifecycle.end();
    };
    // toasts is stable (memoised by the provider).
  }, [toasts]);

  // Each arrival of new unread non-progress notifications shakes the bell for 5 s.
  useEffect(() => {
    if (list.arrivals === 0) return;
    setShaking(true);
    const timer = setTimeout(() => setShaking(false), NOTIFICATIONS.BELL_SHAKE_MS);
    return () => clearTimeout(timer);
  }, [list.arrivals]);

  // Items leave when their ttl passes...
  const expiry = nextExpiry(list);
  useEffect(() => {
    if (expiry === null) return;
    const timer = setTimeout(
      () => dispatch({ type: "leave", ids: expiredIds(list, Date.now()) }),
      Math.max(0, expiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiry, list]);

  // ...and go once their removal animation has played.
  const leaving = leavingIds(list).join("\n");
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(
      () => dispatch({ type: "remove", ids: leaving.split("\n") }),
      NOTIFICATIONS.REMOVAL_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [leaving]);

  /** The hub client; invoking before it exists fails like a dropped connection would. */
  const hub = useCallback(() => {
    if (!client.current) throw new Error("Not connected");
    return client.current;
  }, []);
  const fail = useCallback(
    (message: string, title?: string) => toasts.show({ type: "danger", title, message }),
    [toasts],
  );

  const actions = useMemo(
    () => ({
      async activate(n: Notification) {
        if (isDownloadable(n)) {
          // The file first; a failed download leaves the notification unread, to try again.
          if (!(await downloadNotificationFile(n.id, n.data.fileName)))
            return fail(MSG.error_download_file, MSG.labels_download);
        }
        if (n.status !== NOTIFICATION_STATUS.UNREAD) return;
        try {
          await hub().markRead(n.id);
        } catch {
          fail(MSG.error_notification_mark_read);
        }
      },
      async remove(n: Notification) {
        try {
          await hub().remove(n.id);
        } catch {
          fail(MSG.error_notification_delete);
        }
      },
      async clearAll() {
        try {
          await hub().clearAll();
        } catch {
          fail(MSG.error_notification_clear_all);
        }
      },
    }),
    [fail, hub],
  );

  const connected = list.known !== null;
  const count = connected ? liveUnreadCount(list) : serverUnread;
  return (
    <>
      <IconControl
        as="button"
        type="button"
        className={SHELL_CLASS.bell}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? t("notifications.bell_unread", { count }) : t("notifications.bell")}
        data-shaking={shaking || undefined}
        data-connected={connected || undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <BellIcon />
        <BellCount count={count} />
      </IconControl>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDrawer
            open={open}
            onClose={() => setOpen(false)}
            items={list.items}
            connected={connected}
            onActivate={actions.activate}
            onDelete={actions.remove}
            onClearAll={actions.clearAll}
          />
        </Suspense>
      )}
    </>
  );
}
