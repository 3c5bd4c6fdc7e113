/**
 * What buying numbers costs, before the buyer confirms: the monthly fee (a cart's total per month),
 * the setup fee (none: an order charges the first month and nothing else, docs/features/numbers.md),
 * what is charged to the wallet now, the wallet's balance, and the insufficient-funds warning when the
 * balance cannot cover the charge. The cart's checkout and a launch wizard's purchase confirmation
 * (docs/features/wizards.md) both show it, so a price is confirmed the same way wherever a number is bought.
 */
import Alert from "@mui/joy/Alert";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import { MSG } from "../../../contract/messages";
import { chargeNow, usd } from "./money";

function Line({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography component="dt" fontWeight="lg">
        {term}:
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function OrderCharges({
  monthly,
  balance,
  monthlyLabel,
}: {
  /** USD per month of every number bought. */
  monthly: number;
  /** The wallet's balance (USD). */
  balance: number;
  /** How the monthly amount is named: one number's fee, or a cart's total. */
  monthlyLabel: string;
}) {
  const { t } = useTranslation(["numbers-buy", "messages"]);
  const now = chargeNow(monthly);
  return (
    <>
      <Stack component="dl" spacing={0.5} sx={{ my: 0 }}>
        <Line term={monthlyLabel} value={usd(monthly)} testId="charges-monthly" />
        <Line term={t("numbers-buy:charges.setup_fee")} value={t("numbers-buy:charges.none")} testId="charges-setup" />
        <Line term={t("numbers-buy:charges.now")} value={usd(now)} testId="charges-now" />
        <Line term={t("numbers-buy:cart.balance")} value={usd(balance)} testId="charges-balance" />
      </Stack>
      {now > balance && (
        <Alert color="warning" variant="soft" role="status">
          {t(`messages:${MSG.warning_insufficient_funds}`)}
        </Alert>
      )}
    </>
  );
}
