export const ACCOUNTS_PATH = "/admin/accounts";
export const CLIENTS_API = "/vaic/api/clients";
/** docs/product.md#admin-and-ai-calls "POST {monolith}/payment/manualCharge"; "PUT {monolith} add credit" (path platform-defined). */
export const MONEY_API = { charge: "/vaic/api/payment/manualCharge", credit: "/vaic/api/payment/addCredit" } as const;

/** docs/product.md#endpoint-names "EnableDNSVerification" under /clients (path platform-defined). */
export const dnsVerificationApi = (id: string) => `${CLIENTS_API}/${encodeURIComponent(id)}/EnableDNSVerification`;

export const accountsHref = (search = "") => `${ACCOUNTS_PATH}${search}`;
export const accountDialogHref = (id: string, dialog: "charge" | "credit" | "dns" | "trial", search = "") =>
  `${ACCOUNTS_PATH}/${encodeURIComponent(id)}/${dialog}${search}`;
