import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/controls/controls";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { numberFormat } from "~/features/format/intl";
import { WalletIcon } from "./icons";
import { SHELL_CLASS } from "./shell-css";

const USD = { style: "currency", currency: "USD" } as const;

export function formatUsd(amount: number, locale = "en-US"): string {
  return numberFormat(locale, USD).format(amount);
}

/**
 * The wallet balance in the header, a link to billing (docs/product.md#header). Whether it shows at all is
 * showWallet() (gates and the marketplace exception).
 */
export function WalletButton({ balance, alarm = false }: { balance: number; alarm?: boolean }) {
  const { t, i18n } = useTranslation("shell");
  const text = formatUsd(balance, i18n.language || "en-US");
  const label = t("wallet.label", { balance: text });
  const button = (
    <ButtonLink
      to={PORTAL_SCREENS.billing}
      variant="outlined"
      color={alarm ? "danger" : "neutral"}
      size="sm"
      startDecorator={<WalletIcon />}
      aria-label={label}
    >
      {text}
    </ButtonLink>
  );
  if (!alarm) return button;
  // The auto-recharge failure popover (docs/product.md#wizards): anchored under the wallet, in the server's HTML (no
  // script needed); it stays until the billing page dismisses the failure or a card payment succeeds.
  return (
    <span className={SHELL_CLASS.wallet}>
      {button}
      <div role="alert" className={SHELL_CLASS.walletAlarm}>
        <p className={SHELL_CLASS.walletAlarmTitle}>{t("wallet.recharge_failed_title")}</p>
        <p>{t("wallet.recharge_failed_text")}</p>
        <Link to={PORTAL_SCREENS.billing}>{t("wallet.recharge_failed_link")}</Link>
      </div>
    </span>
  );
}
