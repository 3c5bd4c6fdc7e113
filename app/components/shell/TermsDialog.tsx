import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Link from "@mui/joy/Link";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link as RemixLink, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { joyScoped } from "~/components/joy/JoyScope";

export const ACCEPT_TERMS_INTENT = "accept-terms";
/** The route whose action records the acceptance (routes/portal.accept-terms.tsx). */
export const ACCEPT_TERMS_PATH = "/portal/accept-terms";

/**
 * The terms-update dialog (docs/product.md#start-up): modal until the user accepts. Rendered in place (no
 * portal) so it shows and submits without JavaScript; Accept posts to routes/portal.accept-terms.tsx.
 */
function UnscopedTermsDialog({ redirectTo, action = ACCEPT_TERMS_PATH }: { redirectTo: string; action?: string }) {
  const { t } = useTranslation(["messages", "shell"]);
  const titleId = useId();
  const textId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Box
      sx={{
        position: "fixed",
        inset: 0,
        zIndex: 1400,
        display: "grid",
        placeItems: "center",
        p: 2,
        bgcolor: "rgba(9, 30, 44, 0.45)",
      }}
    >
      <Sheet
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        variant="outlined"
        sx={{ width: "100%", maxWidth: 480, borderRadius: "lg", p: 3, boxShadow: "lg", bgcolor: "background.level1" }}
      >
        <Typography id={titleId} level="h4" component="h2" sx={{ mb: 1 }}>
          {t("messages:labels_terms_updated_title")}
        </Typography>
        <Typography id={textId} level="body-md" sx={{ mb: 2 }}>
          {t("messages:labels_terms_updated")}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 3 }}>
          <Link component={RemixLink} to="/terms" target="_blank" rel="noopener">
            {t("shell:help.terms")}
          </Link>
          <Link component={RemixLink} to="/privacy_policy" target="_blank" rel="noopener">
            {t("shell:help.privacy")}
          </Link>
        </Stack>
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={ACCEPT_TERMS_INTENT} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Button type="submit" fullWidth loading={busy} autoFocus>
            {t("messages:labels_accept")}
          </Button>
        </Form>
      </Sheet>
    </Box>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const TermsDialog = joyScoped(UnscopedTermsDialog);
