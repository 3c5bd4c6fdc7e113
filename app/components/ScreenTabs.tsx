import Stack from "@mui/joy/Stack";
import { Link, useLocation } from "@remix-run/react";

/**
 * A page's screens as tabs that are links (each a real URL, so they work without JavaScript and can
 * be bookmarked): the Teams connections and their tenants, the alarms and their thresholds. A screen
 * may live under another's path: the longest matching tab is the current one.
 */
export function ScreenTabs({ label, tabs }: { label: string; tabs: readonly { href: string; label: string }[] }) {
  const { pathname } = useLocation();
  const current = tabs
    .filter((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={3}
      sx={{
        borderBottom: "1px solid",
        borderColor: "divider",
        "& a": {
          textDecoration: "none",
          color: "text.secondary",
          fontWeight: "md",
          pb: 1,
          mb: "-1px",
          borderBottom: "2px solid transparent",
        },
        "& a[aria-current='page']": { color: "primary.plainColor", borderBottomColor: "primary.500" },
      }}
    >
      {tabs.map((tab) => (
        <Link key={tab.href} to={tab.href} aria-current={tab === current ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </Stack>
  );
}
