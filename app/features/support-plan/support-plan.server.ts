/**
 * /portal/support_plan (issue 19; docs/product.md#support-plans support plans, #portal-gates "SETTINGS_READ or SETTINGS_UPDATE (support
 * plans)"): the plans with their monthly prices, the account's plan and contract number, a change being
 * processed, a scheduled cancellation. Choosing a plan needs SETTINGS_UPDATE; the platform processes it
 * asynchronously and tells the user through the notifications.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import { MY_ACCOUNT_API, SupportPlanChangeSchema, SupportPlanStateSchema } from "../../../contract/wire/myAccount";
import { requireRoles } from "~/auth/guards.server";
import { ACCOUNT_GATES } from "~/features/navigation/gates";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";

export const SUPPORT_PLAN_PATH = PORTAL_SCREENS.supportPlans;

const requireSupportPlans = (request: Request, context: AppLoadContext) =>
  requireRoles(request, context, ACCOUNT_GATES.supportPlans.roles);

export async function loadSupportPlan(request: Request, context: AppLoadContext) {
  const { user, api } = await requireSupportPlans(request, context);
  const state = await api.get(MY_ACCOUNT_API.supportPlan, { schema: SupportPlanStateSchema });
  return { state, canChange: hasRoles(user.roles, [ROLES.SETTINGS_UPDATE]) };
}
export type SupportPlanData = Awaited<ReturnType<typeof loadSupportPlan>>;

/** /portal/support_plan/change (SETTINGS_UPDATE): a GET is the page. */
export async function loadSupportPlanChange(request: Request, context: AppLoadContext) {
  await requireRoles(request, context, [ROLES.SETTINGS_UPDATE]);
  return redirect(SUPPORT_PLAN_PATH);
}

/** The change, posted by a plan's button; a refusal (one already processed, the same plan) comes back as a toast on the page. */
export async function supportPlanAction(request: Request, context: AppLoadContext) {
  const { api } = await requireRoles(request, context, [ROLES.SETTINGS_UPDATE]);
  const submission = parseWithZod(await request.formData(), { schema: SupportPlanChangeSchema });
  if (submission.status !== "success") return json({ messages: [MSG.validation_field_required] }, { status: 400 });
  try {
    await api.post(MY_ACCOUNT_API.supportPlan, submission.value, { schema: SupportPlanStateSchema });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(SUPPORT_PLAN_PATH, toastsFromError(error));
  }
  return redirectWithToast(SUPPORT_PLAN_PATH, { type: "success", message: MSG.success_support_plan_requested });
}
