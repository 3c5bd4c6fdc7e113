import type { RouteArgs } from "~/features/entities/route-args";
import { loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { passes } from "~/features/navigation/gates";
import { isTrialAccount } from "~/features/session/subscription";
import { NUMBERS_RESOURCE } from "./resource";

/** The numbers list: the generic entity list, whether the account is on a trial (its plan's notice) and, on the admin screen, the manual number. */
export const loadNumbers = (args: RouteArgs, mode: EntityMode) =>
  loadEntityList(args, NUMBERS_RESOURCE, mode, (user) => {
    const manual = NUMBERS_RESOURCE.actions?.admin?.list?.new;
    return {
      trial: mode === "portal" && isTrialAccount(user),
      manualNumber: mode === "admin" && manual !== undefined && passes(manual, user.roles),
    };
  });
