import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { TIME } from "../../../contract/limits/units";
import type { MessageKey } from "../../../contract/messages";
import { ALERT_CLASS } from "~/components/alert-css";
import { InfoIcon, WarningIcon } from "./icons";

export interface BannerUser {
  subscription: string;
  accountStatus: string;
  accountType: string;
  paymentType: string;
  /** When a trial ends (ISO-8601): the trial banner counts the days left. */
  trialExpiresAt?: string | null;
}

export interface Banner {
  id: "trial" | "inactive" | "expired" | "pending" | "locked";
  color: "primary" | "warning" | "danger";
  messageKey: MessageKey | "labels_trial_days_left";
  /** The count of a plural message (the trial's days left). */
  count?: number;
  /** The banner's way out: upgrade, add credit, contact support. */
  action?: { labelKey: MessageKey; to: string };
}

const UPGRADE = { labelKey: "labels_upgrade", to: "/portal/settings/my_account" } as const;
const ADD_CREDIT = { labelKey: "labels_add_credit", to: "/portal/settings/billing" } as const;
const CONTACT_SUPPORT = { labelKey: "labels_contact_support", to: "/portal/contact_support" } as const;

/** Whole days until `iso` from `now`, rounded up (the last day counts as one); 0 once it has passed. */
export function daysLeft(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / TIME.DAY_MS));
}

/**
 * The account banners (docs/product.md#plans, #account-status): a trial invites to upgrade; an inactive account is asked
 * to add credit (prepaid) or contact support (postpaid); any other inactive user sees the
 * subscription-expired notice (the marketplace wording for marketplace accounts).
 */
export function accountBanners(user: BannerUser, expired: boolean, now: number = Date.now()): Banner[] {
  const banners: Banner[] = [];
  if (user.subscription === "Trial Plan") {
    const left = user.trialExpiresAt ? daysLeft(user.trialExpiresAt, now) : null;
    if (left === null)
      banners.push({ id: "trial", color: "primary", messageKey: "labels_trial_banner", action: UPGRADE });
    else if (left === 0)
      banners.push({ id: "trial", color: "warning", messageKey: "labels_trial_ended", action: UPGRADE });
    else
      banners.push({
        id: "trial",
        color: "primary",
        messageKey: "labels_trial_days_left",
        count: left,
        action: UPGRADE,
      });
  }
  if (user.accountStatus === "inactive") {
    const postpaid = user.paymentType === "postpaid";
    banners.push({
      id: "inactive",
      color: "warning",
      messageKey: postpaid ? "warning_inactive_postpaid" : "warning_inactive_prepaid",
      action: postpaid ? CONTACT_SUPPORT : ADD_CREDIT,
    });
  } else if (user.accountStatus === "pending") {
    banners.push({ id: "pending", color: "warning", messageKey: "warning_account_pending" });
  } else if (user.accountStatus === "locked") {
    banners.push({ id: "locked", color: "danger", messageKey: "warning_account_locked", action: CONTACT_SUPPORT });
  } else if (expired) {
    banners.push({
      id: "expired",
      color: "danger",
      messageKey:
        user.accountType === "MSFT"
          ? "warning_subscription_inactive_for_msft_accounts"
          : "warning_subscription_inactive",
    });
  }
  return banners;
}

export function Banners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation("messages");
  if (banners.length === 0) return null;
  // Plain elements styled by alert-css.ts (in /theme.css): the banners are on every page of an account in that state.
  return (
    <div className={ALERT_CLASS.banners}>
      {banners.map((b) => (
        <div key={b.id} role="alert" className={ALERT_CLASS.alert} data-color={b.color}>
          {b.color === "primary" ? <InfoIcon /> : <WarningIcon />}
          <div className={ALERT_CLASS.body}>
            {b.count === undefined ? t(b.messageKey) : t(b.messageKey, { count: b.count })}
          </div>
          {b.action && (
            <Link to={b.action.to} className={ALERT_CLASS.action}>
              {t(b.action.labelKey)}
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}
