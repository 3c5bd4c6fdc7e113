/**
 * The billing screen's loaders and actions (issue 19 item 1). Money moves once per submit, as with the
 * admin actions: the confirmation form carries an idempotency key made when it is rendered, and the
 * platform also redeems a pfToken once, so a confirmation sent twice raises the wallet once.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { BILLING } from "../../../contract/limits/billing";
import { GRID } from "../../../contract/limits/grid";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { PAYMENTS } from "../../../contract/limits/payments";
import { MSG } from "../../../contract/messages";
import {
  AutoRechargeFormSchema,
  AutoRechargeSchema,
  BillingHistoryResponseSchema,
  CardDepositFormSchema,
  DepositResultSchema,
  InvoicesResponseSchema,
  LastPaymentDetailsSchema,
  MonthlyLimitFormSchema,
  MonthlyUsageSchema,
  PAYMENT_API,
  PaymentAddressFormSchema,
  PaymentAddressSchema,
  PfTokenResponseSchema,
  PfTokenStatusSchema,
  VaultedShopperSchema,
  type AutoRecharge,
  type BillingRecord,
  type Invoice,
  type LastPaymentDetails,
  type MonthlyUsage,
  type PaymentAddress,
  type PfTokenStatus,
  type VaultedCard,
} from "../../../contract/wire/payments";
import type { CurrentUser } from "../../../contract/wire/currentUser";
import { BRAND_NAME } from "~/components/BrandLogo";
import type { GridPrefs } from "~/features/grid/prefs";
import { readGridPrefs } from "~/features/grid/prefs.server";
import { redirectPastLastPage } from "~/features/grid/past-last-page.server";
import { parseGridParams, type GridParams } from "~/features/grid/url-state";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError, type PlatformClient, type PlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError, type Toast } from "~/toast/toast.server";
import { requireBilling } from "./guard.server";
import { BILLING_GRID_ID, BILLING_INTENT, BILLING_PATHS, INVOICES_PARAM, INVOICES_SHOWN, KEY_FIELD } from "./paths";

/** How the account pays (docs/product.md#plans billing types): marketplace accounts are billed by the marketplace. */
export type BillingKind = "prepaid" | "postpaid" | "marketplace";
export const billingKindOf = (user: Pick<CurrentUser, "accountType" | "paymentType">): BillingKind =>
  user.accountType === "MSFT" ? "marketplace" : user.paymentType === "postpaid" ? "postpaid" : "prepaid";

export interface BillingData {
  title: string;
  kind: BillingKind;
  balance: number;
  lastPayment: LastPaymentDetails | null;
  cards: VaultedCard[];
  autoRecharge: AutoRecharge | null;
  monthly: MonthlyUsage | null;
  address: PaymentAddress;
  invoices: Invoice[];
  invoiceTotal: number;
  /** Every invoice is listed (?invoices=all), not only the latest INVOICES_SHOWN. */
  allInvoices: boolean;
  grid: GridParams;
  prefs: GridPrefs;
  records: BillingRecord[];
  total: number;
  toasts: Toast[];
}

/** A GET the page can do without: a failure becomes a toast, not an error page. */
async function optional<T>(toasts: Toast[], call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (!isNotFound(error)) toasts.push(...toastsFromError(error));
    return fallback;
  }
}

export async function loadBilling(request: Request, context: AppLoadContext) {
  const { user, api } = await requireBilling(request, context);
  const url = new URL(request.url);
  const grid = parseGridParams(url.searchParams, {
    defaultSort: { field: "createdAt", direction: "desc" },
    sortable: [],
  });
  const kind = billingKindOf(user);
  const allInvoices = url.searchParams.get(INVOICES_PARAM.name) === INVOICES_PARAM.all;
  const toasts: Toast[] = [];
  const [t, prefs, lastPayment, shopper, autoRecharge, monthly, address, invoices, history] = await Promise.all([
    i18nServer.getFixedT(request, ["billing", "common"]),
    readGridPrefs(request, BILLING_GRID_ID),
    optional(toasts, () => api.get(PAYMENT_API.lastPayment, { schema: LastPaymentDetailsSchema.nullable() }), null),
    optional(toasts, () => api.get(PAYMENT_API.vaultedShoppers, { schema: VaultedShopperSchema }), { creditcards: [] }),
    kind === "prepaid"
      ? optional(toasts, () => api.get(PAYMENT_API.autoRecharge, { schema: AutoRechargeSchema }), null)
      : null,
    kind === "postpaid"
      ? optional(toasts, () => api.get(PAYMENT_API.monthly, { schema: MonthlyUsageSchema }), null)
      : null,
    optional(toasts, () => api.get(PAYMENT_API.paymentAddress, { schema: PaymentAddressSchema }), {
      address: null,
      taxesEnabled: false,
      taxRatePercent: null,
    }),
    optional(
      toasts,
      () =>
        api.get(PAYMENT_API.invoices, {
          query: { page: 1, limit: allInvoices ? GRID.MAX_LIMIT : INVOICES_SHOWN },
          schema: InvoicesResponseSchema.nullable(),
        }),
      null,
    ),
    optional(
      toasts,
      () =>
        api.get(PAYMENT_API.history, {
          query: { page: grid.page, limit: grid.limit },
          schema: BillingHistoryResponseSchema.nullable(),
        }),
      null,
    ),
  ]);
  const total = history?.pages.totalElements ?? 0;
  await redirectPastLastPage(url, grid, history?.records.length ?? 0, total);
  const data: BillingData = {
    title: t("common:page_title", { title: t("billing:title"), brand: BRAND_NAME }),
    kind,
    balance: user.walletBalance,
    lastPayment,
    cards: shopper.creditcards,
    autoRecharge,
    monthly,
    address,
    invoices: invoices?.invoices ?? [],
    invoiceTotal: invoices?.pages.totalElements ?? 0,
    allInvoices,
    grid,
    prefs,
    records: history?.records ?? [],
    total,
    toasts,
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

/** The page's own forms: remove a vaulted card, dismiss the auto-recharge failure. */
export async function billingAction(request: Request, context: AppLoadContext) {
  const { api } = await requireBilling(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === BILLING_INTENT.removeCard) {
      const cardId = form.get("cardId");
      if (typeof cardId !== "string" || !cardId)
        return json({ messages: ["validation_field_invalid"] }, { status: 400 });
      await api.del(PAYMENT_API.creditCard(cardId));
      return redirectWithToast(BILLING_PATHS.page, { type: "success", message: MSG.success_card_removed });
    }
    if (intent === BILLING_INTENT.dismissAlarm) {
      await api.del(PAYMENT_API.autoRechargeAlarm);
      return redirect(BILLING_PATHS.page);
    }
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(BILLING_PATHS.page, toastsFromError(error));
  }
  return json({ messages: ["Unknown action"] }, { status: 400 });
}

// ---- dialogs -------------------------------------------------------------------------------------

export interface DialogData {
  kind: BillingKind;
  balance: number;
  limits: {
    depositMin: number;
    depositMax: number;
    depositDefault: number;
    thresholdMin: number;
    thresholdMax: number;
    amountMin: number;
    amountMax: number;
    monthlyMax: number;
  };
  autoRecharge: AutoRecharge | null;
  monthly: MonthlyUsage | null;
  address: PaymentAddress | null;
  hasCard: boolean;
}

const LIMITS: DialogData["limits"] = {
  depositMin: PAYMENTS.CARD_DEPOSIT_MIN_USD,
  depositMax: PAYMENTS.CARD_DEPOSIT_MAX_USD,
  depositDefault: PAYMENTS.CARD_DEPOSIT_DEFAULT_USD,
  thresholdMin: BILLING.AUTO_RECHARGE_THRESHOLD_MIN_USD,
  thresholdMax: BILLING.AUTO_RECHARGE_THRESHOLD_MAX_USD,
  amountMin: BILLING.AUTO_RECHARGE_AMOUNT_MIN_USD,
  amountMax: BILLING.AUTO_RECHARGE_AMOUNT_MAX_USD,
  monthlyMax: PAYMENTS.MONTHLY_LIMIT_MAX_USD,
};

/** A dialog's data: what its form starts from. */
export async function loadBillingDialog(
  request: Request,
  context: AppLoadContext,
  dialog: "addCredit" | "autoRecharge" | "address" | "monthlyLimit",
) {
  const { user, api } = await requireBilling(request, context);
  const kind = billingKindOf(user);
  const data: DialogData = {
    kind,
    balance: user.walletBalance,
    limits: LIMITS,
    autoRecharge: null,
    monthly: null,
    address: null,
    hasCard: false,
  };
  if (dialog === "autoRecharge") {
    data.autoRecharge = await api.get(PAYMENT_API.autoRecharge, { schema: AutoRechargeSchema });
    data.hasCard =
      (await api.get(PAYMENT_API.vaultedShoppers, { schema: VaultedShopperSchema })).creditcards.length > 0;
  }
  if (dialog === "monthlyLimit") data.monthly = await api.get(PAYMENT_API.monthly, { schema: MonthlyUsageSchema });
  if (dialog === "address" || dialog === "addCredit")
    data.address = await api.get(PAYMENT_API.paymentAddress, { schema: PaymentAddressSchema });
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

type FormReply = SubmissionResult<string[]>;

/** A platform refusal of a form: its messages above the form, keeping what was typed. */
function refused(submissionReply: (o: { formErrors: string[] }) => FormReply, error: PlatformError) {
  return json(submissionReply({ formErrors: error.messages }), { status: error.status >= 500 ? 503 : 400 });
}

/** Add credit: the amount, then the provider's hosted card page (a redirect; it returns to the confirmation). */
export async function addCreditAction(request: Request, context: AppLoadContext) {
  const { api } = await requireBilling(request, context);
  const submission = parseWithZod(await request.formData(), { schema: CardDepositFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const { url } = await api.post(
      PAYMENT_API.createPfToken,
      { amount: submission.value.amount, returnTo: BILLING_PATHS.payment },
      { schema: PfTokenResponseSchema },
    );
    // The card page is the platform's, not a console route: the browser loads it as a document.
    return redirectDocument(url);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return refused((o) => submission.reply(o), error);
  }
}

export type PaymentData = { status: "missing" } | { status: "found"; token: PfTokenStatus; idempotencyKey: string };

/** The return from the card page: what 3-D Secure said and the confirmation (a new key per render). */
export async function loadPayment(request: Request, context: AppLoadContext) {
  const { api } = await requireBilling(request, context);
  const pfToken = new URL(request.url).searchParams.get("pfToken");
  let data: PaymentData = { status: "missing" };
  if (pfToken) {
    try {
      data = {
        status: "found",
        token: await api.get(PAYMENT_API.pfToken(pfToken), { schema: PfTokenStatusSchema }),
        idempotencyKey: randomUUID(),
      };
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export type PaymentActionData = { message: string; idempotencyKey?: string };

/** Confirm: DepositWalletAmount once per key (and once per pfToken, whatever the key). */
export async function paymentAction(request: Request, context: AppLoadContext) {
  const { api } = await requireBilling(request, context);
  const form = await request.formData();
  const pfToken = form.get("pfToken");
  const key = form.get(KEY_FIELD);
  if (typeof pfToken !== "string" || !pfToken || typeof key !== "string" || !IDEMPOTENCY.KEY_PATTERN.test(key)) {
    return json({ message: "error_payment_link_expired" } satisfies PaymentActionData, { status: 400 });
  }
  try {
    const result = await api.post(
      PAYMENT_API.deposit,
      { pfToken },
      { headers: { [IDEMPOTENCY.HEADER]: key }, schema: DepositResultSchema },
    );
    const t = await i18nServer.getFixedT(request, "messages");
    const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(result.amount);
    return redirectWithToast(BILLING_PATHS.page, {
      type: "success",
      message: t(MSG.success_wallet_deposit, { amount }),
    });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // A refusal (the 3-D Secure failure, a used link) says why; an unknown outcome keeps the key to send again.
    return json(
      {
        message: error.messages.join("\n"),
        idempotencyKey: error.status >= 500 ? key : undefined,
      } satisfies PaymentActionData,
      { status: error.status >= 500 ? 503 : 409 },
    );
  }
}

async function saveForm<
  S extends typeof AutoRechargeFormSchema | typeof PaymentAddressFormSchema | typeof MonthlyLimitFormSchema,
>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  send: (api: PlatformClient, value: unknown) => Promise<unknown>,
  success: string,
) {
  const { api } = await requireBilling(request, context);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await send(api, submission.value);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return refused((o) => submission.reply(o), error);
  }
  return redirectWithToast(BILLING_PATHS.page, { type: "success", message: success });
}

export const autoRechargeAction = (request: Request, context: AppLoadContext) =>
  saveForm(
    request,
    context,
    AutoRechargeFormSchema,
    (api, v) => api.put(PAYMENT_API.autoRecharge, v),
    MSG.success_auto_recharge_saved,
  );
export const addressAction = (request: Request, context: AppLoadContext) =>
  saveForm(
    request,
    context,
    PaymentAddressFormSchema,
    (api, v) => api.put(PAYMENT_API.paymentAddress, v),
    MSG.success_payment_address_saved,
  );
export const monthlyLimitAction = (request: Request, context: AppLoadContext) =>
  saveForm(
    request,
    context,
    MonthlyLimitFormSchema,
    (api, v) => api.put(PAYMENT_API.monthly, v),
    MSG.success_monthly_limit_saved,
  );

/** An invoice's PDF, downloaded (the platform checks it is the caller's account's: another's is a 404). */
export async function loadInvoicePdf(request: Request, context: AppLoadContext, id: string): Promise<Response> {
  const { api } = await requireBilling(request, context);
  let upstream: Response;
  try {
    upstream = await api.raw(PAYMENT_API.invoicePdf(id), { headers: { Accept: "application/pdf" } });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  return new Response(upstream.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": upstream.headers.get("Content-Disposition") ?? 'attachment; filename="invoice.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
}
