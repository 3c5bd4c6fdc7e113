import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import type { ToastHostHandle } from "~/components/Toaster";
import { LadderDialog } from "~/features/call-history/details/LadderDialog";
import { loadLadder } from "~/features/call-history/details/ladder.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/calls/:callId/ladder — the SIP ladder dialog over the administrators' call details (docs/product.md#wizards). */
/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

/** The dialog takes the drawer's place, and its toasts (Toaster.tsx ToastOutlet). */
export const handle: ToastHostHandle = { toastHost: true };

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadLadder(request, context, "admin", params.callId);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default function AdminCallLadder() {
  return <LadderDialog mode="admin" />;
}
