/** Field names and the no-JS search intent of the manual number form, shared by the dialog and its action. */
export const MANUAL_NUMBER_FIELDS = [
  "phoneNumber",
  "countryName",
  "monthlyCharge",
  "regionId",
  "clientId",
  "provider",
] as const;
export const MANUAL_NUMBER_INTENT = { name: "intent", findAccounts: "find-accounts" } as const;
