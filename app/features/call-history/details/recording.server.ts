import type { AppLoadContext } from "@remix-run/node";
import { formatMessage } from "../../../../contract/messages";
import { CallDetailsSchema } from "../../../../contract/callDetails";
import { hasRoles, isPlatformAdmin, ROLES } from "../../../../contract/roles";
import { forbidden } from "~/auth/guards.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { requireCallHistory } from "../guard.server";
import { CALL_API, type CallHistoryMode } from "../mode";
import { ownCall } from "./details.server";
import { TIME } from "../../../../contract/limits/units";

/**
 * The platform call's deadline also ends its body stream: give a long recording, played by a slow
 * client, time to arrive (the usual 15 s would cut the audio off).
 */
const STREAM_TIMEOUT_MS = 10 * TIME.MINUTE_MS;

const NOT_FOUND = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** A file name that is safe inside a quoted Content-Disposition parameter. */
function fileNameOf(callId: string): string {
  return `call-${callId.replace(/[^A-Za-z0-9._-]/g, "_")}.wav`;
}

/**
 * The recording resource route (`$callId/recording`): streams the platform's WAV to `<audio>`,
 * inline and never cached. Without LIVEHUB_CALLRECORDING_READ it is the console's 403, like every
 * other role gate (the platform is not asked: its 403 would end the session); a call that was not
 * recorded, or is not the caller's, is a plain 404.
 */
export async function loadCallRecording(
  request: Request,
  context: AppLoadContext,
  mode: CallHistoryMode,
  callId: string | undefined,
): Promise<Response> {
  const { user, api } = await requireCallHistory(request, context, mode);
  if (!hasRoles(user.roles, [ROLES.CALLRECORDING_READ])) throw forbidden();
  if (!callId) return NOT_FOUND();
  // An administrator on the customer screen hears only their own account's calls (see ownCall).
  if (mode === "portal" && isPlatformAdmin(user.roles)) {
    const call = await api
      .get(CALL_API.details(callId), { schema: CallDetailsSchema.nullable() })
      .catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
    if (!call || !ownCall(mode, user, call)) return NOT_FOUND();
  }

  let upstream: Response;
  try {
    // A player's byte range goes through, so the recording is seekable (a timeline turn plays from its offset).
    const range = request.headers.get("Range");
    upstream = await api.raw(CALL_API.recording(callId), {
      headers: { Accept: "audio/*", ...(range ? { Range: range } : {}) },
      timeoutMs: STREAM_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isNotFound(error)) return NOT_FOUND();
    if (!isPlatformError(error)) throw error;
    return new Response(error.messages.map((m) => formatMessage(m)).join("\n"), {
      status: error.status >= 400 ? error.status : 502,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }

  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "audio/wav",
    "Content-Disposition": `inline; filename="${fileNameOf(callId)}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  // fetch decodes a compressed body, so its encoded length would be wrong: forward only a plain one.
  const length = upstream.headers.get("Content-Length");
  if (length && !upstream.headers.get("Content-Encoding")) headers.set("Content-Length", length);
  for (const name of ["Accept-Ranges", "Content-Range"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status === 206 ? 206 : 200, headers });
}
