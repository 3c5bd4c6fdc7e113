import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AccountsPage } from "~/features/admin-accounts/AccountsPage";
import { loadAccounts } from "~/features/admin-accounts/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminAccounts from "../../public/locales/en-us/admin-accounts.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "admin-accounts": adminAccounts, grid } };

/** /admin/accounts: every client account (spec 000 account entity; docs/product.md#admin-dialogs admin dialogs as nested routes). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccounts(request, context);

/** Nothing to post here: 405 for administrators, 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AccountsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
