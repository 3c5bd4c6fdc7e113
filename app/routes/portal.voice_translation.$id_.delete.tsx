import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntityDeleteDialog } from "~/features/entities/EntityDialogs";
import { entityDeleteAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "~/features/voice-translations/resource";

/** /portal/voice_translation/:id/delete: the danger confirmation; its POST deletes. */
export const loader = (args: LoaderFunctionArgs) => loadEntityDelete(args, VOICE_TRANSLATIONS_RESOURCE);
export const action = (args: ActionFunctionArgs) => entityDeleteAction(args, VOICE_TRANSLATIONS_RESOURCE);

export default function DeleteVoiceTranslation() {
  return <EntityDeleteDialog resource={VOICE_TRANSLATIONS_RESOURCE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
