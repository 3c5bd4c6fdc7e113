import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { deleteVoiceTranslation, loadVoiceTranslationDelete } from "~/features/voice-translations/dialogs.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";

/** /portal/voice_translation/:id/delete: the danger confirmation; its POST deletes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadVoiceTranslationDelete(request, context, params.id ?? "");
export const action = ({ request, context, params }: ActionFunctionArgs) => deleteVoiceTranslation(request, context, params.id ?? "");

export default function DeleteVoiceTranslation() {
  return <EntityDeleteDialog resource={VOICE_TRANSLATIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
