import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PROGRESS_BAR_CLASS } from "./progress-bar-css";

/** Navigations quicker than this never show the bar, so fast pages do not flash. */
export const PROGRESS_DELAY_MS = 150;

/** A thin brand-gradient bar at the top of the window while a page loads or a form submits. */
export function ProgressBar() {
  const { t } = useTranslation("common");
  const busy = useNavigation().state !== "idle";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div role="progressbar" aria-label={t("progress.label")} className={PROGRESS_BAR_CLASS.track}>
      <div className={PROGRESS_BAR_CLASS.bar} />
    </div>
  );
}
