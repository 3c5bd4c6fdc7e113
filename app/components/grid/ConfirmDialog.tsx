import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import DialogTitle from "@mui/joy/DialogTitle";
import Modal from "@mui/joy/Modal";
import ModalDialog from "@mui/joy/ModalDialog";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorIcon, InfoIcon, WarningIcon } from "./icons";
import { visuallyHidden } from "./visually-hidden";

/** docs/product.md#data-grid "Confirm dialogs exist with danger, warning and info severity". */
export type ConfirmSeverity = "danger" | "warning" | "info";

export interface ConfirmDialogProps {
  severity: ConfirmSeverity;
  title: string;
  description: ReactNode;
  /** Text of the confirm (submit) button. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Nested-route dialogs: where Cancel (and Escape, with JavaScript) goes back to. */
  cancelHref?: string;
  /** Component dialogs: called by Cancel, Escape and a backdrop click. */
  onClose?: () => void;
  /** Default true: a nested-route dialog is open whenever it renders. */
  open?: boolean;
  /** The form's action (default: the current route's action) and method (default post). */
  action?: string;
  method?: "post" | "put" | "patch" | "delete";
  /** Hidden fields or inputs sent with the confirmation. */
  children?: ReactNode;
  /** Disables the confirm button (e.g. while submitting). */
  pending?: boolean;
}

const COLOR = { danger: "danger", warning: "warning", info: "primary" } as const;
const ICON = { danger: ErrorIcon, warning: WarningIcon, info: InfoIcon } as const;

/**
 * A confirmation dialog: alertdialog for danger and warning (they interrupt), dialog for info. It
 * renders in place (no portal), so a nested route's dialog is in the server's HTML and confirming is
 * a plain form post that works without JavaScript.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { severity, title, description, confirmLabel, cancelHref, onClose, open = true, pending } = props;
  const { t } = useTranslation("grid");
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const color = COLOR[severity];
  const Icon = ICON[severity];
  const cancelLabel = props.cancelLabel ?? t("confirm.cancel");
  const close = onClose ?? (cancelHref ? () => navigate(cancelHref, { preventScrollReset: true }) : undefined);
  // In place, Joy's modal manager would aria-hide the body child that contains the dialog (and so
  // the dialog itself): scope it to this wrapper. aria-modal on the dialog still tells AT the rest is inert.
  const scope = useRef<HTMLDivElement>(null);

  return (
    <Box ref={scope} sx={{ display: "contents" }}>
      <Modal open={open} onClose={close} disablePortal container={() => scope.current}>
        <ModalDialog
          role={severity === "info" ? "dialog" : "alertdialog"}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          color={color}
          variant="outlined"
          sx={{ maxWidth: 480, borderTop: "4px solid", borderTopColor: `${color}.500` }}
        >
          <DialogTitle id={titleId} component="h2" sx={{ alignItems: "center", gap: 1 }}>
            <Icon color={color} />
            <Box component="span" sx={{ color: "text.primary" }}>
              {/* Severity in words too, not only by colour and icon. */}
              <Box component="span" sx={visuallyHidden}>
                {`${t(`confirm.severity.${severity}`)}: `}
              </Box>
              {title}
            </Box>
          </DialogTitle>
          <DialogContent id={descriptionId}>{description}</DialogContent>
          <Form method={props.method ?? "post"} action={props.action} preventScrollReset>
            {props.children}
            <DialogActions>
              <Button type="submit" color={color} loading={pending} disabled={pending}>
                {confirmLabel}
              </Button>
              {cancelHref ? (
                <Button component={Link} to={cancelHref} preventScrollReset variant="plain" color="neutral">
                  {cancelLabel}
                </Button>
              ) : (
                <Button type="button" variant="plain" color="neutral" onClick={onClose}>
                  {cancelLabel}
                </Button>
              )}
            </DialogActions>
          </Form>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
