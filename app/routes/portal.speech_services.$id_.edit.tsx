import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editSpeechService, loadSpeechServiceRecord } from "~/features/speech-services/dialogs.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/:id/edit: the edit dialog (form mode Update); an empty secret keeps the stored one. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSpeechServiceRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editSpeechService(request, context, params.id ?? "");

export default function EditSpeechService() {
  return <SpeechServiceDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
