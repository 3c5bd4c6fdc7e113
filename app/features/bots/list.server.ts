import type { AppLoadContext } from "@remix-run/node";
import { TRIAL } from "../../../contract/limits/trial";
import { effectiveMaxBots } from "../../../contract/wire/currentUser";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import { isTrialAccount } from "~/features/session/subscription";
import type { EntityMode } from "~/features/entities/resource";
import { BOTS_RESOURCE } from "./resource";

/** The bots list: the generic entity list, and the account's bot limit for the maximum-bots warning (000 §1, §3). */
export const loadBots = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, BOTS_RESOURCE, mode, (user, data) => {
    const trial = isTrialAccount(user);
    // Only an unfiltered customer list counts every bot of the account.
    return { limit: isWholeAccountList(data) ? { max: trial ? TRIAL.BOTS : effectiveMaxBots(user), trial } : null };
  });
