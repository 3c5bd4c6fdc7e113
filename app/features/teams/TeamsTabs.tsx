import { useTranslation } from "react-i18next";
import { ScreenTabs } from "~/components/ScreenTabs";
import { listPath } from "~/features/entities/resource";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_TENANTS_RESOURCE } from "./resource";

/** The Teams page's two screens as tabs: the connections and, under them, the tenants the connections belong to. */
export function TeamsTabs() {
  const { t } = useTranslation("teams-connections");
  return (
    <ScreenTabs
      label={t("tabs.label")}
      tabs={[
        { href: listPath(TEAMS_CONNECTIONS_RESOURCE, "portal"), label: t("tabs.connections") },
        { href: listPath(TEAMS_TENANTS_RESOURCE, "portal"), label: t("tabs.tenants") },
      ]}
    />
  );
}
