import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadBuyLayout } from "~/features/numbers-buy/buy.server";
import { BuyLayout } from "~/features/numbers-buy/BuyLayout";
import type { I18nHandle } from "~/i18n/route-namespaces";
import numbersBuy from "../../public/locales/en-us/numbers-buy.json";
import numbers from "../../public/locales/en-us/numbers.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "numbers-buy": numbersBuy, numbers } };

/**
 * /portal/numbers/buy: buying numbers (issue 16 item 1), a full page of its own (not nested under the
 * numbers list): country, state or city, type, available numbers, cart, order; each step a nested route.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadBuyLayout(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default BuyLayout;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
