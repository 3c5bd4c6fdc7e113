import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadSwitchAccount, switchAccountAction } from "~/features/account-menu/account-menu.server";
import { SwitchAccountPage } from "~/features/account-menu/SwitchAccountPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import account from "../../public/locales/en-us/account.json";

export const handle: I18nHandle = { i18n: { account } };

/** /portal/switch_account: the accounts this user belongs to; switching signs in to the chosen one (a new token pair). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadSwitchAccount(request, context), { headers: { "Cache-Control": "private, no-store" } });
}
export const action = ({ request, context }: ActionFunctionArgs) => switchAccountAction(request, context);

export default SwitchAccountPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
