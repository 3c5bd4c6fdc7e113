import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { billingAction, loadBilling } from "~/features/billing/billing.server";
import { BillingPage } from "~/features/billing/BillingPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import billing from "../../public/locales/en-us/billing.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { billing, grid } };

/** /portal/settings/billing (issue 19 item 1): wallet, cards, auto-recharge or monthly limit, address, invoices, history. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBilling(request, context);

/** The page's own forms: remove a saved card, dismiss the auto-recharge failure. */
export const action = ({ request, context }: ActionFunctionArgs) => billingAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default BillingPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
