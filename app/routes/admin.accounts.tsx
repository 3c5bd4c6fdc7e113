import type { LoaderFunctionArgs, MetaFunction, ActionFunctionArgs } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AccountsPage } from "~/features/admin-accounts/AccountsPage";
import { loadAccounts } from "~/features/admin-accounts/list.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/accounts: every client account (spec 000 account entity; 001 §2 admin dialogs as nested routes). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAccounts(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AccountsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";

/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);
