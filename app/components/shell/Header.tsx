import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { IconControl } from "~/components/controls/controls";
import { AlarmBadge } from "./AlarmBadge";
import type { AlarmBadgeModel } from "./alarm-badge";
import { AvatarMenu, type AvatarEntries, type AvatarUser } from "./AvatarMenu";
import { HelpMenu, type HelpLinks } from "./HelpMenu";
import { AlarmIcon, MenuIcon } from "./icons";
import { NotificationsBell } from "./NotificationsBell";
import { SHELL_CLASS } from "./shell-css";
import { WalletButton } from "./WalletButton";

export const NAV_ID = "nav";

export interface HeaderProps {
  user: AvatarUser;
  /** Admin mode shows a label and hides the wallet. */
  adminMode: boolean;
  wallet: number | null;
  /** The last automatic recharge failed: the wallet shows the auto-recharge failure popover (docs/product.md#wizards). */
  walletAlarm?: boolean;
  help: HelpLinks;
  unread: number | null;
  avatar: AvatarEntries;
  /** The alarm badge when the side navigation has no alarms entry to carry it (screen not built). */
  alarmBadge: AlarmBadgeModel | null;
  onOpenNav: () => void;
}

/**
 * The top bar: navigation button (narrow screens), wallet, help, notifications, account menu. Its
 * frame and controls are plain elements styled by the shell and controls stylesheets (shell-css.ts,
 * controls-css.ts).
 */
export function Header({
  user,
  adminMode,
  wallet,
  walletAlarm = false,
  help,
  unread,
  avatar,
  alarmBadge,
  onOpenNav,
}: HeaderProps) {
  const { t } = useTranslation("shell");
  return (
    <header className={SHELL_CLASS.header}>
      {/* Without JavaScript the link jumps to the navigation, which :target reveals. */}
      <IconControl
        href={`#${NAV_ID}`}
        aria-label={t("nav.open")}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          onOpenNav();
        }}
        className={SHELL_CLASS.navOpen}
      >
        <MenuIcon />
      </IconControl>
      {adminMode && <p className={SHELL_CLASS.headerTitle}>{t("admin.title")}</p>}
      <span className={SHELL_CLASS.headerSpacer} />
      {alarmBadge && (
        <span className={SHELL_CLASS.headerAlarm}>
          <AlarmIcon />
          <AlarmBadge badge={alarmBadge} label={t("alarms.badge", { count: alarmBadge.count })} />
        </span>
      )}
      {wallet !== null && <WalletButton balance={wallet} alarm={walletAlarm} />}
      <HelpMenu links={help} />
      <NotificationsBell unread={unread} />
      <AvatarMenu user={user} entries={avatar} />
    </header>
  );
}
