import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import type { ToastHostHandle } from "~/components/Toaster";
import { CallDetailsErrorBoundary, CallDetailsPage } from "~/features/call-history/details/CallDetailsRoute";
import { loadCallDetails } from "~/features/call-history/details/details.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import callDetails from "../../public/locales/en-us/call-details.json";

/** /admin/calls/:callId — the details drawer over the administrators' call list, in UTC (docs/product.md#admin-routes). */
/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

/** The translations this route adds to its parents' (route-namespaces.ts); its toasts show inside its drawer (Toaster.tsx ToastOutlet). */
export const handle: I18nHandle & ToastHostHandle = { i18n: { "call-details": callDetails }, toastHost: true };

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCallDetails(request, context, "admin", params.callId);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default CallDetailsPage;

export function ErrorBoundary() {
  return <CallDetailsErrorBoundary mode="admin" />;
}
