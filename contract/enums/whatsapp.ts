/** WhatsApp numbers (docs/product.md#whatsapp-numbers, #whatsapp-number). */

/** WhatsApp number status (docs/product.md#whatsapp-number): InProgress shown 'In progress', Connected shown 'Configured', Failed. */
export const WHATSAPP_STATUSES = ["InProgress", "Connected", "Failed"] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/** The admin table's status filter values (docs/product.md#whatsapp-numbers "Status filter values: 0 in progress, 1 configured, 2 failed"). */
export const WHATSAPP_STATUS_FILTER_VALUES: Readonly<Record<WhatsAppStatus, number>> = {
  InProgress: 0,
  Connected: 1,
  Failed: 2,
};

/** Display text of a WhatsApp status (docs/product.md#whatsapp-numbers status column). */
export const WHATSAPP_STATUS_LABELS: Readonly<Record<WhatsAppStatus, string>> = {
  InProgress: "In progress",
  Connected: "Configured",
  Failed: "Failed",
};
