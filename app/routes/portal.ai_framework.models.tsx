import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { AiModelsPage } from "~/features/ai-models/AiModelsPage";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiModels from "../../public/locales/en-us/ai-models.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "ai-models": aiModels, grid } };

/** /portal/ai_framework/models: the built-in model, then the account's own (docs/features/ai-framework.md#models); the dialogs are nested routes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_MODELS_RESOURCE, "portal");

/** The CSV export of the current view (the models' report generator; no key in it). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_MODELS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AiModelsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
