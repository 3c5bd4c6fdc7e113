import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";
import { speechServiceDialogData } from "~/features/speech-services/dialog-data.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /admin/speech_services/:id: any account's speech service, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, SPEECH_SERVICES_RESOURCE, "view", "admin", speechServiceDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminSpeechServiceDetails() {
  return <SpeechServiceDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
