import Box from "@mui/joy/Box";
import Drawer from "@mui/joy/Drawer";
import IconButton from "@mui/joy/IconButton";
import ModalClose from "@mui/joy/ModalClose";
import { useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits";
import type { NavEntry } from "~/features/navigation/model";
import type { AlarmBadgeModel } from "./alarm-badge";
import { Header, NAV_ID, type HeaderProps } from "./Header";
import { CloseIcon } from "./icons";
import { NavContent } from "./SideNav";

const WIDE = `@media (min-width: ${UI.SIDE_NAV_PERMANENT_MIN_WIDTH_PX}px)`;
const NAV_WIDTH = UI.SIDE_NAV_WIDTH_PX;

export interface AppShellProps extends Omit<HeaderProps, "onOpenNav" | "alarmBadge"> {
  nav: readonly NavEntry[];
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
 * menu link targets #nav, and :target shows the same navigation over the page.
 */
export function AppShell({ nav, alarmBadge, navHasAlarms, notices, overlays, children, ...header }: AppShellProps) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => setDrawerOpen(false), [location.key]);

  const content = (
    <NavContent entries={nav} pathname={location.pathname} alarmBadge={navHasAlarms ? alarmBadge : null} />
  );

  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.body" }}>
      <Box
        component="nav"
        id={NAV_ID}
        aria-label={t("nav.label")}
        sx={{
          position: "fixed",
          insetBlock: 0,
          left: 0,
          width: NAV_WIDTH,
          zIndex: 1300,
          bgcolor: "background.surface",
          borderRight: "1px solid",
          borderColor: "divider",
          display: "none",
          // Narrow screens without JavaScript: the menu link's #nav opens it over the page.
          "&:target": { display: "block", boxShadow: "lg" },
          [WIDE]: { display: "block", zIndex: 1000 },
        }}
      >
        <IconButton
          component="a"
          href="#"
          aria-label={t("nav.close")}
          variant="plain"
          color="neutral"
          size="sm"
          sx={{ position: "absolute", top: 8, right: 8, [WIDE]: { display: "none" } }}
        >
          <CloseIcon />
        </IconButton>
        {content}
      </Box>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size="sm"
        slotProps={{ content: { sx: { width: NAV_WIDTH } } }}
        sx={{ [WIDE]: { display: "none" } }}
      >
        <ModalClose aria-label={t("nav.close")} />
        <Box component="nav" aria-label={t("nav.label")} sx={{ height: "100%" }}>
          {content}
        </Box>
      </Drawer>
      <Box sx={{ [WIDE]: { pl: `${NAV_WIDTH}px` }, display: "flex", flexDirection: "column", minHeight: "100vh" }}>
        <Header {...header} alarmBadge={navHasAlarms ? null : alarmBadge} onOpenNav={() => setDrawerOpen(true)} />
        {notices}
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, p: { xs: 1.5, sm: 3 }, outline: "none" }}>
          {children}
        </Box>
      </Box>
      {overlays}
    </Box>
  );
}
