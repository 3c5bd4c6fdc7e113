import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentAddress } from "../../../contract/wire/payments";
import { BillingSection } from "./BillingSection";
import { BILLING_PATHS } from "./paths";

/** The billing address and the taxes it brings (off, unknown for now, or the rate). */
export function AddressSection({ address: { address, taxesEnabled, taxRatePercent } }: { address: PaymentAddress }) {
  const { t } = useTranslation(["billing", "messages"]);
  return (
    <BillingSection
      title={t("address.heading")}
      action={
        <Button component={Link} to={BILLING_PATHS.address} preventScrollReset size="sm" variant="outlined">
          {t("address.edit")}
        </Button>
      }
    >
      {address ? (
        <Typography level="body-sm" component="address" sx={{ fontStyle: "normal", whiteSpace: "pre-line" }}>
          {[
            address.name,
            address.line1,
            address.line2,
            [address.postalCode, address.city].filter(Boolean).join(" "),
            [address.state, address.country].filter(Boolean).join(", "),
          ]
            .filter(Boolean)
            .join("\n")}
        </Typography>
      ) : (
        <Typography level="body-sm">{t("address.none")}</Typography>
      )}
      {!taxesEnabled ? (
        <Typography level="body-xs">{t("address.taxes_off")}</Typography>
      ) : taxRatePercent === null ? (
        <Alert color="warning" variant="soft" role="status">
          {t("messages:warning_tax_details_unavailable")}
        </Alert>
      ) : (
        <Typography level="body-xs">{t("address.tax_rate", { rate: taxRatePercent })}</Typography>
      )}
    </BillingSection>
  );
}
