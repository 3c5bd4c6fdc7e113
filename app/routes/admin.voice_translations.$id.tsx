import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";
import { loadEntityRecord } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";
import { voiceTranslationDialogData } from "~/features/voice-translations/dialog-data.server";
import { VoiceTranslationDialog } from "~/features/voice-translations/VoiceTranslationDialog";

/** /admin/voice_translations/:id: any account's voice translation, read-only. */
export const loader = (args: LoaderFunctionArgs) =>
  loadEntityRecord(args, VOICE_TRANSLATIONS_RESOURCE, "view", "admin", voiceTranslationDialogData);

/** A read-only dialog: a POST is 405 for administrators, and 403 for anyone else. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export default function AdminVoiceTranslationDetails() {
  return <VoiceTranslationDialog mode="view" screen="admin" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
