/** The avatar menu's entries and the wallet button (docs/product.md#roles). */
import { ROLES } from "../../../contract/roles";
import { ACCOUNT_GATES, allows } from "./gates";
import { PORTAL_SCREENS } from "./screens";
import { isBuilt } from "./tree";

export interface AvatarMenuUser {
  roles: readonly string[];
  accountType: string;
  tid?: string | null;
  subscription?: string | null;
}

/** Avatar-menu conditions of docs/product.md#account-menu-gates. */
export function avatarMenu(user: AvatarMenuUser, adminMode: boolean) {
  const roles = user.roles;
  const isTrial = (user.subscription ?? "").toLowerCase().startsWith("trial");
  const iamAdmin = roles.some((r) => r.startsWith("IAM_"));
  return {
    manageUser: user.accountType !== "MSFT" && !user.tid && !roles.includes(ROLES.UCAAS_USER),
    manageAccount: (!isTrial || roles.includes(ROLES.ADMIN)) && iamAdmin,
    switchAccount: !roles.includes(ROLES.UCAAS_USER),
    saasId: user.accountType === "MSFT",
    billing: !adminMode && isBuilt(PORTAL_SCREENS.billing) && allows(ACCOUNT_GATES.billing, roles),
    settings: !adminMode && isBuilt(PORTAL_SCREENS.myAccount) && allows(ACCOUNT_GATES.myAccount, roles),
  };
}

/**
 * The wallet button: needs billing read with add-credit and is hidden for marketplace-origin
 * accounts, which are billed by the marketplace (docs/product.md#roles).
 */
export function showWallet(user: AvatarMenuUser, adminMode: boolean): boolean {
  return !adminMode && user.accountType !== "MSFT" && allows(ACCOUNT_GATES.billing, user.roles);
}
