import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "~/components/BrandLogo";
import type { NavEntry, NavItem } from "~/features/navigation/tree";
import { AlarmBadge } from "./AlarmBadge";
import type { AlarmBadgeModel } from "./alarm-badge";
import { ChevronIcon } from "./icons";
import { SHELL_CLASS } from "./shell-css";

export const ALARMS_NAV_ID = "alarms";

export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function NavLinkItem({ item, pathname, badge }: { item: NavItem; pathname: string; badge?: AlarmBadgeModel | null }) {
  const { t } = useTranslation("shell");
  const active = isActivePath(pathname, item.path);
  return (
    <li>
      <Link to={item.path} prefetch="intent" className={SHELL_CLASS.navLink} aria-current={active ? "page" : undefined}>
        <span>{t(item.labelKey)}</span>
        {badge && <AlarmBadge badge={badge} label={t("alarms.badge", { count: badge.count })} />}
      </Link>
    </li>
  );
}

function isGroup(e: NavEntry): e is Extract<NavEntry, { items: NavItem[] }> {
  return "items" in e;
}

/**
 * The side navigation's content: the entries the user's roles allow (already filtered), groups as
 * native collapsible sections (open by default; they work without JavaScript), the active entry
 * marked with aria-current="page". Plain elements styled by the shell stylesheet (shell-css.ts): they
 * are on every signed-in page.
 */
export function NavContent({
  entries,
  pathname,
  alarmBadge,
  launchWizard = null,
}: {
  entries: readonly NavEntry[];
  pathname: string;
  alarmBadge: AlarmBadgeModel | null;
  /** The wizard chooser's path: the launch-wizard button at the bottom (docs/product.md#side-navigation); null: none. */
  launchWizard?: string | null;
}) {
  const { t } = useTranslation("shell");
  const badgeFor = (item: NavItem) => (item.id === ALARMS_NAV_ID ? alarmBadge : null);
  return (
    <div className={SHELL_CLASS.navContent}>
      <div className={SHELL_CLASS.navLogo}>
        <BrandLogo height={32} />
      </div>
      <ul className={SHELL_CLASS.navList}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.id}>
              <details open className={SHELL_CLASS.navGroup}>
                <summary>
                  <ChevronIcon />
                  <span>{t(entry.labelKey)}</span>
                </summary>
                <ul className={SHELL_CLASS.navList}>
                  {entry.items.map((item) => (
                    <NavLinkItem key={item.id} item={item} pathname={pathname} badge={badgeFor(item)} />
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <NavLinkItem key={entry.id} item={entry} pathname={pathname} badge={badgeFor(entry)} />
          ),
        )}
      </ul>
      {launchWizard && (
        <Link
          to={launchWizard}
          className={SHELL_CLASS.navWizard}
          aria-current={isActivePath(pathname, launchWizard) ? "page" : undefined}
        >
          {t("nav.launch_wizard")}
        </Link>
      )}
    </div>
  );
}
