/**
 * WhatsApp numbers as an entity screen (ADR 010, ADR 014; docs/product.md#whatsapp-numbers): /portal/whatsapp_numbers and
 * /admin/whatsapp_numbers. A create leads to the number's connect step (`connect`: the provider's
 * sign-up window, then finalize), a record action like SIP's verify; the provider's window returns to
 * `signup-callback`, outside the portal's frame. The admin table keeps its sort and filter.
 */
import type { z } from "zod";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  WHATSAPP_API,
  WHATSAPP_LIST_SPEC,
  WhatsAppNumberCreateSchema,
  WhatsAppNumberEditFormSchema,
  WhatsAppNumberRowSchema,
  WhatsAppNumberSchema,
  type WhatsAppNumber,
} from "../../../contract/wire/whatsapp";
import type { EntityResource } from "~/features/entities/resource";
import { any } from "~/features/navigation/gates";

/** The status filter (docs/product.md#whatsapp-numbers "0 in progress, 1 configured, 2 failed"). */
export const STATUS_PARAM = "status";

/** A list row as the grid shows it: the wire's createdDate (docs/product.md#whatsapp-number "Admin row") as every entity's createdAt. */
const RowSchema = WhatsAppNumberRowSchema.transform(({ createdDate, accountId, accountName, ...row }) => ({
  ...row,
  createdAt: createdDate,
  ...(accountId ? { accountId } : {}),
  ...(accountName ? { accountName } : {}),
}));
export type WhatsAppRow = z.infer<typeof RowSchema>;

/** docs/product.md#whatsapp-numbers: view and delete need the Teams read and delete roles; create and edit the SIP connection create and update roles. */
const CREATE = any(ROLES.SIPCONNECTIONS_CREATE);

export const WHATSAPP_RESOURCE: EntityResource<WhatsAppRow, WhatsAppNumber> = {
  key: "whatsapp",
  ns: "whatsapp",
  paths: { portal: "/portal/whatsapp_numbers", admin: "/admin/whatsapp_numbers" },
  api: WHATSAPP_API,
  listSpec: WHATSAPP_LIST_SPEC,
  rowSchema: RowSchema,
  detailSchema: WhatsAppNumberSchema,
  // The list is the SIP screen's (docs/product.md#portal-gates SIPCONNECTIONS_READ); a number's details need more.
  gates: {
    list: any(ROLES.SIPCONNECTIONS_READ),
    view: any(ROLES.TEAMS_READ),
    delete: any(ROLES.TEAMS_DELETE),
    create: CREATE,
    edit: any(ROLES.SIPCONNECTIONS_UPDATE),
  },
  // The pin is set on create only and never shown again.
  form: { create: WhatsAppNumberCreateSchema, edit: () => WhatsAppNumberEditFormSchema, secrets: ["pinCode"] },
  // docs/product.md#whatsapp-messages: no toast of its own for a create (the connect step's finalize has one).
  messages: {
    updated: MSG.success_whatsapp_updated,
    deleted: MSG.success_whatsapp_deleted,
    createFailed: MSG.error_whatsapp_create,
    updateFailed: MSG.error_whatsapp_update,
  },
  // Creation steps 2 and 3: the sign-up window (connect) and where it returns (signup-callback), both finalizing the create.
  actions: { portal: { record: { connect: CREATE, "signup-callback": CREATE } } },
  afterWrite: { create: "connect" },
  savedView: { admin: "vc_wa_admin_view" },
  sortable: ["createdAt", "name", "phoneNumber", "regionId", "accountName", "status"],
  defaultSort: { field: "createdAt", direction: "desc" },
  // docs/product.md#whatsapp-numbers: account id, number id, WhatsApp number id and region are hidden by default (admin).
  hiddenByDefault: { portal: ["id", "waPhoneNumberId"], admin: ["accountId", "id", "waPhoneNumberId", "regionId"] },
  filters: [{ param: STATUS_PARAM, field: "status", values: ["0", "1", "2"] }],
  limitMessage: MSG.warning_max_whatsapp_numbers_reached,
  formFields: ["name", "pinCode", "regionId", "cacProfileId", "maxCallDurationInMinutes"],
};
