import Card from "@mui/joy/Card";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import type { ReactNode } from "react";

/** A dated line of the billing page (payments, invoices, history): the day, in UTC. */
export const billingDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** One card of the billing page: its heading (labelling the section), an optional action beside it. */
export function BillingSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `billing-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ gap: 1 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
        <Typography level="title-lg" component="h2" id={id}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
