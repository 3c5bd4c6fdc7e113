import type { AppLoadContext } from "@remix-run/node";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { TRIAL } from "../../../contract/limits/trial";
import { hasRoles } from "../../../contract/roles";
import { MANUAL_NUMBER_ACTION_GATE } from "~/features/navigation/model";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { isTrialAccount } from "~/features/session/subscription";
import { NUMBERS_RESOURCE } from "./resource";

/**
 * The numbers list: the generic entity list and the account's maximum for the limit notice (000 §9:
 * 100; a trial account one). Whether it is reached the platform says on a port-in or an order; the
 * notice counts the listed numbers of an unfiltered customer list.
 */
export const loadNumbers = (request: Request, context: AppLoadContext, mode: EntityMode) =>
  loadEntityList(request, context, NUMBERS_RESOURCE, mode, (user, data) => ({
    limit: isWholeAccountList(data) ? { max: isTrialAccount(user) ? TRIAL.NUMBERS : LIMITS_PER_ACCOUNT.NUMBERS, trial: isTrialAccount(user) } : null,
    manualNumber: mode === "admin" && hasRoles(user.roles, MANUAL_NUMBER_ACTION_GATE.roles, MANUAL_NUMBER_ACTION_GATE.match),
  }));
