import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AddressSection } from "./AddressSection";
import { AutoRechargeAlarm, AutoRechargeSection } from "./AutoRecharge";
import type { BillingData } from "./billing.server";
import { BillingHistory } from "./BillingHistory";
import { CardsSection } from "./CardsSection";
import { InvoicesSection } from "./InvoicesSection";
import { MonthlyLimitSection } from "./MonthlyLimitSection";
import { MarketplaceWalletSection, WalletSection } from "./WalletSection";

/**
 * /portal/settings/billing (issue 19 item 1): the wallet of a prepaid account with add credit by card,
 * saved cards, the last payment and auto-recharge; a postpaid account's monthly limit and usage; the
 * billing address and its taxes; invoices; the account's billing history in the shared grid. Every
 * change is a nested-route dialog (a form posting to its own action) or a form of this page.
 */
export function BillingPage() {
  const data = useLoaderData<BillingData>() as BillingData;
  const { t } = useTranslation(["billing", "messages", "grid"]);
  const prepaid = data.kind === "prepaid";
  const ar = data.autoRecharge;
  return (
    <Stack spacing={2}>
      <Typography level="h3" component="h1">
        {t("title")}
      </Typography>

      {ar?.alarm && <AutoRechargeAlarm failureReason={ar.failureReason} />}

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {data.kind === "marketplace" && <MarketplaceWalletSection />}
        {prepaid && <WalletSection balance={data.balance} lastPayment={data.lastPayment} />}
        {data.kind === "postpaid" && data.monthly && <MonthlyLimitSection monthly={data.monthly} />}
        {prepaid && ar && <AutoRechargeSection autoRecharge={ar} />}
        {data.kind !== "marketplace" && <CardsSection cards={data.cards} />}
        <AddressSection address={data.address} />
        <InvoicesSection invoices={data.invoices} total={data.invoiceTotal} all={data.allInvoices} />
      </Box>

      <BillingHistory data={data} />
      <Outlet />
    </Stack>
  );
}
