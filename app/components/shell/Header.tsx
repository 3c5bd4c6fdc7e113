import Box from "@mui/joy/Box";
import IconButton from "@mui/joy/IconButton";
import Typography from "@mui/joy/Typography";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits";
import { AlarmBadge } from "./AlarmBadge";
import type { AlarmBadgeModel } from "./alarm-badge";
import { AvatarMenu, type AvatarEntries, type AvatarUser } from "./AvatarMenu";
import { HelpMenu, type HelpLinks } from "./HelpMenu";
import { AlarmIcon, MenuIcon } from "./icons";
import { NotificationsBell } from "./NotificationsBell";
import { WalletButton } from "./WalletButton";

export const NAV_ID = "nav";
const WIDE = `@media (min-width: ${UI.SIDE_NAV_PERMANENT_MIN_WIDTH_PX}px)`;

export interface HeaderProps {
  user: AvatarUser;
  /** Admin mode shows a label and hides the wallet. */
  adminMode: boolean;
  wallet: number | null;
  help: HelpLinks;
  unread: number | null;
  avatar: AvatarEntries;
  /** The alarm badge when the side navigation has no alarms entry to carry it (screen not built). */
  alarmBadge: AlarmBadgeModel | null;
  onOpenNav: () => void;
}

/** The top bar: navigation button (narrow screens), wallet, help, notifications, account menu. */
export function Header({ user, adminMode, wallet, help, unread, avatar, alarmBadge, onOpenNav }: HeaderProps) {
  const { t } = useTranslation("shell");
  return (
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: 1100,
        display: "flex",
        alignItems: "center",
        // On the narrowest phones (320 px) the controls wrap onto a second row rather than overflow.
        flexWrap: "wrap",
        justifyContent: "flex-end",
        gap: { xs: 0.5, sm: 1 },
        px: { xs: 1, sm: 2 },
        minHeight: 60,
        bgcolor: "background.surface",
        borderBottom: "1px solid",
        borderColor: "divider",
      }}
    >
      {/* Without JavaScript the link jumps to the navigation, which :target reveals. */}
      <IconButton
        component="a"
        href={`#${NAV_ID}`}
        variant="plain"
        color="neutral"
        aria-label={t("nav.open")}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          onOpenNav();
        }}
        sx={{ [WIDE]: { display: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      {adminMode && (
        <Typography level="title-md" component="p">
          {t("admin.title")}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {alarmBadge && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, color: "text.secondary" }}>
          <AlarmIcon />
          <AlarmBadge badge={alarmBadge} label={t("alarms.badge", { count: alarmBadge.count })} />
        </Box>
      )}
      {wallet !== null && <WalletButton balance={wallet} />}
      <HelpMenu links={help} />
      <NotificationsBell unread={unread} />
      <AvatarMenu user={user} entries={avatar} />
    </Box>
  );
}
