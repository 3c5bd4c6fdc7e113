import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadPortIn, portInNumber } from "~/features/numbers/dialogs.server";
import { PortDialog } from "~/features/numbers/PortDialog";

/** /portal/numbers/port: port a number in (Port Pending, then Active or Port Failed), within the account's number slots. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadPortIn(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => portInNumber(request, context);

export default PortDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
