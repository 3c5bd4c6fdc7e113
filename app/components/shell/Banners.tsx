import Alert from "@mui/joy/Alert";
import Stack from "@mui/joy/Stack";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "../../../contract/messages";
import { InfoIcon, WarningIcon } from "./icons";

export interface BannerUser {
  subscription: string;
  accountStatus: string;
  accountType: string;
  paymentType: string;
}

export interface Banner {
  id: "trial" | "inactive" | "expired";
  color: "primary" | "warning" | "danger";
  messageKey: MessageKey;
}

/**
 * The account banners (spec 000 §1, §4): a trial invites to upgrade; an inactive account is asked
 * to add credit (prepaid) or contact support (postpaid); any other inactive user sees the
 * subscription-expired notice (the marketplace wording for marketplace accounts).
 */
export function accountBanners(user: BannerUser, expired: boolean): Banner[] {
  const banners: Banner[] = [];
  if (user.subscription === "Trial Plan") banners.push({ id: "trial", color: "primary", messageKey: "labels_trial_banner" });
  if (user.accountStatus === "inactive") {
    banners.push({
      id: "inactive",
      color: "warning",
      messageKey: user.paymentType === "postpaid" ? "warning_inactive_postpaid" : "warning_inactive_prepaid",
    });
  } else if (expired) {
    banners.push({
      id: "expired",
      color: "danger",
      messageKey: user.accountType === "MSFT" ? "warning_subscription_inactive_for_msft_accounts" : "warning_subscription_inactive",
    });
  }
  return banners;
}

export function Banners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation("messages");
  if (banners.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 1.5, sm: 3 }, pt: 2 }}>
      {banners.map((b) => (
        <Alert key={b.id} color={b.color} variant="soft" startDecorator={b.color === "primary" ? <InfoIcon /> : <WarningIcon />}>
          {t(b.messageKey)}
        </Alert>
      ))}
    </Stack>
  );
}
