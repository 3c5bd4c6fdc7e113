import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { speechServiceDialogData } from "~/features/speech-services/dialog-data.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /portal/speech_services/:id: the speech service's details (form mode ReadOnly); its secrets only as set or not. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SPEECH_SERVICES_RESOURCE, "view", "portal", speechServiceDialogData);

export default function SpeechServiceDetails() {
  return <SpeechServiceDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
