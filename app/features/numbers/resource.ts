/**
 * Phone numbers as an entity screen (ADR 010): /portal/numbers and /admin/numbers, the phones
 * contract and the numbers gates of the navigation model (docs/product.md#role-names NUMBERS). The list's create is the
 * buying flow (/portal/numbers/buy); porting a number in is a dialog of its own (/portal/numbers/port).
 */
import { PHONE_NUMBER_STATUSES, PHONE_TYPES } from "../../../contract/enums/phone-numbers";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  PHONE_CONFIGURE_FIELDS,
  PHONES_API,
  PHONES_LIST_SPEC,
  PhoneConfigureSchema,
  PhoneDetailSchema,
  PhoneRowSchema,
  PORT_IN_FIELDS,
  PortInSchema,
  type PhoneDetail,
  type PhoneRow,
} from "../../../contract/wire/phones";
import type { EntityResource } from "~/features/entities/resource";
import { all, any, crudGates } from "~/features/navigation/gates";

export const NUMBER_GATES = crudGates(
  ROLES.NUMBERS_CREATE,
  ROLES.NUMBERS_READ,
  ROLES.NUMBERS_UPDATE,
  ROLES.NUMBERS_DELETE,
);

/** The manual number (admin screen): the numbers update role, which the platform requires too. */
export const MANUAL_NUMBER_GATE = any(ROLES.NUMBERS_UPDATE);

/** Statuses the lists show (a deleted number is released: no longer listed, kept for the call history). */
export const LISTED_STATUSES = PHONE_NUMBER_STATUSES.filter((s) => s !== "Deleted");

export const NUMBERS_RESOURCE: EntityResource<PhoneRow, PhoneDetail> = {
  key: "numbers",
  ns: "numbers",
  paths: { portal: "/portal/numbers", admin: "/admin/numbers" },
  api: PHONES_API,
  listSpec: PHONES_LIST_SPEC,
  rowSchema: PhoneRowSchema,
  detailSchema: PhoneDetailSchema,
  gates: NUMBER_GATES,
  // Porting a number in is the create (a form of its own); configuring it the edit; releasing it the delete.
  form: { create: PortInSchema, edit: () => PhoneConfigureSchema },
  messages: {
    created: MSG.success_phone_port_requested,
    updated: MSG.success_phone_configured,
    deleted: MSG.success_phone_deleted,
  },
  actions: {
    portal: {
      // Porting in gives the account a number (create); buying is a flow of its own (docs/product.md#roles NUMBERS_CREATE).
      list: { port: NUMBER_GATES.create, buy: NUMBER_GATES.create },
      // Its requirement documents change it (update); a test call changes nothing but places a call and opens it.
      record: { documents: NUMBER_GATES.edit, "test-call": all(ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ) },
    },
    admin: { list: { new: MANUAL_NUMBER_GATE } },
  },
  sortable: [
    "name",
    "accountName",
    "e164",
    "country",
    "city",
    "type",
    "status",
    "isDefault",
    "regionId",
    "provider",
    "monthlyCharge",
    "validUntil",
    "createdAt",
  ],
  defaultSort: { field: "createdAt", direction: "desc" },
  hiddenByDefault: {
    portal: ["id", "provider", "monthlyCharge"],
    admin: ["accountId", "id", "city", "isDefault", "routesTo", "validUntil"],
  },
  filters: [
    { param: "status", field: "status", values: LISTED_STATUSES },
    { param: "type", field: "type", values: PHONE_TYPES },
    {
      param: "country",
      field: "country",
      values: ["Australia", "France", "Germany", "Spain", "United Kingdom", "United States"],
    },
  ],
  limitMessage: MSG.warning_max_numbers_reached,
  formFields: [...PHONE_CONFIGURE_FIELDS, ...PORT_IN_FIELDS],
  createPath: "buy",
};

/** The port-in dialog, beside the entity's own (/portal/numbers/port). */
export const PORT_PATH = "port";
/** A number's requirement documents (/portal/numbers/<id>/documents). */
export const documentsHref = (id: string, search = "") =>
  `${NUMBERS_RESOURCE.paths.portal}/${encodeURIComponent(id)}/documents${search}`;
