import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { hasRoles, ROLES } from "../../contract/roles";
import type { AlarmSummary } from "../../contract/alarms";
import { requireUserForPolling } from "~/components/shell/shell-data.server";
import { fetchAlarmSummary } from "~/services/alarms.server";
import { forbidden } from "~/auth/guards.server";
import { isPlatformError } from "~/services/platform.server";

/**
 * GET /portal/alarms-summary: active alarms per severity for the side-navigation badge, polled
 * every 60 s. A failing alarm service leaves the badge empty instead of breaking the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api } = await requireUserForPolling(request, context);
  if (!hasRoles(user.roles, [ROLES.ALARMS_READ])) throw forbidden();
  let value: AlarmSummary | null = null;
  try {
    value = await fetchAlarmSummary(api);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
  }
  return json({ value }, { headers: { "Cache-Control": "private, no-store" } });
}
