/**
 * The DNS verification dialog's form (docs/product.md#account-status "DNS verification can be toggled per client"): one
 * checkbox. Checked posts "on", unchecked posts nothing (off), so the form works without JavaScript;
 * the same schema checks it in the browser (conform's onValidate) and in the action. The Save
 * button's intent is required: a bare or forged POST never turns the verification off.
 */
import { z } from "zod";
import { MSG } from "../../../contract/messages";

export const DNS_FIELD = "enabled";
export const DNS_INTENT = "save";

export const DnsVerificationFormSchema = z.object({
  [DNS_FIELD]: z.boolean({ invalid_type_error: MSG.validation_field_required }).default(false),
  intent: z.literal(DNS_INTENT, { errorMap: () => ({ message: MSG.validation_field_required }) }),
});
