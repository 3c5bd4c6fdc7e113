import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadVoiceTranslationRecord } from "~/features/voice-translations/dialogs.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/:id: the voice translation's details (form mode ReadOnly). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadVoiceTranslationRecord(request, context, params.id ?? "", "view");

export default function VoiceTranslationDetails() {
  return <VoiceTranslationDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
