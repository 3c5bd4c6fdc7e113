import Badge from "@mui/joy/Badge";
import IconButton from "@mui/joy/IconButton";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BellIcon } from "./icons";

export const NOTIFICATIONS_PAGE = "/portal/notifications";

/** The bell: a link to the notifications page, naming the unread count. */
export function NotificationsBell({ unread }: { unread: number | null }) {
  const { t } = useTranslation("shell");
  const count = unread ?? 0;
  return (
    <IconButton
      component={Link}
      to={NOTIFICATIONS_PAGE}
      variant="plain"
      color="neutral"
      aria-label={count > 0 ? t("notifications.bell_unread", { count }) : t("notifications.bell")}
    >
      <Badge badgeContent={count} max={99} color="danger" size="sm" invisible={count === 0}>
        <BellIcon />
      </Badge>
    </IconButton>
  );
}
