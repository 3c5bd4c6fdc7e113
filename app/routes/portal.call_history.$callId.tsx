import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import type { ToastHostHandle } from "~/components/Toaster";
import { CallDetailsErrorBoundary, CallDetailsPage } from "~/features/call-history/details/CallDetailsRoute";
import { loadCallDetails } from "~/features/call-history/details/details.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import callDetails from "../../public/locales/en-us/call-details.json";

/** The translations this route adds to its parents' (route-namespaces.ts); its toasts show inside its drawer (Toaster.tsx ToastOutlet). */
export const handle: I18nHandle & ToastHostHandle = { i18n: { "call-details": callDetails }, toastHost: true };

/** /portal/call_history/:callId — the details drawer over the customer's call list (docs/product.md#call-history). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCallDetails(request, context, "portal", params.callId);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CallDetailsPage;

export function ErrorBoundary() {
  return <CallDetailsErrorBoundary mode="portal" />;
}
