/**
 * Paths of the portal screens that links name (the account menu, the wallet, billing, the support
 * plan). Apart from model.ts, whose gate tables are built at load time and so reach the browser whole
 * wherever one of its exports is used: the shell on every page needs only these paths.
 */
export const PORTAL_SCREENS = {
  billing: "/portal/settings/billing",
  myAccount: "/portal/settings/my_account",
  supportPlans: "/portal/support_plan",
} as const;
