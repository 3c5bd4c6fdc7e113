import type { AppLoadContext } from "@remix-run/node";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { ROUTING_RULES_RESOURCE } from "./resource";

/** The routing rules list: the generic entity list and the account's maximum for the maximum-routings warning (001 §8). */
export const loadRoutingRules = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, ROUTING_RULES_RESOURCE, mode, (_user, data) => ({
    // Only an unfiltered customer list counts every rule of the account.
    limit: isWholeAccountList(data) ? { max: LIMITS_PER_ACCOUNT.ROUTING_RULES } : null,
  }));
