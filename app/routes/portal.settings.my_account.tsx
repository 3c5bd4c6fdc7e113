import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useParams } from "@remix-run/react";
import { loadMyAccount } from "~/features/my-account/my-account.server";
import { isMyAccountSection } from "~/features/my-account/sections";
import { MyAccountPage } from "~/features/my-account/MyAccountPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import account from "../../public/locales/en-us/account.json";

export const handle: I18nHandle = { i18n: { account } };

/** /portal/settings/my_account: the user, the password, the account, its API secret and settings (SETTINGS_READ). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadMyAccount(request, context), { headers: { "Cache-Control": "private, no-store" } });
}

export default function MyAccount() {
  const data = useLoaderData<typeof loader>();
  const { section } = useParams();
  return <MyAccountPage data={data} active={isMyAccountSection(section) ? section : null} outlet={<Outlet />} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
