import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { WHATSAPP_RESOURCE } from "~/features/whatsapp/resource";
import { WhatsAppPage } from "~/features/whatsapp/WhatsAppPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import whatsapp from "../../public/locales/en-us/whatsapp.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { whatsapp, grid } };

/** /portal/whatsapp_numbers: the account's WhatsApp numbers (docs/product.md#whatsapp-numbers); dialogs are nested routes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, WHATSAPP_RESOURCE, "portal");

/** The CSV export of the current view. */
export const action = (args: ActionFunctionArgs) => entityListAction(args, WHATSAPP_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default WhatsAppPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
