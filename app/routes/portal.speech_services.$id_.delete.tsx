import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";

/** /portal/speech_services/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, SPEECH_SERVICES_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, SPEECH_SERVICES_RESOURCE);

export default function DeleteSpeechService() {
  return <EntityDeleteDialog resource={SPEECH_SERVICES_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
