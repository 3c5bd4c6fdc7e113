import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { IconLink } from "~/components/controls/controls";
import { NOTIFICATIONS_PAGE } from "~/features/notifications/paths";
import { BellCount } from "./BellCount";
import { BellIcon } from "./icons";

type Island = ComponentType<{ serverUnread: number }>;

/**
 * The bell. Rendered on the server (and without JavaScript) as a link to the notifications page
 * naming the unread count; after hydration the live island (the hub client and the drawer, with
 * @microsoft/signalr) is loaded lazily and takes its place.
 */
export function NotificationsBell({ unread }: { unread: number | null }) {
  const { t } = useTranslation("shell");
  const count = unread ?? 0;
  const [island, setIsland] = useState<{ Island: Island } | null>(null);

  useEffect(() => {
    let mounted = true;
    import("~/features/notifications/live/NotificationsIsland.client")
      .then((m) => mounted && setIsland({ Island: m.NotificationsIsland }))
      // The link keeps working when the island cannot load (an old tab after a deploy, a network error).
      .catch((error: unknown) => console.warn("[notifications] live drawer unavailable", error));
    return () => {
      mounted = false;
    };
  }, []);

  if (island) return <island.Island serverUnread={count} />;
  return (
    <IconLink
      to={NOTIFICATIONS_PAGE}
      aria-label={count > 0 ? t("notifications.bell_unread", { count }) : t("notifications.bell")}
    >
      <BellIcon />
      <BellCount count={count} />
    </IconLink>
  );
}
