/** The sections of /portal/settings/my_account, each a nested route's form action (shared by the page and its server module). */
export const MY_ACCOUNT_SECTIONS = ["user", "password", "account", "settings", "secret", "upgrade"] as const;
export type MyAccountSection = (typeof MY_ACCOUNT_SECTIONS)[number];
export const isMyAccountSection = (s: string | undefined): s is MyAccountSection =>
  (MY_ACCOUNT_SECTIONS as readonly string[]).includes(s ?? "");
