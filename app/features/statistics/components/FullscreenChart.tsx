import Box from "@mui/joy/Box";
import Modal from "@mui/joy/Modal";
import ModalClose from "@mui/joy/ModalClose";
import ModalDialog from "@mui/joy/ModalDialog";
import { Link, useNavigate } from "@remix-run/react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ChartCard, type ChartCardProps } from "./ChartCard";
import { joyScoped } from "~/components/joy/JoyScope";

export interface FullscreenChartProps extends Omit<ChartCardProps, "big"> {
  /** The page without the fullscreen parameter (the close link and Escape go there). */
  closeHref: string;
  /** The page's element the dialog is drawn in (it stays in the page's markup, JavaScript off too). */
  scope: RefObject<HTMLDivElement>;
}

/** One chart drawn big in a fullscreen dialog, opened by the `fullscreen` URL parameter (docs/product.md#statistics). */
function UnscopedFullscreenChart({ closeHref, scope, ...card }: FullscreenChartProps) {
  const { t } = useTranslation("statistics");
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={() => navigate(closeHref, { preventScrollReset: true })}
      disablePortal
      container={() => scope.current}
    >
      <ModalDialog layout="fullscreen" aria-label={t(`statistics:metric.${card.chart.metric}`)}>
        <ModalClose
          component={Link}
          to={closeHref}
          preventScrollReset
          aria-label={t("statistics:chart.close_fullscreen")}
        />
        <Box sx={{ overflow: "auto", pt: 4 }}>
          <ChartCard {...card} big />
        </Box>
      </ModalDialog>
    </Modal>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const FullscreenChart = joyScoped(UnscopedFullscreenChart);
