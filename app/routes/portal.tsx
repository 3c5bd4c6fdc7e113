import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { BRAND_NAME } from "~/components/BrandLogo";
import { ScopedOutlet, type JoyHandle } from "~/components/joy/scoped-outlet";
import { NoPermissionNoticeIsland } from "~/components/shell/overlay-islands";
import { loadShellData } from "~/components/shell/shell-data.server";
import { ShellLayout } from "~/components/shell/ShellLayout";
import { RefusedPage, RootErrorBoundary, RouteErrorBoundary } from "~/components/StatusPage";
import { requireUser } from "~/auth/guards.server";
import { CONTACT_SUPPORT_PATH, SWITCH_ACCOUNT_PATH } from "~/features/account-menu/account-menu.server";
import { CREATE_ACCOUNT_WIZARD_PATH, pathAllows } from "~/features/navigation/path-gate.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import shell from "../../public/locales/en-us/shell.json";

/**
 * The translations this route adds to its parents' (route-namespaces.ts). Plain: the shell draws no
 * Joy component on its own (its Joy parts are islands with their own scope); each page gets its scope
 * from the outlet below.
 */
export const handle: I18nHandle & JoyHandle = { i18n: { shell }, plain: true };

/** /portal/*: every customer page is drawn inside this shell, and only for a signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireUser(request, context);
  const path = new URL(request.url).pathname;
  // docs/product.md#current-user noIamAccount: a user without an account of its own is sent to create one (its cancel goes to /error).
  if (signedIn.user.noIamAccount && !isNoAccountPath(path)) throw redirect(CREATE_ACCOUNT_WIZARD_PATH);
  // A page the roles refuse is refused here too, before its data is read: the shell is drawn around the
  // 403 page (docs/security.md#refused-pages). Users without any role get the shell's no-permission notice.
  const refused = signedIn.user.roles.length > 0 && !pathAllows(path, signedIn.user.roles);
  const { data, headers } = await loadShellData(request, context, signedIn, "portal");
  headers.set("Cache-Control", "private, no-store");
  return json({ ...data, refused }, { headers, status: refused ? 403 : 200 });
}

/** What a user without an account of its own may open: the create-account wizard, switching to an account it belongs to, contact support. */
const isNoAccountPath = (path: string) =>
  path === CREATE_ACCOUNT_WIZARD_PATH ||
  path.startsWith(`${CREATE_ACCOUNT_WIZARD_PATH}/`) ||
  path === SWITCH_ACCOUNT_PATH ||
  path === CONTACT_SUPPORT_PATH;

export const meta: MetaFunction = () => [{ title: BRAND_NAME }];

export default function PortalLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShellLayout data={data}>
      {data.refused ? (
        <RefusedPage />
      ) : data.user.roles.length === 0 && !data.user.noIamAccount ? (
        <NoPermissionNoticeIsland supportEmail={data.help.supportEmail} />
      ) : (
        <ScopedOutlet routeId="routes/portal" />
      )}
    </ShellLayout>
  );
}

/** A failing page keeps the shell around its error; without the shell's data, the whole-page error. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/portal");
  if (!data) return <RootErrorBoundary />;
  return (
    <ShellLayout data={data}>
      <RouteErrorBoundary />
    </ShellLayout>
  );
}
