import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createSpeechService, loadSpeechServiceCreate } from "~/features/speech-services/dialogs.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSpeechServiceCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createSpeechService(request, context);

export default function NewSpeechService() {
  return <SpeechServiceDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
