import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AiModelDialog } from "~/features/ai-models/AiModelDialog";
import { aiModelDialogData } from "~/features/ai-models/dialog-data.server";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/ai_framework/models/:id: any account's model, read-only (its key only as set or not). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_MODELS_RESOURCE, "view", "admin", aiModelDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminAiModelDetails() {
  return <AiModelDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
