import type { AppLoadContext } from "@remix-run/node";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { TRIAL } from "../../../contract/limits/trial";
import { hasRoles } from "../../../contract/roles";
import { isWholeAccountList, loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { SIP_ADMIN_ACTION_GATE } from "~/features/navigation/model";
import { isTrialAccount } from "~/features/session/subscription";
import { baseSettingsOf } from "~/services/settings.server";
import { SIP_CONNECTIONS_RESOURCE } from "./resource";

/**
 * The SIP connections list: the generic entity list, the account's maximum for the limit warning
 * (40; a trial account two: 000 §1, §9), the region names, and on the admin screen whether the
 * admin-only row dialogs are offered (SIPCONNECTIONS_UPDATE).
 */
export async function loadSipConnectionList(request: Request, context: AppLoadContext, mode: EntityMode) {
  // Public and memoized per request (the shell reads them too).
  const settings = await baseSettingsOf(context, request);
  const regions = Object.fromEntries((settings?.regionsSettings ?? []).map((r) => [r.regionId, r.regionName]));
  return loadEntityList(request, context, SIP_CONNECTIONS_RESOURCE, mode, (user, data) => {
    const trial = isTrialAccount(user);
    return {
      // Only an unfiltered customer list counts every connection of the account.
      limit: isWholeAccountList(data) ? { max: trial ? TRIAL.SIP_CONNECTIONS : LIMITS_PER_ACCOUNT.SIP_CONNECTIONS, trial } : null,
      regions,
      canAdminUpdate: mode === "admin" && hasRoles(user.roles, SIP_ADMIN_ACTION_GATE.roles, SIP_ADMIN_ACTION_GATE.match),
    };
  });
}
