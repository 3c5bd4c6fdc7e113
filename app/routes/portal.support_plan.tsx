import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { loadSupportPlan } from "~/features/support-plan/support-plan.server";
import { SupportPlanPage } from "~/features/support-plan/SupportPlanPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import account from "../../public/locales/en-us/account.json";

export const handle: I18nHandle = { i18n: { account } };

/** /portal/support_plan: Basic, Pro and Premium; a change is processed asynchronously, a cancellation takes effect next month. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadSupportPlan(request, context), { headers: { "Cache-Control": "private, no-store" } });
}

export default SupportPlanPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
