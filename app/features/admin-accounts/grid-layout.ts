/**
 * The accounts grid's id and layout, shared by the loader and the page. Not in list.server.ts: a
 * value imported from a .server module is undefined in the browser (the grid's settings then saved
 * under no id and were refused).
 */
export const ACCOUNTS_GRID_ID = "admin_accounts";

/**
 * The accounts grid's columns hidden by default (the gear shows them): the account id and the rest
 * of docs/product.md#account-admin-view "Account (admin view)" beyond name, type, plan, billing type, status and balance.
 * Shared by the loader (the default layout of the saved preferences) and the page's columns.
 */
export const ACCOUNTS_HIDDEN_BY_DEFAULT = [
  "id",
  "monthlyLimit",
  "description",
  "creator",
  "billingTags",
  "regionId",
  "timeZone",
  "freeTeamsMinutes",
  "contractNumber",
  "saasSubscriptionId",
  "saasSubscriptionName",
  "tenantId",
] as const;

export const isHiddenByDefault = (id: string) => (ACCOUNTS_HIDDEN_BY_DEFAULT as readonly string[]).includes(id);
