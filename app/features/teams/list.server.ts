import type { RouteArgs } from "~/features/entities/route-args";
import { forbidden } from "~/auth/guards.server";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import { TEAMS_ONLY_MODE_PATH } from "../../../contract/wire/teams";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { requireEntityList } from "~/features/entities/guard.server";
import { listPath, type EntityMode } from "~/features/entities/resource";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_ONLY_OFF_INTENT } from "./resource";

/** What the Teams page says about Teams-only mode (docs/product.md#current-user current user "teamsOnlyMode"). */
export interface TeamsOnlyMode {
  on: boolean;
  /** The settings role may turn it off (the platform requires it too). */
  canTurnOff: boolean;
}

/** The Teams connections list: the generic entity list and the Teams-only mode. */
export const loadTeamsConnections = (args: RouteArgs, mode: EntityMode) =>
  loadEntityList(args, TEAMS_CONNECTIONS_RESOURCE, mode, (user) => ({
    teamsOnly:
      mode === "portal" ? { on: user.teamsOnlyMode, canTurnOff: hasRoles(user.roles, [ROLES.SETTINGS_UPDATE]) } : null,
  }));

/**
 * The connections list's action: the export (the generic one), and on the customer screen "Turn off
 * Teams-only mode" for holders of the settings update role.
 */
export async function teamsConnectionsAction(args: RouteArgs, mode: EntityMode) {
  const { request, context } = args;
  const form = await request.clone().formData();
  if (mode !== "portal" || form.get("intent") !== TEAMS_ONLY_OFF_INTENT)
    return entityListAction(args, TEAMS_CONNECTIONS_RESOURCE, mode);
  const { api, user } = await requireEntityList(request, context, TEAMS_CONNECTIONS_RESOURCE, "portal");
  if (!hasRoles(user.roles, [ROLES.SETTINGS_UPDATE])) throw forbidden();
  const back = `${listPath(TEAMS_CONNECTIONS_RESOURCE, "portal")}${new URL(request.url).search}`;
  try {
    await api.put(TEAMS_ONLY_MODE_PATH, { enabled: false });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: MSG.success_teams_only_mode_off });
}
