/**
 * Extending a trial by 30 days (docs/product.md#account-status "trial can be extended by 30 days", admin). The dialog's form
 * carries an idempotency key made when it was rendered, so one submit extends once however often it
 * is sent (the platform stores the first answer with the key). The money actions' guard: a free
 * month is the account's money, and the platform requires the same admin billing role.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { TRIAL } from "../../../contract/limits/trial";
import { MSG } from "../../../contract/messages";
import type { AdminClient } from "../../../contract/wire/accounts";
import { MY_ACCOUNT_API } from "../../../contract/wire/myAccount";
import { i18nServer } from "~/i18n/i18next.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { requireMoneyAction } from "./guard.server";
import { accountOf } from "./list.server";
import { KEY_FIELD } from "./money-form";
import { accountsHref } from "./paths";
import { ExtendTrialFormSchema, TRIAL_PLAN, trialEndDate } from "./trial-form";

export interface TrialDialogData {
  account: Pick<AdminClient, "id" | "name" | "trialExpiresAt">;
  days: number;
  /** A new key per rendered form. */
  idempotencyKey: string;
}

export type TrialActionData = SubmissionResult<string[]> & { idempotencyKey?: string };

const ExtendTrialResultSchema = z.object({ trialExpiresAt: z.string() });

export async function loadTrialDialog(request: Request, context: AppLoadContext, id: string): Promise<TrialDialogData> {
  const { api } = await requireMoneyAction(request, context);
  const account = await accountOf(api, id);
  // Only a trial has a trial to extend (the grid offers the action on trial accounts only).
  if (account.plan !== TRIAL_PLAN) throw new Response("Not found", { status: 404 });
  return {
    account: { id: account.id, name: account.name, trialExpiresAt: account.trialExpiresAt ?? null },
    days: TRIAL.EXTENSION_DAYS,
    idempotencyKey: randomUUID(),
  };
}

export async function extendTrialAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireMoneyAction(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ExtendTrialFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const key = submission.value[KEY_FIELD];
  const account = await accountOf(api, id);
  const back = accountsHref(new URL(request.url).search);
  let until: string;
  try {
    ({ trialExpiresAt: until } = await api.post(
      MY_ACCOUNT_API.extendTrial(id),
      {},
      { headers: { [IDEMPOTENCY.HEADER]: key }, schema: ExtendTrialResultSchema },
    ));
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    // Unknown outcome (5xx, timeout): the dialog stays with the same key, so sending again extends once.
    if (error.status >= 500) {
      const reply = submission.reply({ formErrors: [...error.messages, MSG.warning_money_unconfirmed] });
      return json({ ...reply, idempotencyKey: key } satisfies TrialActionData, { status: 503 });
    }
    return redirectWithToast(back, toastsFromError(error));
  }
  const t = await i18nServer.getFixedT(request, "messages");
  const message = t(MSG.success_trial_extended, {
    account: account.name,
    days: TRIAL.EXTENSION_DAYS,
    date: trialEndDate(until),
  });
  return redirectWithToast(back, { type: "success", message });
}
