import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityCreateAction, loadEntityCreate } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { voiceTranslationDialogData } from "~/features/voice-translations/dialog-data.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/new: the create dialog (form mode Create). */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityCreate(args, VOICE_TRANSLATIONS_RESOURCE, "portal", voiceTranslationDialogData);
export const action = (args: ActionFunctionArgs) => entityCreateAction(args, VOICE_TRANSLATIONS_RESOURCE);

export default function NewVoiceTranslation() {
  return <VoiceTranslationDialog mode="create" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
