import type { RouteArgs } from "~/features/entities/route-args";
import { loadEntityList } from "~/features/entities/list.server";
import type { EntityMode } from "~/features/entities/resource";
import { passes } from "~/features/navigation/gates";
import { baseSettingsOf } from "~/services/settings.server";
import { SIP_ADMIN_ACTION_GATE, SIP_CONNECTIONS_RESOURCE } from "./resource";

/**
 * The SIP connections list: the generic entity list, the region names, and on the admin screen
 * whether the admin-only row dialogs are offered (SIPCONNECTIONS_UPDATE).
 */
export async function loadSipConnectionList(args: RouteArgs, mode: EntityMode) {
  // Public and memoized per request (the shell reads them too).
  const settings = await baseSettingsOf(args.context, args.request);
  const regions = Object.fromEntries((settings?.regionsSettings ?? []).map((r) => [r.regionId, r.regionName]));
  return loadEntityList(args, SIP_CONNECTIONS_RESOURCE, mode, (user) => ({
    regions,
    canAdminUpdate: mode === "admin" && passes(SIP_ADMIN_ACTION_GATE, user.roles),
  }));
}
