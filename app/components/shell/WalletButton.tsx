import Button from "@mui/joy/Button";
import Chip from "@mui/joy/Chip";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isBuilt, PORTAL_SCREENS } from "~/features/navigation/model";
import { WalletIcon } from "./icons";
import { numberFormat } from "~/features/format/intl";

const USD = { style: "currency", currency: "USD" } as const;

export function formatUsd(amount: number, locale = "en-US"): string {
  return numberFormat(locale, USD).format(amount);
}

/**
 * The wallet balance in the header. It links to billing once that screen exists; until then it is
 * a plain status. Whether it shows at all is showWallet() (gates and the marketplace exception).
 */
export function WalletButton({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation("shell");
  const text = formatUsd(balance, i18n.language || "en-US");
  const label = t("wallet.label", { balance: text });
  if (isBuilt(PORTAL_SCREENS.billing)) {
    return (
      <Button component={Link} to={PORTAL_SCREENS.billing} variant="outlined" color="neutral" size="sm" startDecorator={<WalletIcon />} aria-label={label}>
        {text}
      </Button>
    );
  }
  return (
    <Chip role="status" aria-label={label} variant="soft" color={balance < 0 ? "danger" : "neutral"} startDecorator={<WalletIcon />} size="lg">
      {text}
    </Chip>
  );
}
