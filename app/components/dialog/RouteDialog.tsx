import Box from "@mui/joy/Box";
import DialogTitle from "@mui/joy/DialogTitle";
import Modal from "@mui/joy/Modal";
import ModalClose from "@mui/joy/ModalClose";
import ModalDialog from "@mui/joy/ModalDialog";
import { useNavigate } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type CloseReason = "escapeKeyDown" | "backdropClick" | "closeClick";

export interface RouteDialogProps {
  title: string;
  /** Where closing goes (the list without the dialog). */
  closeHref: string;
  children: ReactNode;
  /** Asked before closing (Escape, backdrop, the close button); false keeps the dialog open. */
  confirmClose?: () => boolean;
  width?: number;
  /** role alertdialog for dialogs that interrupt (a refusal), dialog otherwise. */
  role?: "dialog" | "alertdialog";
  color?: "neutral" | "danger";
  /**
   * Closes it instead of the navigation to `closeHref`, told how: Escape, the backdrop or the close
   * button (whose click Joy reports twice: its own close and its onClick).
   */
  onClose?: (reason: CloseReason) => void;
}

/**
 * The dialog of a nested route (create, edit, view, charge...): open whenever the route renders,
 * rendered in place (no portal) so it is in the server's HTML and its form posts without JavaScript.
 * Closing is a navigation to `closeHref`: a link without JavaScript, Escape and the backdrop with it.
 */
export function RouteDialog({
  title,
  closeHref,
  children,
  confirmClose,
  width = 520,
  role = "dialog",
  color = "neutral",
  onClose,
}: RouteDialogProps) {
  const navigate = useNavigate();
  const { t } = useTranslation("common");
  const titleId = useId();
  const scope = useRef<HTMLDivElement>(null);
  const close = (reason: CloseReason) => {
    if (confirmClose && !confirmClose()) return;
    if (onClose) return onClose(reason);
    navigate(closeHref, { preventScrollReset: true });
  };
  return (
    <Box ref={scope} sx={{ display: "contents" }}>
      <Modal open onClose={(_event, reason) => close(reason)} disablePortal container={() => scope.current}>
        <ModalDialog
          role={role}
          aria-labelledby={titleId}
          color={color}
          variant="outlined"
          sx={{
            width: `min(${width}px, 94vw)`,
            maxHeight: "92vh",
            overflowY: "auto",
            ...(color === "danger" ? { borderTop: "4px solid", borderTopColor: "danger.500" } : {}),
          }}
        >
          <ModalClose
            aria-label={t("actions.close")}
            onClick={(event) => {
              event.preventDefault();
              close("closeClick");
            }}
          />
          <DialogTitle id={titleId} component="h2">
            {title}
          </DialogTitle>
          {children}
        </ModalDialog>
      </Modal>
    </Box>
  );
}
