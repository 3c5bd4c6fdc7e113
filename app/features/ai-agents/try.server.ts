/**
 * "Try it" (/portal/ai_framework/agents/<id>/try; docs/features/ai-framework.md#try-it): a chat with
 * the agent's draft or one of its versions. Without `?chat=` the page offers to start one; with it,
 * the conversation so far (each answer's turn record under it) and a message form. Every step is a
 * form post and a redirect, so it works without JavaScript; the conversation lands in the chat history.
 */
import { json, redirect } from "@remix-run/node";
import { entityPaths } from "../../../contract/entities";
import { AI_AGENT_PATHS, AgentVersionsSchema, type AgentVersion } from "../../../contract/wire/aiAgents";
import {
  AI_CHATS_API,
  AI_TRY_PATHS,
  ChatDetailSchema,
  TryMessageFormSchema,
  TryStartedSchema,
  type ChatDetail,
} from "../../../contract/wire/aiChats";
import { requireOwnRecord } from "~/features/entities/guard.server";
import { recordHref } from "~/features/entities/resource";
import type { RouteArgs } from "~/features/entities/route-args";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { AI_AGENTS_RESOURCE } from "./resource";
import { LAST_MESSAGE_ID } from "./try";

export interface TryDialogData {
  agent: { id: string; name: string; modelName: string | null };
  versions: AgentVersion[];
  /** The conversation under way, or null before one starts. */
  chat: ChatDetail | null;
}

/** A refused message: what was typed (kept, never lost) and why. */
export interface TryActionData {
  typed: string;
  error: string;
}

export async function loadTryIt({ request, context, params }: RouteArgs) {
  const id = params?.id ?? "";
  const { api, record } = await requireOwnRecord(request, context, AI_AGENTS_RESOURCE, "try", id);
  const chatId = new URL(request.url).searchParams.get("chat");
  const [{ versions }, chat] = await Promise.all([
    api.get(AI_AGENT_PATHS.versions(id), { schema: AgentVersionsSchema }),
    chatId
      ? api
          .get(entityPaths(AI_CHATS_API).one(chatId), { schema: ChatDetailSchema })
          .then((c) => (c.agentId === id ? c : null))
          .catch((error: unknown) => {
            if (isNotFound(error)) return null;
            throw error;
          })
      : Promise.resolve(null),
  ]);
  return json<TryDialogData>({
    agent: { id: record.id, name: record.name, modelName: record.modelName },
    versions,
    chat,
  });
}

export async function tryItAction({ request, context, params }: RouteArgs) {
  const id = params?.id ?? "";
  const { api } = await requireOwnRecord(request, context, AI_AGENTS_RESOURCE, "try", id);
  const form = await request.formData();
  const here = recordHref(AI_AGENTS_RESOURCE, "portal", id, "try");
  try {
    if (form.get("intent") === "start") {
      const { id: chat } = await api.post(
        AI_TRY_PATHS.start(id),
        {
          version: String(form.get("version") ?? "draft"),
          caller: String(form.get("caller") ?? "").trim() || undefined,
          asPhone: form.get("asPhone") === "on",
        },
        { schema: TryStartedSchema },
      );
      return redirect(`${here}?chat=${encodeURIComponent(chat)}#${LAST_MESSAGE_ID}`);
    }
    const chat = String(form.get("chat") ?? "");
    const typed = String(form.get("text") ?? "");
    const parsed = TryMessageFormSchema.safeParse({ text: typed });
    // Refused: the page again with what was typed and why (nothing is sent).
    if (!parsed.success)
      return json<TryActionData>(
        { typed, error: parsed.error.issues[0]?.message ?? "validation_field_required" },
        { status: 400 },
      );
    await api.post(AI_TRY_PATHS.say(id, chat), { text: parsed.data.text });
    return redirect(`${here}?chat=${encodeURIComponent(chat)}#${LAST_MESSAGE_ID}`);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(here, toastsFromError(error));
  }
}
