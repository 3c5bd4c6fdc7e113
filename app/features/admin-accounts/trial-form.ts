/**
 * The extend-trial dialog's form (docs/product.md#account-status "trial can be extended by 30 days"): no field to fill, the
 * Extend button's intent and the idempotency key made when the dialog was rendered, so a double
 * submit or a replayed POST extends once (the platform answers a repeated key with its first answer).
 */
import { z } from "zod";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { MSG } from "../../../contract/messages";
import { KEY_FIELD } from "./money-form";

export const TRIAL_INTENT = "extend";
/** The plan whose trial an administrator extends (docs/product.md#plans "Plans: Trial Plan, ..."). */
export const TRIAL_PLAN = "Trial Plan";

export const ExtendTrialFormSchema = z.object({
  intent: z.literal(TRIAL_INTENT, { errorMap: () => ({ message: MSG.validation_field_required }) }),
  [KEY_FIELD]: z.string({ required_error: MSG.error_generic }).regex(IDEMPOTENCY.KEY_PATTERN, MSG.error_generic),
});

/** The day a trial ends, as the toast and the dialog say it (UTC: the platform's clock). */
export const trialEndDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
