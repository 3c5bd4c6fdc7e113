import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { contactSupportAction, loadContactSupport } from "~/features/account-menu/account-menu.server";
import { ContactSupportDialog } from "~/features/account-menu/ContactSupportDialog";
import type { I18nHandle } from "~/i18n/route-namespaces";
import account from "../../public/locales/en-us/account.json";

export const handle: I18nHandle = { i18n: { account } };

/** /portal/contact_support?returnTo=<page>: the contact-support dialog; any signed-in user may write to support. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadContactSupport(request, context));
}
export const action = ({ request, context }: ActionFunctionArgs) => contactSupportAction(request, context);

export default ContactSupportDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
