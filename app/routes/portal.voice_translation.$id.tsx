import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { voiceTranslationDialogData } from "~/features/voice-translations/dialog-data.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/:id: the voice translation's details (form mode ReadOnly). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, VOICE_TRANSLATIONS_RESOURCE, "view", "portal", voiceTranslationDialogData);

export default function VoiceTranslationDetails() {
  return <VoiceTranslationDialog mode="view" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
