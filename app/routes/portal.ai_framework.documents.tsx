import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { DocumentsPage } from "~/features/ai-documents/DocumentsPage";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { entityListAction, loadEntityList } from "~/features/entities/list.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import aiDocuments from "../../public/locales/en-us/ai-documents.json";
import grid from "../../public/locales/en-us/grid.json";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "ai-documents": aiDocuments, grid } };

/** /portal/ai_framework/documents: the account's AI documents (docs/features/ai-framework.md#documents); add, view, edit, delete and the retrieval test are nested-route dialogs. */
export const loader = (args: LoaderFunctionArgs) => loadEntityList(args, AI_DOCUMENTS_RESOURCE, "portal");

/** The CSV export of the current view (the documents report generator). */
export const action = (args: ActionFunctionArgs) => entityListAction(args, AI_DOCUMENTS_RESOURCE, "portal");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default DocumentsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
