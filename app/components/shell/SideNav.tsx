import Box from "@mui/joy/Box";
import List from "@mui/joy/List";
import ListItem from "@mui/joy/ListItem";
import ListItemButton from "@mui/joy/ListItemButton";
import ListItemContent from "@mui/joy/ListItemContent";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "~/components/BrandLogo";
import type { NavEntry, NavItem } from "~/features/navigation/model";
import { AlarmBadge } from "./AlarmBadge";
import type { AlarmBadgeModel } from "./alarm-badge";
import { ChevronIcon } from "./icons";

export const ALARMS_NAV_ID = "alarms";

export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function NavLinkItem({ item, pathname, badge }: { item: NavItem; pathname: string; badge?: AlarmBadgeModel | null }) {
  const { t } = useTranslation("shell");
  const active = isActivePath(pathname, item.path);
  return (
    <ListItem>
      <ListItemButton
        component={Link}
        to={item.path}
        prefetch="intent"
        selected={active}
        aria-current={active ? "page" : undefined}
        sx={{ borderRadius: "sm", fontWeight: active ? "lg" : "md" }}
      >
        <ListItemContent>{t(item.labelKey)}</ListItemContent>
        {badge && <AlarmBadge badge={badge} label={t("alarms.badge", { count: badge.count })} />}
      </ListItemButton>
    </ListItem>
  );
}

function isGroup(e: NavEntry): e is Extract<NavEntry, { items: NavItem[] }> {
  return "items" in e;
}

/**
 * The side navigation's content: the entries the user's roles allow (already filtered), groups as
 * native collapsible sections (open by default; they work without JavaScript), the active entry
 * marked with aria-current="page".
 */
export function NavContent({
  entries,
  pathname,
  alarmBadge,
}: {
  entries: readonly NavEntry[];
  pathname: string;
  alarmBadge: AlarmBadgeModel | null;
}) {
  const { t } = useTranslation("shell");
  const badgeFor = (item: NavItem) => (item.id === ALARMS_NAV_ID ? alarmBadge : null);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ px: 2, py: 2 }}>
        <BrandLogo height={32} />
      </Box>
      <List size="sm" sx={{ px: 1, gap: 0.25, flex: 1, overflowY: "auto", "--ListItem-radius": "6px" }}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <ListItem key={entry.id} nested>
              <Box
                component="details"
                open
                sx={{
                  width: "100%",
                  "& > summary": {
                    listStyle: "none",
                    display: "flex",
                    alignItems: "center",
                    gap: 1,
                    px: 1.5,
                    py: 0.75,
                    cursor: "pointer",
                    borderRadius: "sm",
                    color: "text.tertiary",
                    fontSize: "sm",
                    fontWeight: "lg",
                    textTransform: "uppercase",
                    letterSpacing: "0.04em",
                    "&::-webkit-details-marker": { display: "none" },
                    "&:focus-visible": { outline: "2px solid", outlineColor: "primary.500" },
                    "& svg": { transition: "transform 150ms" },
                  },
                  "&[open] > summary svg": { transform: "rotate(90deg)" },
                }}
              >
                <summary>
                  <ChevronIcon />
                  <span>{t(entry.labelKey)}</span>
                </summary>
                <List size="sm" sx={{ gap: 0.25, pl: 1 }}>
                  {entry.items.map((item) => (
                    <NavLinkItem key={item.id} item={item} pathname={pathname} badge={badgeFor(item)} />
                  ))}
                </List>
              </Box>
            </ListItem>
          ) : (
            <NavLinkItem key={entry.id} item={entry} pathname={pathname} badge={badgeFor(entry)} />
          ),
        )}
      </List>
      {/* The spec's launch-wizard button belongs here once a wizard exists. */}
    </Box>
  );
}
