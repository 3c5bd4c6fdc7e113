import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { aiToolDialogData } from "~/features/ai-tools/dialog-data.server";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { ToolDialog } from "~/features/ai-tools/ToolDialog";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/ai_framework/tools/:id: any account's tool, read-only (its header values only as set). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, AI_TOOLS_RESOURCE, "view", "admin", aiToolDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminToolDetails() {
  return <ToolDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
