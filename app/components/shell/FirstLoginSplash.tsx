import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import { keyframes } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { SESSION } from "../../../contract/limits/session";
import { UI } from "../../../contract/limits/ui";
import { BrandLogo } from "~/components/BrandLogo";
import { joyScoped } from "~/components/joy/JoyScope";

// Visible, then fading out; `forwards` keeps it hidden. Pure CSS, so it also ends without JavaScript.
const fadeOut = keyframes`
  from { opacity: 1; visibility: visible; }
  to { opacity: 0; visibility: hidden; }
`;

/** The 3-second welcome shown once to the user of a newly created account (docs/product.md#start-up). */
function UnscopedFirstLoginSplash() {
  const { t } = useTranslation("messages");
  const fadeMs = UI.TRANSITION_MS;
  return (
    <Box
      role="status"
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: 1500,
        display: "grid",
        placeItems: "center",
        bgcolor: "background.surface",
        pointerEvents: "none",
        animation: `${fadeOut} ${fadeMs}ms ease-in ${SESSION.FIRST_LOGIN_SPLASH_MS - fadeMs}ms forwards`,
        "@media (prefers-reduced-motion: reduce)": {
          animationDuration: "1ms",
          animationDelay: `${SESSION.FIRST_LOGIN_SPLASH_MS}ms`,
        },
      }}
    >
      <Box sx={{ textAlign: "center", px: 3 }}>
        <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
          <BrandLogo height={56} />
        </Box>
        <Typography level="h3" component="p">
          {t("labels_welcome")}
        </Typography>
      </Box>
    </Box>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const FirstLoginSplash = joyScoped(UnscopedFirstLoginSplash);
