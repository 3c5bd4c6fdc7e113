import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createVoiceTranslation, loadVoiceTranslationCreate } from "~/features/voice-translations/dialogs.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/new: the create dialog (form mode Create). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadVoiceTranslationCreate(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => createVoiceTranslation(request, context);

export default function NewVoiceTranslation() {
  return <VoiceTranslationDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
