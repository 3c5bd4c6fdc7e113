import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Typography from "@mui/joy/Typography";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoPermissionNoticeIsland } from "~/components/shell/overlay-islands";
import { DashboardCards } from "./DashboardCards";
import type { DashboardData } from "./dashboard.server";

/**
 * Getting started: on the landing dashboard, and on the dashboard until the account has set up a bot
 * or a channel. Each step links to the screen that does it, when the roles allow it.
 */
function Welcome({ firstName, steps }: { firstName: string; steps: SerializeFrom<DashboardData>["steps"] }) {
  const { t } = useTranslation("shell");
  return (
    <Card component="section" aria-labelledby="welcome-title" variant="soft" color="primary" sx={{ mb: 3 }}>
      <Typography id="welcome-title" level="title-lg" component="h2">
        {t("dashboard.welcome.title", { name: firstName })}
      </Typography>
      <Typography level="body-md">{t("dashboard.welcome.text")}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {steps.map((step) => (
          <Typography key={step.key} component="li" level="body-md">
            {step.href ? (
              <Link to={step.href}>{t(`dashboard.welcome.${step.key}`)}</Link>
            ) : (
              t(`dashboard.welcome.${step.key}`)
            )}
          </Typography>
        ))}
      </Box>
    </Card>
  );
}

export function DashboardPage({ data, landing }: { data: SerializeFrom<DashboardData>; landing: boolean }) {
  const { t } = useTranslation("shell");
  if (!data.allowed) return <NoPermissionNoticeIsland />;
  return (
    <>
      <Typography level="h3" component="h1" sx={{ mb: 2 }}>
        {t("dashboard.title")}
      </Typography>
      {(landing || data.nothingSetUp) && <Welcome firstName={data.firstName} steps={data.steps} />}
      <DashboardCards cards={data.cards} />
    </>
  );
}
