import Stack from "@mui/joy/Stack";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPath } from "~/features/entities/resource";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_TENANTS_RESOURCE } from "./resource";

/**
 * The Teams page's two screens as links (each a real URL, so they work without JavaScript and can
 * be bookmarked): the connections and, under them, the tenants the connections belong to.
 */
export function TeamsTabs() {
  const { t } = useTranslation("teams-connections");
  const { pathname } = useLocation();
  const tabs = [
    { href: listPath(TEAMS_CONNECTIONS_RESOURCE, "portal"), label: t("tabs.connections") },
    { href: listPath(TEAMS_TENANTS_RESOURCE, "portal"), label: t("tabs.tenants") },
  ];
  // The tenants' path is under the connections': the longest matching tab is the current one.
  const current = tabs.filter((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <Stack
      component="nav"
      aria-label={t("tabs.label")}
      direction="row"
      spacing={3}
      sx={{
        borderBottom: "1px solid",
        borderColor: "divider",
        "& a": { textDecoration: "none", color: "text.secondary", fontWeight: "md", pb: 1, mb: "-1px", borderBottom: "2px solid transparent" },
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
