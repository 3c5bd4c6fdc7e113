import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { speechServiceDialogData } from "~/features/speech-services/dialog-data.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, SPEECH_SERVICES_RESOURCE, "portal", speechServiceDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, SPEECH_SERVICES_RESOURCE);

export default function NewSpeechService() {
  return <SpeechServiceDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
