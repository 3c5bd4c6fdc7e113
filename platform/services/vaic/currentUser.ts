import type { CurrentUser } from "../../../contract/wire/currentUser";
import type { PlatformContext } from "../../context";
import { notFound } from "../../http/errors";
import { isSubscriptionActive } from "../../money/subscription";
import { systemMaxBotsCount, termsVersion } from "./settings";

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  tid: string | null;
  is_active: number;
  is_new_account_created: number;
  is_message_shown: number;
  no_iam_account: number;
  is_test_user: number;
  terms_accepted_version: number;
  account_id: string;
  name: string;
  description: string;
  type: string;
  status: string;
  plan: string;
  billing_type: string;
  balance: number;
  monthly_amount: number;
  monthly_limit: number;
  auto_recharge_alarm: number;
  created_at: number;
  marketplace_offer: string | null;
  features_activation: string;
  cac_display: string | null;
  national_number_format: number;
  client_max_call_duration_minutes: number;
  admin_max_call_duration_minutes: number;
  share_ai_logs: number;
  forward_alarm_via_email: number;
  email_addresses: string;
  support_plan: string;
  support_email: string | null;
  support_contract_number: string | null;
  max_bots: number;
  max_teams_connections: number;
  teams_only_mode: number;
  saas_subscription_id: string | null;
  saas_subscription_name: string | null;
  transfer_call: number;
  trial_expires_at: number | null;
  phone: string;
}

function parseJson<T>(text: string, fallback: T, ok: (v: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(text);
    return ok(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * GET /vaic/api/Accounts/Current: the spec's current-user entity (contract/wire/currentUser) of
 * `userId` in the session's account (`accountId`, the token's: a switched session's is not the user's
 * own); `roles` are the caller's token role claim (docs/product.md#current-user). isActive is false when the user or
 * the account is not active, which the console shows as an expired subscription (docs/product.md#subscription).
 * Enum columns are validated when written, so they are passed through as their wire types.
 */
export function loadCurrentUser(
  ctx: PlatformContext,
  userId: string,
  roles: string[],
  accountId?: string,
): CurrentUser {
  const r = ctx.db
    .prepare(
      `SELECT u.id, u.first_name, u.last_name, u.email, u.tid, u.is_active, u.is_new_account_created,
              u.is_message_shown, u.no_iam_account, u.is_test_user, u.terms_accepted_version,
              a.id AS account_id, a.name, a.description, a.type, a.status, a.plan, a.billing_type, a.balance,
              a.monthly_amount, a.monthly_limit, a.auto_recharge_alarm, a.created_at, a.marketplace_offer,
              a.features_activation, a.national_number_format, a.client_max_call_duration_minutes,
              a.admin_max_call_duration_minutes, a.share_ai_logs, a.forward_alarm_via_email, a.email_addresses,
              a.support_plan, a.support_email, a.support_contract_number, a.max_bots, a.max_teams_connections,
              a.teams_only_mode, a.saas_subscription_id, a.saas_subscription_name, a.transfer_call, a.trial_expires_at, u.phone,
              COALESCE(p.display, (SELECT display FROM cac_profiles WHERE is_default = 1 LIMIT 1)) AS cac_display
       FROM users u
       JOIN accounts a ON a.id = COALESCE(@account, u.account_id)
       LEFT JOIN cac_profiles p ON p.profile_id = a.cac_profile_id
       WHERE u.id = @user AND a.deleted_at IS NULL`,
    )
    .get({ user: userId, account: accountId ?? null }) as Row | undefined;
  if (!r) throw notFound("User not found");
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    accountId: r.account_id,
    accountName: r.name,
    accountDescription: r.description,
    accountType: r.type as CurrentUser["accountType"],
    accountStatus: r.status as CurrentUser["accountStatus"],
    roles,
    tid: r.tid,
    isActive: r.is_active === 1 && isSubscriptionActive(r.status),
    isNewAccountCreated: r.is_new_account_created === 1,
    isMessageShown: r.is_message_shown === 1,
    noIamAccount: r.no_iam_account === 1,
    teamsOnlyMode: r.teams_only_mode === 1,
    msSubId: r.saas_subscription_id,
    msSubName: r.saas_subscription_name,
    subscription: r.plan as CurrentUser["subscription"],
    paymentType: r.billing_type === "Postpaid" ? "postpaid" : "prepaid",
    walletBalance: r.balance,
    monthlyAmount: r.monthly_amount,
    monthlyLimit: r.monthly_limit,
    paymentDetails: { autoRechargeAlarm: r.auto_recharge_alarm === 1 },
    createdAt: new Date(r.created_at).toISOString(),
    marketplaceOffer: r.marketplace_offer,
    featuresActivation: parseJson(r.features_activation, {}, (v) => !!v && typeof v === "object" && !Array.isArray(v)),
    isTestUser: r.is_test_user === 1,
    cacProfileDisplay: r.cac_display,
    nationalNumberFormat: r.national_number_format === 1,
    clientMaxAccountCallDurationInMinutes: r.client_max_call_duration_minutes,
    adminMaxAccountCallDurationInMinutes: r.admin_max_call_duration_minutes,
    shareAiLogs: r.share_ai_logs === 1,
    forwardAlarmViaEmail: r.forward_alarm_via_email === 1,
    emailAddresses: parseJson<string[]>(r.email_addresses, [], (v) => Array.isArray(v)).filter(
      (e) => typeof e === "string",
    ),
    supportPlan: r.support_plan as CurrentUser["supportPlan"],
    supportEmailAddress: r.support_email,
    supportContractNumber: r.support_contract_number,
    accountMaxBotsCount: r.max_bots,
    systemMaxBotsCount: systemMaxBotsCount(ctx),
    maxTeamsConnections: r.max_teams_connections,
    termsUpdateRequired: r.terms_accepted_version < termsVersion(ctx),
    transferCall: r.transfer_call === 1,
    trialExpiresAt:
      r.plan === "Trial Plan" && r.trial_expires_at !== null ? new Date(r.trial_expires_at).toISOString() : null,
    phone: r.phone,
  };
}
