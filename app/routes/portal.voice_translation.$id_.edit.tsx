import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editVoiceTranslation, loadVoiceTranslationRecord } from "~/features/voice-translations/dialogs.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadVoiceTranslationRecord(request, context, params.id ?? "", "edit");
export const action = ({ request, context, params }: ActionFunctionArgs) => editVoiceTranslation(request, context, params.id ?? "");

export default function EditVoiceTranslation() {
  return <VoiceTranslationDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
