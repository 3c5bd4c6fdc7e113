import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORT_PLAN } from "../../../contract/limits/support-plan";
import type { SupportPlan } from "../../../contract/enums/accounts";
import type { SupportPlanData } from "./support-plan.server";

/** How often the page looks again while a change is processed (the notification also says when it is done). */
const PENDING_REFRESH_MS = SUPPORT_PLAN.PROCESSING_MS / 2;

const usd = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
const day = (iso: string) => iso.slice(0, 10);

export function SupportPlanPage() {
  const { state, canChange } = useLoaderData<SupportPlanData>();
  const { t } = useTranslation("account");
  const { t: tm } = useTranslation("messages");
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!state.pending) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [state, revalidator]);
  // The plan the account will have: a scheduled cancellation's, else the current one.
  const upcoming: SupportPlan = state.scheduled?.plan ?? state.plan;
  const planName = (plan: SupportPlan) => t(`support_plan.plans.${plan}`);
  return (
    <Stack spacing={2.5} sx={{ px: { xs: 1.5, sm: 3 }, py: 2, maxWidth: 960 }}>
      <Typography level="h3" component="h1">
        {t("support_plan.title")}
      </Typography>
      <dl>
        <dt>{t("support_plan.current")}</dt>
        <dd>{planName(state.plan)}</dd>
        <dt>{t("support_plan.contract")}</dt>
        <dd>{state.contractNumber ?? t("support_plan.no_contract")}</dd>
      </dl>
      {state.pending && (
        <Alert color="neutral" variant="soft" role="status">
          {tm("labels_support_plan_pending", { plan: planName(state.pending.plan) })}{" "}
          <Link to=".">{t("support_plan.refresh")}</Link>
        </Alert>
      )}
      {state.scheduled && (
        <Alert color="warning" variant="soft" role="status">
          {tm("labels_support_plan_cancellation_effective", { date: day(state.scheduled.effectiveAt) })}
        </Alert>
      )}
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        {state.prices.map(({ plan, monthlyPriceUsd }) => {
          const mine = plan === upcoming;
          const cancels = plan === SUPPORT_PLAN.FREE_PLAN && state.plan !== SUPPORT_PLAN.FREE_PLAN;
          const busy = navigation.state === "submitting" && navigation.formData?.get("plan") === plan;
          return (
            <Card
              key={plan}
              component="section"
              aria-labelledby={`plan-${plan}`}
              variant={mine ? "solid" : "outlined"}
              color={mine ? "primary" : "neutral"}
              sx={{ flex: 1 }}
            >
              <Typography id={`plan-${plan}`} level="title-lg" component="h2" textColor="inherit">
                {planName(plan)}
              </Typography>
              <Typography level="h4" component="p" textColor="inherit">
                {monthlyPriceUsd === 0
                  ? t("support_plan.free")
                  : t("support_plan.price", { price: usd(monthlyPriceUsd) })}
              </Typography>
              <Typography level="body-sm" textColor="inherit">
                {t(`support_plan.descriptions.${plan}`)}
              </Typography>
              {mine ? (
                <Typography level="title-sm" textColor="inherit">
                  {t("support_plan.your_plan")}
                </Typography>
              ) : (
                canChange && (
                  <Form method="post" action="/portal/support_plan/change">
                    <input type="hidden" name="plan" value={plan} />
                    <Button type="submit" variant="outlined" loading={busy} disabled={!!state.pending}>
                      {cancels
                        ? t("support_plan.cancel", { plan: planName(state.plan) })
                        : t("support_plan.choose", { plan: planName(plan) })}
                    </Button>
                  </Form>
                )
              )}
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
