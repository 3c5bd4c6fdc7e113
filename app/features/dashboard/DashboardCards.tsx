import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Chip from "@mui/joy/Chip";
import Link from "@mui/joy/Link";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ALARM_SEVERITIES } from "../../../contract/enums/alarms";
import type { DashboardCard } from "./cards";
import { numberFormat } from "~/features/format/intl";

const SEVERITY_COLORS = {
  critical: "danger",
  major: "danger",
  minor: "warning",
  warning: "warning",
  indeterminate: "primary",
  cleared: "neutral",
} as const;

function CardTitle({ id, text, href }: { id: string; text: string; href: string | null }) {
  return (
    <Typography id={id} level="title-md" component="h2">
      {href ? (
        <Link component={RemixLink} to={href} overlay underline="none" sx={{ color: "inherit" }}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography>
  );
}

function SummaryCard({ card }: { card: DashboardCard }) {
  const { t, i18n } = useTranslation("shell");
  const titleId = useId();
  const number = numberFormat(i18n.language || "en-US");
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ gap: 1, "&:hover": card.href ? { boxShadow: "md" } : {} }}
    >
      <CardTitle id={titleId} text={t(`dashboard.cards.${card.id}`)} href={card.href} />
      {card.kind === "count" && (
        <Typography level="h2" component="p">
          {number.format(card.value)}
        </Typography>
      )}
      {card.kind === "calls" && (
        <>
          <Typography level="h2" component="p">
            {number.format(card.total)}
          </Typography>
          <Typography level="body-sm" sx={{ color: "text.secondary" }}>
            {card.successRate === null
              ? t("dashboard.no_calls")
              : t("dashboard.success_rate", {
                  rate: number.format(card.successRate),
                  successful: number.format(card.successful),
                })}
          </Typography>
        </>
      )}
      {card.kind === "alarms" && (
        <>
          <Typography level="h2" component="p">
            {number.format(card.active)}
          </Typography>
          <Box
            component="ul"
            aria-label={t("dashboard.alarms_by_severity")}
            sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, p: 0, m: 0, listStyle: "none" }}
          >
            {ALARM_SEVERITIES.filter((s) => s !== "cleared").map((s) => (
              <li key={s}>
                <Chip
                  size="sm"
                  variant={card.summary[s] > 0 ? "soft" : "outlined"}
                  color={card.summary[s] > 0 ? SEVERITY_COLORS[s] : "neutral"}
                >
                  {t(`alarms.severity.${s}`)}: {number.format(card.summary[s])}
                </Chip>
              </li>
            ))}
          </Box>
        </>
      )}
    </Card>
  );
}

/** The summary cards in a responsive grid. */
export function DashboardCards({ cards }: { cards: readonly DashboardCard[] }) {
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
      {cards.map((card) => (
        <SummaryCard key={card.id} card={card} />
      ))}
    </Box>
  );
}
