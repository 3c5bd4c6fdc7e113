import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadSupportPlanChange, supportPlanAction } from "~/features/support-plan/support-plan.server";

/** /portal/support_plan/change: a plan's button posts here (SETTINGS_UPDATE); the answer is the support-plans page. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSupportPlanChange(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => supportPlanAction(request, context);
