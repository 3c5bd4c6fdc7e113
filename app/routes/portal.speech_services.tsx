import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { SpeechServicesPage } from "~/features/speech-services/SpeechServicesPage";
import type { I18nHandle } from "~/i18n/route-namespaces";
import speechServices from "../../public/locales/en-us/speech-services.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "speech-services": speechServices, grid } };

/** /portal/speech_services: the account's speech services (docs/product.md#plans, #limits); create, view, edit and delete are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, SPEECH_SERVICES_RESOURCE, "portal");

/** The CSV export of the current view (the speech services report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, SPEECH_SERVICES_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default SpeechServicesPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
