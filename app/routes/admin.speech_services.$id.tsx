import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadSpeechServiceRecord } from "~/features/speech-services/dialogs.server";
import { SpeechServiceDialog } from "~/features/speech-services/SpeechServiceDialog";

/** /admin/speech_services/:id: any account's speech service, read-only. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSpeechServiceRecord(request, context, params.id ?? "", "view", "admin");

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminSpeechServiceDetails() {
  return <SpeechServiceDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
