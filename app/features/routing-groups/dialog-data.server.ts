/** What the routing group dialogs offer: for a new group, the first page of accounts for the admin account dropdown (it pages and searches the rest with JavaScript). */
import type { RoutingGroupDetail } from "../../../contract/wire/routing";
import { accountOptions } from "~/features/admin-accounts/picker/accounts-page.server";
import type { AccountOptions } from "~/features/admin-accounts/picker/params";
import type { DialogContext } from "~/features/entities/dialog.server";

export interface RoutingGroupDialogData {
  record: RoutingGroupDetail | null;
  /** A new group's account choices (create only). */
  accounts: AccountOptions | null;
}

export async function routingGroupDialogData({
  api,
  action,
}: DialogContext<RoutingGroupDetail>): Promise<Omit<RoutingGroupDialogData, "record">> {
  return { accounts: action === "create" ? await accountOptions(api, "") : null };
}
