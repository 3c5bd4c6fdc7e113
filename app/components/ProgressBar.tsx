import Box from "@mui/joy/Box";
import { keyframes } from "@emotion/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { THEME } from "../../contract/limits";

/** Navigations quicker than this never show the bar, so fast pages do not flash. */
export const PROGRESS_DELAY_MS = 150;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

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
    <Box
      role="progressbar"
      aria-label={t("progress.label")}
      sx={{
        position: "fixed",
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: "tooltip",
        overflow: "hidden",
        backgroundColor: "background.level2",
      }}
    >
      <Box
        sx={{
          width: "40%",
          height: "100%",
          backgroundImage: THEME.PRIMARY_GRADIENT,
          animation: `${slide} 1.1s ease-in-out infinite`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none", width: "100%" },
        }}
      />
    </Box>
  );
}
