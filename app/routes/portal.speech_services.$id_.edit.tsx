import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { speechServiceDialogData } from "~/features/speech-services/dialog-data.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/:id/edit: the edit dialog (form mode Update); an empty secret keeps the stored one. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SPEECH_SERVICES_RESOURCE, "edit", "portal", speechServiceDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, SPEECH_SERVICES_RESOURCE);

export default function EditSpeechService() {
  return <SpeechServiceDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
