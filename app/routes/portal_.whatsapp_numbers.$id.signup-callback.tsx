import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { finalizeAction, loadSignupCallback } from "~/features/whatsapp/connect/connect.server";
import { SignupCallbackPage } from "~/features/whatsapp/connect/SignupCallbackPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import whatsapp from "../../public/locales/en-us/whatsapp.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { whatsapp } };

/**
 * /portal/whatsapp_numbers/:id/signup-callback: where the provider's sign-up window returns, outside
 * the portal shell (it is the popup's last page). Its form is the finalize call without JavaScript.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadSignupCallback(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  finalizeAction(request, context, params.id ?? "", "signup-callback");

export default SignupCallbackPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
