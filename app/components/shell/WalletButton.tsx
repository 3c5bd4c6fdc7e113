import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Sheet from "@mui/joy/Sheet";
import Typography from "@mui/joy/Typography";
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
export function WalletButton({ balance, alarm = false }: { balance: number; alarm?: boolean }) {
  const { t, i18n } = useTranslation("shell");
  const text = formatUsd(balance, i18n.language || "en-US");
  const label = t("wallet.label", { balance: text });
  if (isBuilt(PORTAL_SCREENS.billing)) {
    const button = (
      <Button component={Link} to={PORTAL_SCREENS.billing} variant="outlined" color={alarm ? "danger" : "neutral"} size="sm" startDecorator={<WalletIcon />} aria-label={label}>
        {text}
      </Button>
    );
    if (!alarm) return button;
    // The auto-recharge failure popover (000 §2): anchored under the wallet, in the server's HTML (no
    // script needed); it stays until the billing page dismisses the failure or a card payment succeeds.
    return (
      <Box component="span" sx={{ position: "relative", display: "inline-flex" }}>
        {button}
        <Sheet role="alert" variant="outlined" color="danger" sx={{ position: "absolute", top: "calc(100% + 6px)", right: 0, zIndex: 10, width: 260, p: 1.5, borderRadius: "sm", boxShadow: "md" }}>
          <Typography level="title-sm" color="danger">
            {t("wallet.recharge_failed_title")}
          </Typography>
          <Typography level="body-sm">{t("wallet.recharge_failed_text")}</Typography>
          <Link to={PORTAL_SCREENS.billing}>{t("wallet.recharge_failed_link")}</Link>
        </Sheet>
      </Box>
    );
  }
  return (
    <Chip role="status" aria-label={label} variant="soft" color={balance < 0 ? "danger" : "neutral"} startDecorator={<WalletIcon />} size="lg">
      {text}
    </Chip>
  );
}
