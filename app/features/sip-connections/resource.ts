/**
 * SIP connections as an entity screen (ADR 010): /portal/sip_connections and /admin/sipConnections
 * (docs/product.md#portal-routes), the SIP connections contract and the SIPCONNECTIONS gates of the navigation model
 * (docs/product.md#role-names). The admin screen keeps its admin-only row dialogs (call-limit profile, SBC override, SIP
 * charge; app/features/admin-sip) beside the shared view.
 */
import { SIP_TYPES } from "../../../contract/enums/sip";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  SIP_CONNECTIONS_API,
  SIP_CONNECTIONS_LIST_SPEC,
  SIP_SECRETS,
  SipConnectionDetailSchema,
  SipCreateSchema,
  sipFormSchema,
  SipConnectionRowSchema,
  type SipConnectionDetail,
  type SipConnectionRow,
} from "../../../contract/wire/sip";
import type { EntityResource } from "~/features/entities/resource";
import { any, crudGates } from "~/features/navigation/gates";

const SIP_GATES = crudGates(
  ROLES.SIPCONNECTIONS_CREATE,
  ROLES.SIPCONNECTIONS_READ,
  ROLES.SIPCONNECTIONS_UPDATE,
  ROLES.SIPCONNECTIONS_DELETE,
);
/** The admin SIP dialogs (call-limit profile, SBC override, SIP charge). */
export const SIP_ADMIN_ACTION_GATE = any(ROLES.SIPCONNECTIONS_UPDATE);

export const SIP_CONNECTIONS_RESOURCE: EntityResource<SipConnectionRow, SipConnectionDetail> = {
  key: "sip_connections",
  ns: "sip-connections",
  paths: { portal: "/portal/sip_connections", admin: "/admin/sipConnections" },
  api: SIP_CONNECTIONS_API,
  listSpec: SIP_CONNECTIONS_LIST_SPEC,
  rowSchema: SipConnectionRowSchema,
  detailSchema: SipConnectionDetailSchema,
  gates: SIP_GATES,
  form: { create: SipCreateSchema, edit: sipFormSchema, secrets: SIP_SECRETS },
  messages: {
    created: MSG.success_sip_connection_created,
    updated: MSG.success_sip_connection_updated,
    deleted: MSG.success_sip_connection_deleted,
  },
  actions: {
    // The DNS verification of a pending connection changes it: the update gate.
    portal: { record: { verify: SIP_GATES.edit } },
    // The admin-only row dialogs (call-limit profile, SBC override, SIP charge): the platform needs the same role.
    admin: {
      record: { cacProfile: SIP_ADMIN_ACTION_GATE, sbcOverride: SIP_ADMIN_ACTION_GATE, charge: SIP_ADMIN_ACTION_GATE },
    },
  },
  sortable: [
    "name",
    "accountName",
    "type",
    "fqdn",
    "status",
    "regionId",
    "authMethod",
    "cacProfileDisplay",
    "createdAt",
  ],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: {
    portal: ["id", "serverHostname", "signallingAddresses", "createdAt"],
    admin: ["accountId", "id", "serverHostname", "authMethod", "signallingAddresses", "dialedNumbers", "createdAt"],
  },
  filters: [{ param: "type", field: "type", values: SIP_TYPES }],
  limitMessage: MSG.warning_max_sip_connections_reached,
  formFields: [
    "name",
    "type",
    "regionId",
    "fqdn",
    "serverHostname",
    "dtmfMethod",
    "transferMethod",
    "coders",
    "keepAlive",
    "registration",
    "authFqdn",
    "authSourceIp",
    "authDialedNumbers",
    "authMethod",
    "username",
    "password",
    "authCode",
    "signallingAddresses",
    "sourceIps",
    "dialedNumbers",
    "sourceNumberHeaders",
    "serviceNumber",
    "encryption",
    "cacProfileId",
    "delayedOffer",
    "dnsMethod",
    "maxCallDurationInMinutes",
  ],
};
