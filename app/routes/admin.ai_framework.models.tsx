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

/** /admin/ai_framework/models: every account's own models, read-only, with the account columns (docs/product.md#admin-routes "ai_framework/{entity}"). */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_MODELS_RESOURCE, "admin");

/** The CSV export of the current view, every account (no key in it). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_MODELS_RESOURCE, "admin");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default AiModelsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
