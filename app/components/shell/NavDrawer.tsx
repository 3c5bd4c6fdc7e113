import Box from "@mui/joy/Box";
import Drawer from "@mui/joy/Drawer";
import ModalClose from "@mui/joy/ModalClose";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../../contract/limits/ui";
import { joyScoped } from "~/components/joy/JoyScope";

/**
 * The navigation as a temporary drawer, for screens narrower than the permanent side navigation. Its
 * own chunk (Joy's drawer, modal and focus trap): AppShell loads it when the menu button first opens it.
 */
function UnscopedNavDrawer({
  open,
  onClose,
  wide,
  children,
}: {
  open: boolean;
  onClose: () => void;
  wide: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("shell");
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="sm"
      // Joy draws the drawer's content as a dialog: it is named like the navigation it holds.
      slotProps={{ content: { "aria-label": t("nav.label"), sx: { width: UI.SIDE_NAV_WIDTH_PX } } }}
      sx={{ [wide]: { display: "none" } }}
    >
      <ModalClose aria-label={t("nav.close")} />
      <Box component="nav" aria-label={t("nav.label")} sx={{ height: "100%" }}>
        {children}
      </Box>
    </Drawer>
  );
}

/** With Joy's theme: the shell is plain, the drawer an island of its own (components/joy/JoyScope.tsx). */
export default joyScoped(UnscopedNavDrawer);
