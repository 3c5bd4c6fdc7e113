import { z } from "zod";
import { WhatsAppNumberCreateSchema, WhatsAppNumberUpdateSchema } from "../../../../contract/wire/whatsapp";

/**
 * The dialog's forms: the contract's schemas, so the console checks exactly what the platform checks
 * (conform turns the typed text into numbers and empty fields into undefined). An empty max call
 * duration is 'No limit' (0).
 */
export const CreateFormSchema = WhatsAppNumberCreateSchema;

const update = WhatsAppNumberUpdateSchema.shape;
export const EditFormSchema = z.object({
  name: update.name.unwrap(),
  regionId: update.regionId.unwrap(),
  cacProfileId: update.cacProfileId.unwrap().nullable().default(null),
  maxCallDurationInMinutes: update.maxCallDurationInMinutes.unwrap().default(0),
});
export type EditForm = z.infer<typeof EditFormSchema>;

export const FORM_FIELDS = ["name", "pinCode", "regionId", "cacProfileId", "maxCallDurationInMinutes"] as const;
