import type { AppLoadContext } from "@remix-run/node";
import { CurrentUserSchema, type CurrentUser } from "../../contract/wire/currentUser";
import type { PlatformClient } from "./platform.server";

export type { CurrentUser };
export const CURRENT_USER_PATH = "/vaic/api/Accounts/Current";

/** GET the signed-in user and their account (docs/product.md#current-user), validated with the contract's schema. */
export function fetchCurrentUser(api: PlatformClient): Promise<CurrentUser> {
  return api.get(CURRENT_USER_PATH, { schema: CurrentUserSchema });
}

const memo = new WeakMap<AppLoadContext, Promise<CurrentUser>>();

/**
 * The current user of this request, fetched once however many loaders ask: parallel loaders get
 * different Request objects but share the load context.
 */
export function currentUserOf(context: AppLoadContext, api: PlatformClient): Promise<CurrentUser> {
  let pending = memo.get(context);
  if (!pending) {
    pending = fetchCurrentUser(api);
    memo.set(context, pending);
  }
  return pending;
}
