import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Link from "@mui/joy/Link";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { NextStep } from "./next-steps";

/**
 * What to do next (next-steps.ts), each step a link to the screen that does it. Getting started is
 * the same section with a welcome: on the landing dashboard, and on the dashboard until the account
 * has set up a bot or a channel. Without a welcome and with nothing to do, it is not shown.
 */
export function NextSteps({ steps, welcomeName }: { steps: readonly NextStep[]; welcomeName: string | null }) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const welcome = welcomeName !== null;
  if (!welcome && steps.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant={welcome ? "soft" : "outlined"}
      color={welcome ? "primary" : "neutral"}
      sx={{ mb: 3 }}
    >
      <Typography id={titleId} level="title-lg" component="h2">
        {welcome ? t("dashboard.welcome.title", { name: welcomeName }) : t("dashboard.next_steps.title")}
      </Typography>
      {welcome && (
        <Typography level="body-md">
          {steps.length > 0 ? t("dashboard.welcome.text") : t("dashboard.welcome.ready")}
        </Typography>
      )}
      {steps.length > 0 && (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {steps.map((step) => (
            <Typography key={step.key} component="li" level="body-md">
              <Link component={RemixLink} to={step.href}>
                {t(`dashboard.next_steps.${step.key}`, { count: step.count })}
              </Link>
            </Typography>
          ))}
        </Box>
      )}
    </Card>
  );
}
