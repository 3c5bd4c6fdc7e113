import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/features/time/timezone";
import type { loadChooser } from "./wizards.server";
import { WIZARD_FIELDS, WIZARD_INTENTS, WIZARD_PATHS } from "./paths";

/**
 * /portal/wizards: the wizard chooser (docs/product.md#wizards "Global wizards"). Each wizard starts or resumes its
 * half-finished run; a run can be discarded (a form: WizardCanceled). A blocked wizard (docs/product.md#wizards)
 * names why instead of a launch link — the server refuses it too.
 */
export function WizardChooser() {
  const { wizards, links, blocked } = useLoaderData<typeof loadChooser>();
  const { t } = useTranslation(["wizards", "messages", "common"]);
  const navigation = useNavigation();
  return (
    <Box sx={{ maxWidth: 960, mx: "auto" }}>
      <Typography level="h3" component="h1" sx={{ mb: 1 }}>
        {t("wizards:title")}
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        {t("wizards:intro")}
      </Typography>
      {blocked && (
        <Alert color="warning" variant="soft" role="alert" sx={{ mb: 2 }}>
          {t(`messages:${blocked}`)}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          display: "grid",
          gridTemplateColumns: "repeat(auto-fill, minmax(280px, 1fr))",
          gap: 2,
          "& > li": {
            border: "1px solid",
            borderColor: "divider",
            borderRadius: "sm",
            p: 2,
            display: "flex",
            flexDirection: "column",
            gap: 0.5,
          },
        }}
      >
        {wizards.map((w) => {
          const title = t(`wizards:kinds.${w.kind}.title`);
          return (
            <li key={w.kind}>
              <Typography level="title-md" component="h2">
                {title}
              </Typography>
              <Typography level="body-sm">{t(`wizards:kinds.${w.kind}.description`)}</Typography>
              {w.draft && (
                <Typography level="body-xs">
                  {t(w.draft.failed ? "wizards:draft.failed" : "wizards:draft.saved", {
                    when: formatDateTime(w.draft.updatedAt, "UTC"),
                    step: w.draft.step ? t(`wizards:steps.${w.draft.step}`) : "",
                  })}
                </Typography>
              )}
              {w.blocked && !blocked ? (
                <Typography level="body-sm" color="warning">
                  {t(`messages:${w.blocked}`)}
                </Typography>
              ) : null}
              {!w.blocked && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    component={Link}
                    to={WIZARD_PATHS.wizard(w.kind)}
                    size="sm"
                    aria-label={t(w.draft ? "wizards:actions.resume" : "wizards:actions.start", { wizard: title })}
                  >
                    {t(w.draft ? "wizards:actions.resume" : "wizards:actions.start", { wizard: "" }).trim()}
                  </Button>
                  {w.draft && (
                    <Form method="post">
                      <input type="hidden" name={WIZARD_FIELDS.kind} value={w.kind} />
                      <Button
                        type="submit"
                        name={WIZARD_FIELDS.intent}
                        value={WIZARD_INTENTS.discard}
                        size="sm"
                        variant="outlined"
                        color="neutral"
                        disabled={navigation.state === "submitting"}
                        aria-label={t("wizards:actions.discard", { wizard: title })}
                      >
                        {t("wizards:actions.discard", { wizard: "" }).trim()}
                      </Button>
                    </Form>
                  )}
                </Stack>
              )}
            </li>
          );
        })}
        {/* Entries that are pages of their own (switch account: the account menu's page). */}
        {links.map((l) => {
          const title = t(`wizards:kinds.${l.id}.title`);
          return (
            <li key={l.id}>
              <Typography level="title-md" component="h2">
                {title}
              </Typography>
              <Typography level="body-sm">{t(`wizards:kinds.${l.id}.description`)}</Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  component={Link}
                  to={l.href}
                  size="sm"
                  aria-label={t("wizards:actions.open", { wizard: title })}
                >
                  {t("wizards:actions.open", { wizard: "" }).trim()}
                </Button>
              </Stack>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
