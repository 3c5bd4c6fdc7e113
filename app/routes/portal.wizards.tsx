import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { WizardChooser } from "~/features/wizards/WizardChooser";
import { chooserAction, loadChooser } from "~/features/wizards/wizards.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import wizards from "../../public/locales/en-us/wizards.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { wizards } };

/** /portal/wizards: the wizard chooser (docs/product.md#wizards), with the half-finished wizards to resume or discard. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadChooser(request, context);

/** Discard a half-finished wizard (WizardCanceled). */
export const action = ({ request, context }: ActionFunctionArgs) => chooserAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default WizardChooser;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
