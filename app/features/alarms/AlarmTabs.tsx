import { useTranslation } from "react-i18next";
import { ScreenTabs } from "~/components/ScreenTabs";
import { listPath } from "~/features/entities/resource";
import { ALARM_THRESHOLDS_RESOURCE, ALARMS_RESOURCE } from "./resource";

/** The alarms page's two screens as tabs: the alarms and, under them, the thresholds that raise them (to holders of their read role). */
export function AlarmTabs({ thresholds }: { thresholds: boolean }) {
  const { t } = useTranslation("alarms");
  return (
    <ScreenTabs
      label={t("tabs.label")}
      tabs={[
        { href: listPath(ALARMS_RESOURCE, "portal"), label: t("tabs.alarms") },
        ...(thresholds ? [{ href: listPath(ALARM_THRESHOLDS_RESOURCE, "portal"), label: t("tabs.thresholds") }] : []),
      ]}
    />
  );
}
