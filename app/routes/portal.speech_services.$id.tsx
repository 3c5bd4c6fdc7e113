import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSpeechServiceRecord } from "~/features/speech-services/dialogs.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/:id: the speech service's details (form mode ReadOnly); its secrets only as set or not. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSpeechServiceRecord(request, context, params.id ?? "", "view");

export default function SpeechServiceDetails() {
  return <SpeechServiceDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
