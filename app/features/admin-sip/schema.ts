/**
 * The admin SIP dialogs' forms (docs/product.md#admin-dialog-payloads "Admin dialog payloads", #sip-connections "SIP", #admin-and-ai-calls): the same
 * schemas check the fields in the browser (conform's onValidate) and in the actions.
 */
import { z } from "zod";
import { MSG } from "../../../contract/messages";
import { SipOverrideTextSchema } from "../../../contract/wire/admin";

export const CAC_FIELD = "cacProfile";
export const OVERRIDE_FIELD = "overrideSbcConfig";
export const CHARGE_FIELD = "shouldCharge";

/** The call-limit profile: one of the profiles the platform offers for the connection. */
export function cacProfileFormSchema(profileIds: readonly string[]) {
  return z.object({
    [CAC_FIELD]: z
      .string({ required_error: MSG.validation_sip_cac_profile })
      .refine((id) => profileIds.includes(id), MSG.validation_sip_cac_profile),
  });
}

/** The SBC override as typed: JSON text of an object (an empty field is not JSON either). */
export const SbcOverrideFormSchema = z.object({
  [OVERRIDE_FIELD]: z.string({ required_error: MSG.labels_invalid_json_format }).pipe(SipOverrideTextSchema),
});

/** The SIP charge: an explicit "true" or "false", so a bare POST never turns charging off. */
export const ChargeFormSchema = z.object({
  [CHARGE_FIELD]: z
    .enum(["true", "false"], { errorMap: () => ({ message: MSG.validation_sip_should_charge }) })
    .transform((v) => v === "true"),
});
