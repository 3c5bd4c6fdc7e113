/**
 * /portal/support_plan (issue 19; 000 §1 support plans, §6 "SETTINGS_READ or SETTINGS_UPDATE (support
 * plans)"): the plans with their monthly prices, the account's plan and contract number, a change being
 * processed, a scheduled cancellation. Choosing a plan needs SETTINGS_UPDATE; the platform processes it
 * asynchronously and tells the user through the notifications.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import { MY_ACCOUNT_API, SupportPlanChangeSchema, SupportPlanStateSchema } from "../../../contract/wire/myAccount";
import { forbidden, requireRoles } from "~/auth/guards.server";
import { ACCOUNT_GATES, PORTAL_SCREENS } from "~/features/navigation/model";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";

export const SUPPORT_PLAN_PATH = PORTAL_SCREENS.supportPlans;

const requireSupportPlans = (request: Request, context: AppLoadContext) => requireRoles(request, context, ACCOUNT_GATES.supportPlans.roles);

export async function loadSupportPlan(request: Request, context: AppLoadContext) {
  const { user, api } = await requireSupportPlans(request, context);
  const state = await api.get(MY_ACCOUNT_API.supportPlan, { schema: SupportPlanStateSchema });
  return { state, canChange: hasRoles(user.roles, [ROLES.SETTINGS_UPDATE]) };
}
export type SupportPlanData = Awaited<ReturnType<typeof loadSupportPlan>>;

export async function supportPlanAction(request: Request, context: AppLoadContext) {
  const { user, api } = await requireSupportPlans(request, context);
  if (!hasRoles(user.roles, [ROLES.SETTINGS_UPDATE])) throw forbidden();
  const submission = parseWithZod(await request.formData(), { schema: SupportPlanChangeSchema });
  if (submission.status !== "success") return json({ messages: [MSG.validation_field_required] }, { status: 400 });
  try {
    await api.post(MY_ACCOUNT_API.supportPlan, submission.value, { schema: SupportPlanStateSchema });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return json({ messages: error.messages }, { status: error.status >= 500 ? 502 : 409 });
  }
  return redirectWithToast(SUPPORT_PLAN_PATH, { type: "success", message: MSG.success_support_plan_requested });
}
