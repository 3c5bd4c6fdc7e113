/**
 * An agent's versions (/portal/ai_framework/agents/<id>/versions; docs/features/ai-framework.md#versions):
 * the list, a diff of any two (or a version and the draft: a GET form, so the comparison is a URL),
 * publishing the draft and rolling back (POSTs with the update role). Without JavaScript every step is
 * a form and a redirect back here with a toast.
 */
import { json } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import {
  AI_AGENT_PATHS,
  AgentDiffSchema,
  AgentPublishedSchema,
  AgentVersionsSchema,
  DiffSideSchema,
  type AgentDetail,
  type AgentDiff,
  type AgentVersion,
  type DiffSide,
} from "../../../contract/wire/aiAgents";
import { messageWithParams } from "../../../contract/wire/myAccount";
import { requireOwnRecord } from "~/features/entities/guard.server";
import { recordHref } from "~/features/entities/resource";
import type { RouteArgs } from "~/features/entities/route-args";
import { passes } from "~/features/navigation/gates";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { AI_AGENTS_RESOURCE } from "./resource";

export interface VersionsDialogData {
  record: Pick<AgentDetail, "id" | "name" | "publishedVersion" | "draftChanged">;
  versions: AgentVersion[];
  /** The comparison the URL asks for (?from=&to=), or null. */
  diff: AgentDiff | null;
  from: DiffSide | null;
  to: DiffSide | null;
  /** The user may publish and roll back (the update role). */
  canWrite: boolean;
}

const sideOf = (value: string | null): DiffSide | null => {
  if (value === null || value === "") return null;
  const parsed = DiffSideSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export async function loadAgentVersions({ request, context, params }: RouteArgs) {
  const id = params?.id ?? "";
  const { api, user, record } = await requireOwnRecord(request, context, AI_AGENTS_RESOURCE, "versions", id);
  const url = new URL(request.url);
  const from = sideOf(url.searchParams.get("from"));
  const to = sideOf(url.searchParams.get("to"));
  const [{ versions }, diff] = await Promise.all([
    api.get(AI_AGENT_PATHS.versions(id), { schema: AgentVersionsSchema }),
    from !== null && to !== null
      ? api.get(`${AI_AGENT_PATHS.diff(id)}?${new URLSearchParams({ from: String(from), to: String(to) })}`, {
          schema: AgentDiffSchema,
        })
      : Promise.resolve(null),
  ]);
  const editGate = AI_AGENTS_RESOURCE.gates.edit;
  return json<VersionsDialogData>({
    record: {
      id: record.id,
      name: record.name,
      publishedVersion: record.publishedVersion,
      draftChanged: record.draftChanged,
    },
    versions,
    diff,
    from,
    to,
    canWrite: editGate !== undefined && passes(editGate, user.roles),
  });
}

/** Publish (intent "publish", an optional note) or roll back (intent "rollback", a version). */
export async function agentVersionsAction({ request, context, params }: RouteArgs) {
  const id = params?.id ?? "";
  // Both write: the edit's gate (the update role), on the caller's own agent.
  const { api } = await requireOwnRecord(request, context, AI_AGENTS_RESOURCE, "edit", id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const here = `${recordHref(AI_AGENTS_RESOURCE, "portal", id, "versions", "")}`;
  try {
    if (intent === "publish") {
      const note = String(form.get("note") ?? "").trim();
      const { version } = await api.post(AI_AGENT_PATHS.publish(id), note ? { note } : {}, {
        schema: AgentPublishedSchema,
      });
      // After a publish, the new version against the one before it (when there is one).
      const compare = version > 1 ? `?from=${version - 1}&to=${version}` : "";
      return redirectWithToast(`${here}${compare}`, {
        type: "success",
        message: messageWithParams(MSG.success_ai_agent_published, { version }),
      });
    }
    if (intent === "rollback") {
      const from = Number(form.get("version"));
      const { version } = await api.post(
        AI_AGENT_PATHS.rollback(id),
        { version: from },
        { schema: AgentPublishedSchema },
      );
      return redirectWithToast(`${here}?from=${from}&to=${version}`, {
        type: "success",
        message: messageWithParams(MSG.success_ai_agent_rolled_back, { from, version }),
      });
    }
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(here, toastsFromError(error));
  }
  return json({ error: "Unknown intent" }, { status: 400 });
}
