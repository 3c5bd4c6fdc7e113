/**
 * Where the WhatsApp screens live (console) and what they call (platform; docs/product.md#whatsapp-calls "WhatsApp numbers").
 */
export type WhatsAppMode = "portal" | "admin";

export const WHATSAPP_PATHS: Readonly<Record<WhatsAppMode, string>> = {
  portal: "/portal/whatsapp_numbers",
  admin: "/admin/whatsapp_numbers",
};

const SIP = "/sip-connection/api";

export const WHATSAPP_API = {
  list: `${SIP}/WhatsApp/numbers`,
  create: `${SIP}/whatsapp/numbers`,
  number: (id: string) => `${SIP}/whatsapp/numbers/${encodeURIComponent(id)}`,
  status: (id: string) => `${SIP}/whatsapp/numbers/${encodeURIComponent(id)}/status`,
  final: (id: string) => `${SIP}/whatsapp/numbers/${encodeURIComponent(id)}/final`,
  signup: (id: string) => `${SIP}/whatsapp/numbers/${encodeURIComponent(id)}/signup`,
  report: `${SIP}/reports/whatsapp-numbers`,
  cacProfiles: `${SIP}/cacProfile`,
} as const;

/** A dialog of the list: `/portal/whatsapp_numbers/<sub>` keeping the list's query. */
export function dialogHref(mode: WhatsAppMode, sub: string, search = ""): string {
  return `${WHATSAPP_PATHS[mode]}/${sub}${search}`;
}

/** The list action's export intent. */
export const WHATSAPP_EXPORT_INTENT = "export";

export const listHref = (mode: WhatsAppMode, search = "") => `${WHATSAPP_PATHS[mode]}${search}`;

/** The console route the provider's sign-up window returns to. */
export const signupCallbackPath = (id: string) => `${WHATSAPP_PATHS.portal}/${encodeURIComponent(id)}/signup-callback`;
