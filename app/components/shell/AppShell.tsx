import { IconControl } from "~/components/controls/controls";
import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits/ui";
import type { NavEntry } from "~/features/navigation/tree";
import type { AlarmBadgeModel } from "./alarm-badge";
import { Header, NAV_ID, type HeaderProps } from "./Header";
import { CloseIcon } from "./icons";
import { SHELL_CLASS } from "./shell-css";
import { NavContent } from "./SideNav";

const WIDE = `@media (min-width: ${UI.SIDE_NAV_PERMANENT_MIN_WIDTH_PX}px)`;
/** Loaded when first opened: no page shows it at first paint. */
const NavDrawer = lazy(() => import("./NavDrawer"));

export interface AppShellProps extends Omit<HeaderProps, "onOpenNav" | "alarmBadge"> {
  nav: readonly NavEntry[];
  /** The launch-wizard button's target at the bottom of the navigation (null: none). */
  launchWizard?: string | null;
  alarmBadge: AlarmBadgeModel | null;
  /** Whether the navigation has an alarms entry to carry the badge (else the header shows it). */
  navHasAlarms: boolean;
  /** Above the page: banners. */
  notices?: ReactNode;
  /** Over the page: splash, dialogs. */
  overlays?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every portal and admin page: side navigation (fixed 220 px at 900 px and wider, a
 * temporary drawer below), header, banners and the page. Below 900 px without JavaScript the
 * menu link targets #nav, and :target shows the same navigation over the page. The frame is plain
 * elements styled by the shell stylesheet (shell-css.ts).
 */
export function AppShell({
  nav,
  launchWizard = null,
  alarmBadge,
  navHasAlarms,
  notices,
  overlays,
  children,
  ...header
}: AppShellProps) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  // Open for the location it was opened at: a navigation closes it. Derived, not reset by an effect:
  // such an effect also runs once after hydration, and undid a tap on the menu that came just before.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const drawerOpen = openAtKey === location.key;
  // Mounted from its first opening on, so it can slide out when it closes.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setOpenAtKey(location.key);
  };

  const content = (
    <NavContent
      entries={nav}
      pathname={location.pathname}
      alarmBadge={navHasAlarms ? alarmBadge : null}
      launchWizard={launchWizard}
    />
  );

  return (
    <div className={SHELL_CLASS.root}>
      <nav id={NAV_ID} aria-label={t("nav.label")} className={SHELL_CLASS.nav}>
        <IconControl href="#" aria-label={t("nav.close")} size="sm" className={SHELL_CLASS.navClose}>
          <CloseIcon />
        </IconControl>
        {content}
      </nav>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setOpenAtKey(null)} wide={WIDE}>
            {content}
          </NavDrawer>
        </Suspense>
      ) : null}
      <div className={SHELL_CLASS.body}>
        <Header {...header} alarmBadge={navHasAlarms ? null : alarmBadge} onOpenNav={openDrawer} />
        {notices}
        <main id="main" tabIndex={-1} className={SHELL_CLASS.main}>
          {children}
        </main>
      </div>
      {overlays}
    </div>
  );
}
