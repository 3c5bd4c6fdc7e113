import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadNumbers } from "~/features/admin-numbers/list.server";
import { NumbersPage } from "~/features/admin-numbers/NumbersPage";
import { requireNumbers } from "~/features/admin-numbers/guard.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminNumbers from "../../public/locales/en-us/admin-numbers.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "admin-numbers": adminNumbers, grid } };

/** /admin/numbers: every account's phone numbers (spec 000 §2 admin routes; 001 §2 "Manual number" as a nested route). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNumbers(request, context);

/** Nothing to post here: those the grid's gate lets in get 405, anyone else the guard's 403. */
export async function action({ request, context }: ActionFunctionArgs): Promise<never> {
  await requireNumbers(request, context);
  throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default NumbersPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
