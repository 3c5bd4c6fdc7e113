import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Chip from "@mui/joy/Chip";
import CircularProgress from "@mui/joy/CircularProgress";
import DialogTitle from "@mui/joy/DialogTitle";
import Drawer from "@mui/joy/Drawer";
import IconButton from "@mui/joy/IconButton";
import LinearProgress from "@mui/joy/LinearProgress";
import Link from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import { formatDistanceToNow } from "date-fns";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_STATUS } from "../../../../contract/enums/notifications";
import { NOTIFICATIONS } from "../../../../contract/limits/notifications";
import type { Notification } from "../../../../contract/wire/notifications";
import { CloseIcon } from "~/components/shell/icons";
import { ToastOutlet } from "~/components/Toaster";
import { NotificationTypeIcon } from "../NotificationTypeIcon";
import { NOTIFICATIONS_PAGE } from "../paths";
import type { LiveItem } from "./live-list";
import { joyScoped } from "~/components/joy/JoyScope";

/** The right-side drawer listing the live notifications (docs/product.md#notifications "Notifications", #notifications). A real dialog: Joy's Drawer traps focus and closes on Escape. */
/** A little longer than Joy's slide-out of the drawer. */
const CLOSE_TRANSITION_MS = 400;

export interface NotificationsDrawerProps {
  open: boolean;
  onClose(): void;
  items: readonly LiveItem[];
  /** The first list has arrived. */
  connected: boolean;
  /** Click on an item: downloads its file (download ones), marks it read (unread ones). */
  onActivate(n: Notification): void;
  onDelete(n: Notification): void;
  onClearAll(): void;
}

function UnscopedNotificationsDrawer({
  open,
  onClose,
  items,
  connected,
  onActivate,
  onDelete,
  onClearAll,
}: NotificationsDrawerProps) {
  const { t } = useTranslation(["shell", "messages"]);
  const shown = items.filter((i) => !i.leaving);
  // Joy keeps a closed drawer in the DOM (hidden): its content is rendered only while open or sliding out.
  const [sliding, setSliding] = useState(false);
  useEffect(() => {
    if (open) return setSliding(true);
    const timer = setTimeout(() => setSliding(false), CLOSE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  if (!open && !sliding) return null;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      size="md"
      slotProps={{ content: { sx: { display: "flex", flexDirection: "column" } } }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, pt: 2, pb: 1 }}>
        <DialogTitle level="title-lg" sx={{ flex: 1 }}>
          {t("messages:labels_notifications")}
        </DialogTitle>
        {shown.length > 0 && (
          <Button size="sm" variant="outlined" color="neutral" onClick={onClearAll}>
            {t("messages:labels_clear_all")}
          </Button>
        )}
        <IconButton
          size="sm"
          variant="plain"
          color="neutral"
          aria-label={t("shell:notifications.close")}
          onClick={onClose}
        >
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* While the drawer is open, toasts show here, not over it (Toaster.tsx). */}
      {open && (
        <Box sx={{ px: 2 }}>
          <ToastOutlet />
        </Box>
      )}
      <Box sx={{ flex: 1, overflowY: "auto", px: 2, pb: 2 }}>
        {!connected && items.length === 0 ? (
          <Typography level="body-sm" sx={{ py: 4, textAlign: "center" }} role="status">
            {t("shell:notifications.connecting")}
          </Typography>
        ) : items.length === 0 ? (
          <Typography level="body-md" sx={{ py: 4, textAlign: "center" }}>
            {t("messages:labels_no_notifications")}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            aria-label={t("messages:labels_notifications")}
            sx={{ p: 0, m: 0, listStyle: "none" }}
          >
            {items.map((item) => (
              <DrawerItem key={item.notification.id} item={item} onActivate={onActivate} onDelete={onDelete} />
            ))}
          </Stack>
        )}
      </Box>
      <Box sx={{ px: 2, py: 1.5, borderTop: "1px solid", borderColor: "divider" }}>
        <Link component={RemixLink} to={NOTIFICATIONS_PAGE} level="body-sm" onClick={onClose}>
          {t("shell:notifications.open_page")}
        </Link>
      </Box>
    </Drawer>
  );
}

/**
 * The delete button is about to leave (disabled, then removed): hand the focus to the next (or
 * previous) notification, else to the drawer itself, so it never falls to the page behind the
 * dialog, where Escape and the focus trap no longer reach it.
 */
function keepFocusInDrawer(button: HTMLElement): void {
  const row = button.closest("li");
  const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling) as HTMLElement | null;
  const target =
    neighbour?.querySelector<HTMLElement>("button:not([disabled])") ?? button.closest<HTMLElement>('[role="dialog"]');
  target?.focus();
}

function DrawerItem({
  item,
  onActivate,
  onDelete,
}: {
  item: LiveItem;
  onActivate(n: Notification): void;
  onDelete(n: Notification): void;
}) {
  const { t } = useTranslation(["shell", "messages"]);
  const n = item.notification;
  const unread = n.status === NOTIFICATION_STATUS.UNREAD;
  const progress = n.type === "progress" ? Math.max(0, Math.min(100, n.data.progress ?? 0)) : null;
  return (
    <Box
      component="li"
      aria-hidden={item.leaving || undefined}
      data-leaving={item.leaving || undefined}
      sx={{
        display: "flex",
        gap: 1,
        alignItems: "flex-start",
        borderRadius: "sm",
        border: "1px solid",
        borderColor: unread ? "primary.outlinedBorder" : "divider",
        bgcolor: unread ? "primary.softBg" : "background.surface",
        opacity: item.leaving ? 0 : 1,
        transform: item.leaving ? "translateX(40px)" : "none",
        transition: `opacity ${NOTIFICATIONS.REMOVAL_ANIMATION_MS}ms ease, transform ${NOTIFICATIONS.REMOVAL_ANIMATION_MS}ms ease`,
        "@media (prefers-reduced-motion: reduce)": { transition: "none" },
      }}
    >
      {/* The whole text is one button: what a click does (download, mark read) depends on the notification. */}
      <Box
        component="button"
        type="button"
        onClick={() => onActivate(n)}
        disabled={item.leaving}
        sx={{
          all: "unset",
          boxSizing: "border-box",
          flex: 1,
          minWidth: 0,
          display: "flex",
          gap: 1.5,
          p: 1.5,
          cursor: "pointer",
          borderRadius: "sm",
          "&:focus-visible": { outline: "2px solid", outlineColor: "focusVisible" },
        }}
      >
        <NotificationTypeIcon type={n.type} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography level="title-sm" sx={{ fontWeight: unread ? "xl" : "md" }}>
              {n.title}
            </Typography>
            {unread && (
              <Chip size="sm" color="primary" variant="solid">
                {t("shell:notifications.unread")}
              </Chip>
            )}
          </Stack>
          {n.message && (
            <Typography level="body-sm" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {n.message}
            </Typography>
          )}
          {progress !== null && (
            <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.75 }}>
              <CircularProgress
                size="sm"
                aria-hidden
                sx={{
                  "--CircularProgress-size": "16px",
                  "--CircularProgress-trackThickness": "2px",
                  "--CircularProgress-progressThickness": "2px",
                }}
              />
              <LinearProgress
                determinate
                value={progress}
                aria-label={t("shell:notifications.progress", { progress })}
                sx={{ flex: 1 }}
              />
            </Stack>
          )}
          <Typography level="body-xs" sx={{ color: "text.tertiary", mt: 0.5 }}>
            <time dateTime={n.createdAt}>{formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}</time>
          </Typography>
        </Box>
      </Box>
      <IconButton
        size="sm"
        variant="plain"
        color="danger"
        aria-label={t("shell:notifications.delete_one", { title: n.title })}
        onClick={(event) => {
          keepFocusInDrawer(event.currentTarget);
          onDelete(n);
        }}
        disabled={item.leaving}
        sx={{ m: 0.5 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

/** With Joy's theme: the live island (on plain pages too) loads it when the bell is first opened (components/joy/JoyScope.tsx). */
export const NotificationsDrawer = joyScoped(UnscopedNotificationsDrawer);
