import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Typography from "@mui/joy/Typography";
import type { SerializeFrom } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { NoPermissionNoticeIsland } from "~/components/shell/overlay-islands";
import { DashboardCards } from "./DashboardCards";
import type { DashboardData } from "./dashboard.server";

/** A short getting-started text for new accounts (landing dashboard). */
function Welcome({ firstName }: { firstName: string }) {
  const { t } = useTranslation("shell");
  return (
    <Card component="section" aria-labelledby="welcome-title" variant="soft" color="primary" sx={{ mb: 3 }}>
      <Typography id="welcome-title" level="title-lg" component="h2">
        {t("dashboard.welcome.title", { name: firstName })}
      </Typography>
      <Typography level="body-md">{t("dashboard.welcome.text")}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        <Typography component="li" level="body-sm">
          {t("dashboard.welcome.step_bot")}
        </Typography>
        <Typography component="li" level="body-sm">
          {t("dashboard.welcome.step_channel")}
        </Typography>
        <Typography component="li" level="body-sm">
          {t("dashboard.welcome.step_route")}
        </Typography>
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
      {landing && <Welcome firstName={data.firstName} />}
      <DashboardCards cards={data.cards} />
    </>
  );
}
