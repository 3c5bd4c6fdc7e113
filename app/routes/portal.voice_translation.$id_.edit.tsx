import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { voiceTranslationDialogData } from "~/features/voice-translations/dialog-data.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/:id/edit: the edit dialog (form mode Update). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, VOICE_TRANSLATIONS_RESOURCE, "edit", "portal", voiceTranslationDialogData);
export const action = (args: ActionFunctionArgs) => entityEditAction(args, VOICE_TRANSLATIONS_RESOURCE);

export default function EditVoiceTranslation() {
  return <VoiceTranslationDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
