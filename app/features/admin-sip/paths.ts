/**
 * Where the admin SIP connections screen lives (console) and what it calls (platform; docs/product.md#admin-and-ai-calls
 * "GET {sip module}/Connections/admin", "Admin clients, AI and admin dialogs").
 */
export const SIP_CONNECTIONS_PATH = "/admin/sipConnections";

/** The row dialogs, each a nested route `/admin/sipConnections/<id>/<dialog>`. */
export const SIP_DIALOGS = ["cacProfile", "sbcOverride", "charge"] as const;
export type SipDialog = (typeof SIP_DIALOGS)[number];

const SIP = "/sip-connection/api";
const target = (id: string, userId: string) => `id=${encodeURIComponent(id)}&userId=${encodeURIComponent(userId)}`;

export const SIP_ADMIN_API = {
  list: `${SIP}/Connections/admin`,
  cacProfilesDefs: (id: string, userId: string) => `${SIP}/Connections/admin/cacProfilesDefs?${target(id, userId)}`,
  cacProfile: (id: string, userId: string) => `${SIP}/Connections/admin/cacProfile?${target(id, userId)}`,
  overrideSbcConfig: (id: string, userId: string) => `${SIP}/Connections/admin/overrideSbcConfig?${target(id, userId)}`,
  shouldChargeSip: (id: string) => `${SIP}/connections/admin/${encodeURIComponent(id)}/shouldChargeSip`,
} as const;

export const sipListHref = (search = "") => `${SIP_CONNECTIONS_PATH}${search}`;
export const sipDialogHref = (id: string, dialog: SipDialog, search = "") =>
  `${SIP_CONNECTIONS_PATH}/${encodeURIComponent(id)}/${dialog}${search}`;
