import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import type { ToastHostHandle } from "~/components/Toaster";
import { LadderDialog } from "~/features/call-history/details/LadderDialog";
import { loadLadder } from "~/features/call-history/details/ladder.server";

/** The dialog takes the drawer's place, and its toasts (Toaster.tsx ToastOutlet). */
export const handle: ToastHostHandle = { toastHost: true };

/** /portal/call_history/:callId/ladder — the SIP ladder dialog of the call's session (docs/product.md#wizards). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadLadder(request, context, "portal", params.callId);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default function PortalCallLadder() {
  return <LadderDialog mode="portal" />;
}
