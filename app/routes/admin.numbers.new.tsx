import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadManualNumber, manualNumberAction } from "~/features/admin-numbers/manual/manual-number.server";
import { ManualNumberDialog } from "~/features/admin-numbers/manual/ManualNumberDialog";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "admin-accounts": adminAccounts } };

/** /admin/numbers/new: the manual number (docs/product.md#admin-dialogs "Admin dialogs", #manual-number, #admin-and-ai-calls PATCH {phones}/Admin/ManualNumber). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadManualNumber(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => manualNumberAction(request, context);

export default ManualNumberDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
