import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadCallRecording } from "~/features/call-history/details/recording.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/calls/:callId/recording — the call's WAV for the drawer's player (resource route). */
/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCallRecording(request, context, "admin", params.callId);
