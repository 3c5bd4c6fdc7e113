/**
 * SIP connections as an entity screen (ADR 010): /portal/sip_connections and /admin/sipConnections
 * (000 §2), the SIP connections contract and the SIPCONNECTIONS gates of the navigation model (000
 * §6). The admin screen keeps its admin-only row dialogs (call-limit profile, SBC override, SIP
 * charge; app/features/admin-sip) beside the shared view.
 */
import { SIP_TYPES } from "../../../contract/enums/sip";
import { MSG } from "../../../contract/messages";
import {
  SIP_CONNECTIONS_API,
  SIP_CONNECTIONS_LIST_SPEC,
  SIP_SECRETS,
  SipConnectionDetailSchema,
  SipConnectionRowSchema,
  type SipConnectionDetail,
  type SipConnectionRow,
} from "../../../contract/wire/sip";
import type { EntityResource } from "~/features/entities/resource";
import { ENTITY_ACTION_GATES } from "~/features/navigation/model";

export const SIP_CONNECTIONS_RESOURCE: EntityResource<SipConnectionRow, SipConnectionDetail> = {
  key: "sip_connections",
  ns: "sip-connections",
  paths: { portal: "/portal/sip_connections", admin: "/admin/sipConnections" },
  api: SIP_CONNECTIONS_API,
  listSpec: SIP_CONNECTIONS_LIST_SPEC,
  rowSchema: SipConnectionRowSchema,
  detailSchema: SipConnectionDetailSchema,
  gates: ENTITY_ACTION_GATES["/portal/sip_connections"],
  sortable: ["name", "accountName", "type", "fqdn", "status", "regionId", "authMethod", "cacProfileDisplay", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "serverHostname", "signallingAddresses", "createdAt"], admin: ["accountId", "id", "serverHostname", "authMethod", "signallingAddresses", "dialedNumbers", "createdAt"] },
  filters: [{ param: "type", field: "type", values: SIP_TYPES }],
  limitMessage: MSG.warning_max_sip_connections_reached,
  formFields: [
    "name", "type", "regionId", "fqdn", "serverHostname", "dtmfMethod", "transferMethod", "coders", "keepAlive", "registration",
    "authFqdn", "authSourceIp", "authDialedNumbers", "authMethod", "username", "password", "authCode", "signallingAddresses",
    "sourceIps", "dialedNumbers", "sourceNumberHeaders", "serviceNumber", "encryption", "cacProfileId", "delayedOffer", "dnsMethod",
    "maxCallDurationInMinutes",
  ],
};

/** Write-only fields: never re-rendered after a post. */
export const SIP_SECRET_FIELDS = SIP_SECRETS;

export const SIP_CONNECTION_MESSAGES = {
  created: MSG.success_sip_connection_created,
  updated: MSG.success_sip_connection_updated,
  deleted: MSG.success_sip_connection_deleted,
} as const;
