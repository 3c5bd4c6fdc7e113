import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadShellData } from "~/components/shell/shell-data.server";
import { ShellLayout } from "~/components/shell/ShellLayout";
import { RefusedPage, RootErrorBoundary, RouteErrorBoundary } from "~/components/StatusPage";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import shell from "../../public/locales/en-us/shell.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { shell } };

/**
 * /admin/*: administrators only. Anyone else gets a 403 before any data is read, whatever the
 * method (this loader runs for every admin page; each admin route's action guards again).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireAdmin(request, context);
  // A page or dialog the admin's roles refuse is refused here too, before its data is read: the shell
  // is drawn around the 403 page (docs/security.md#refused-pages).
  const refused = !pathAllows(new URL(request.url).pathname, signedIn.user.roles);
  const { data, headers } = await loadShellData(request, context, signedIn, "admin");
  headers.set("Cache-Control", "private, no-store");
  return json({ ...data, refused }, { headers, status: refused ? 403 : 200 });
}

/** POST /admin: nothing to do here, but only an administrator learns that. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export const meta: MetaFunction = () => [{ title: BRAND_NAME }];

export default function AdminLayout() {
  const data = useLoaderData<typeof loader>();
  return <ShellLayout data={data}>{data.refused ? <RefusedPage /> : <Outlet />}</ShellLayout>;
}

/** Inside the admin shell when it loaded; the whole-page status (403 for customers) otherwise. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  if (!data) return <RootErrorBoundary />;
  return (
    <ShellLayout data={data}>
      <RouteErrorBoundary />
    </ShellLayout>
  );
}
