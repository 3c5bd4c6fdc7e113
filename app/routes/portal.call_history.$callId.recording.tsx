import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCallRecording } from "~/features/call-history/details/recording.server";

/** /portal/call_history/:callId/recording — the call's WAV for the drawer's player (resource route). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadCallRecording(request, context, "portal", params.callId);
