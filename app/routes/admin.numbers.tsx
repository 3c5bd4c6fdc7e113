import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction } from "~/features/entities/list.server";
import { loadNumbers } from "~/features/numbers/list.server";
import { NumbersPage } from "~/features/numbers/NumbersPage";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminNumbers from "../../public/locales/en-us/admin-numbers.json";
import numbers from "../../public/locales/en-us/numbers.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { numbers, "admin-numbers": adminNumbers, grid } };

/** /admin/numbers: every account's phone numbers with the account and billing columns (docs/product.md#admin-routes "Admin"); the manual number is /admin/numbers/new. */
export const loader = (args: LoaderFunctionArgs) => loadNumbers(args, "admin");

/** The CSV export of the current view, every account. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, NUMBERS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default NumbersPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
