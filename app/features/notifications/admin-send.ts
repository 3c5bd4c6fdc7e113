import { z } from "zod";
import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import { MSG } from "../../../contract/messages";
import { ADMIN_NOTIFICATION_TYPES } from "../../../contract/wire/notifications";
import { messageRef } from "~/features/auth/messages";

const label = (field: string) => `admin-notifications:fields.${field}`;
const required = (field: string) => messageRef(MSG.validation_label_required, { label: label(field) });
const tooLong = (field: string, max: number) => messageRef(MSG.validation_max_length, { field: label(field), max });

/**
 * The form, checked in the browser (conform) and again by the action; the platform checks the
 * contract's AdminSendNotificationSchema as well. Messages are message references.
 */
export const AdminSendFormSchema = z.object({
  accountId: z
    .string({ required_error: required("account") })
    .trim()
    .min(1, required("account")),
  type: z.enum(ADMIN_NOTIFICATION_TYPES, { errorMap: () => ({ message: required("type") }) }),
  title: z
    .string({ required_error: required("title") })
    .trim()
    .min(1, required("title"))
    .max(NOTIFICATIONS.ADMIN_TITLE_MAX, tooLong("title", NOTIFICATIONS.ADMIN_TITLE_MAX)),
  message: z
    .string()
    .trim()
    .max(NOTIFICATIONS.ADMIN_MESSAGE_MAX, tooLong("message", NOTIFICATIONS.ADMIN_MESSAGE_MAX))
    .default(""),
  ttl: z
    .number({ invalid_type_error: messageRef(MSG.validation_field_invalid, { field: label("ttl") }) })
    .int(messageRef(MSG.validation_field_invalid, { field: label("ttl") }))
    .positive(messageRef(MSG.validation_field_invalid, { field: label("ttl") }))
    .max(NOTIFICATIONS.ADMIN_TTL_MAX_SECONDS, messageRef(MSG.validation_field_invalid, { field: label("ttl") }))
    .optional(),
});
