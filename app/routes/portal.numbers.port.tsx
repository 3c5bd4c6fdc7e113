import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { PortDialog } from "~/features/numbers/PortDialog";

/** /portal/numbers/port: port a number in (Port Pending, then Active or Port Failed), within the account's number slots. */
export const loader = (args: LoaderFunctionArgs) => loadEntityCreate(args, NUMBERS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, NUMBERS_RESOURCE);

export default PortDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
