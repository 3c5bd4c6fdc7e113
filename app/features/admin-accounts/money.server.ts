/**
 * Manual charge and manual credit (docs/product.md#admin-dialogs "Admin dialogs", #manual-charge, #export-call-and-ai-messages; issue 7 item 5). The form
 * carries an idempotency key made when the dialog is rendered, so a double click, a retry after a
 * timeout or a replayed POST moves money once (the platform answers a repeated key with its first
 * answer). A charge is reviewed first (the confirmation step), then sent.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { BILLING } from "../../../contract/limits/billing";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { MSG } from "../../../contract/messages";
import type { AdminClient } from "../../../contract/wire/accounts";
import { ManualChargeFormSchema, ManualCreditFormSchema, MoneyActionResultSchema } from "../../../contract/wire/admin";
import { isNotFound, isPlatformError, type PlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { requireMoneyAction } from "./guard.server";
import { accountOf } from "./list.server";
import { INTENT, KEY_FIELD } from "./money-form";
import { accountsHref, MONEY_API } from "./paths";

export interface MoneyDialogData {
  account: AdminClient;
  /** A new key per rendered form. */
  idempotencyKey: string;
  limits: { chargeMin: number; chargeMax: number; chargeDefault: number; creditMin: number; creditMax: number };
}

export type ChargeActionData =
  | { step: "confirm"; amount: number; description: string; idempotencyKey: string }
  /** The charge was sent but not confirmed: the confirmation again, with the same key and why. */
  | { step: "retry"; amount: number; description: string; idempotencyKey: string; messages: string[] }
  | { step: "denied"; message: string }
  | ({ step: "form" } & SubmissionResult<string[]>);

/** The credit form's answer: field errors, or (unconfirmed) the same key to send again. */
export type CreditActionData = SubmissionResult<string[]> & { idempotencyKey?: string };

/**
 * A 5xx, a timeout or a lost connection leaves the outcome unknown: the platform may have moved the
 * money and the answer got lost. The dialog stays open with the same key, so sending again is safe;
 * a new key (a fresh dialog) could move the money twice.
 */
const outcomeUnknown = (error: PlatformError) => error.status >= 500;

export async function loadMoneyDialog(request: Request, context: AppLoadContext, id: string): Promise<MoneyDialogData> {
  const { api } = await requireMoneyAction(request, context);
  return {
    account: await accountOf(api, id),
    idempotencyKey: randomUUID(),
    limits: {
      chargeMin: BILLING.MANUAL_CHARGE_MIN_USD,
      chargeMax: BILLING.MANUAL_CHARGE_MAX_USD,
      chargeDefault: BILLING.MANUAL_CHARGE_DEFAULT_USD,
      creditMin: BILLING.MIN_ESSENTIAL_PLAN_FEE_USD,
      creditMax: BILLING.MANUAL_CREDIT_MAX_USD,
    },
  };
}

function keyOf(form: FormData): string | null {
  const key = form.get(KEY_FIELD);
  return typeof key === "string" && IDEMPOTENCY.KEY_PATTERN.test(key) ? key : null;
}

/** Review (validate, then the confirmation step) and charge (send, once per key). */
export async function chargeAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireMoneyAction(request, context);
  const form = await request.formData();
  const back = accountsHref(new URL(request.url).search);
  const submission = parseWithZod(form, { schema: ManualChargeFormSchema });
  if (submission.status !== "success") return json({ step: "form" as const, ...submission.reply() }, { status: 400 });
  const key = keyOf(form);
  if (!key) throw json({ messages: ["Missing idempotency key"] }, { status: 400 });
  const { amount, description } = submission.value;
  if (form.get("intent") !== INTENT.charge) {
    return json({ step: "confirm" as const, amount, description, idempotencyKey: key });
  }
  try {
    await api.post(
      MONEY_API.charge,
      { accountId: id, amount, description },
      { headers: { [IDEMPOTENCY.HEADER]: key }, schema: MoneyActionResultSchema },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    // docs/product.md#export-call-and-ai-messages: a refusal with a text body is the error_action_denied dialog; anything else a toast.
    if (error.plainText) return json({ step: "denied" as const, message: error.messages.join("\n") }, { status: 409 });
    if (outcomeUnknown(error)) {
      const messages = [...error.messages, MSG.warning_money_unconfirmed];
      return json({ step: "retry" as const, amount, description, idempotencyKey: key, messages }, { status: 503 });
    }
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: MSG.success_manual_charge });
}

export async function creditAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireMoneyAction(request, context);
  const form = await request.formData();
  const back = accountsHref(new URL(request.url).search);
  const submission = parseWithZod(form, { schema: ManualCreditFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const key = keyOf(form);
  if (!key) throw json({ messages: ["Missing idempotency key"] }, { status: 400 });
  try {
    await api.put(
      MONEY_API.credit,
      { clientId: id, creditAmount: submission.value.creditAmount },
      { headers: { [IDEMPOTENCY.HEADER]: key }, schema: MoneyActionResultSchema },
    );
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    if (outcomeUnknown(error)) {
      const reply = submission.reply({ formErrors: [...error.messages, MSG.warning_money_unconfirmed] });
      return json({ ...reply, idempotencyKey: key } satisfies CreditActionData, { status: 503 });
    }
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: MSG.success_manual_credit });
}
