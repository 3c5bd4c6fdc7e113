import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { entityEditAction, loadEntityRecord } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { voiceTranslationDialogData } from "~/features/voice-translations/dialog-data.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /portal/voice_translation/:id/edit: the edit dialog (form mode Update). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadEntityRecord(
    request,
    context,
    VOICE_TRANSLATIONS_RESOURCE,
    params.id ?? "",
    "edit",
    "portal",
    voiceTranslationDialogData,
  );
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  entityEditAction(request, context, VOICE_TRANSLATIONS_RESOURCE, params.id ?? "");

export default function EditVoiceTranslation() {
  return <VoiceTranslationDialog mode="edit" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
