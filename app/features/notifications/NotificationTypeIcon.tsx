import Box from "@mui/joy/Box";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { NotificationType } from "../../../contract/enums/notifications";
import { DownloadIcon, ErrorIcon, InfoIcon, ProgressIcon, WarningIcon } from "~/components/shell/icons";

const TYPE_ICONS: Record<
  NotificationType,
  { icon: ReactNode; color: "primary" | "danger" | "warning" | "neutral" | "success" }
> = {
  download: { icon: <DownloadIcon />, color: "success" },
  error: { icon: <ErrorIcon />, color: "danger" },
  info: { icon: <InfoIcon />, color: "primary" },
  warning: { icon: <WarningIcon />, color: "warning" },
  progress: { icon: <ProgressIcon />, color: "neutral" },
};

/** A notification's type as an icon named for screen readers (page and drawer alike). */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { t } = useTranslation("shell");
  const { icon, color } = TYPE_ICONS[type];
  return (
    <Box
      role="img"
      aria-label={t(`notifications.type.${type}`)}
      sx={{ color: `${color}.500`, pt: 0.25, display: "flex" }}
    >
      {icon}
    </Box>
  );
}
