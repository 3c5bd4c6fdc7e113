/**
 * What the agent dialogs offer beside the record (docs/features/ai-framework.md#agents): the account's
 * speech services that listen (speech to text) and that speak (text to speech), and the models an
 * agent may run on (the built-in embedded engine first, always there). Each list is asked for only
 * when the user may read it (entityChoices), so a missing role leaves a list empty, never an error.
 */
import { AI_MODELS } from "../../../contract/limits/ai";
import type { AgentDetail } from "../../../contract/wire/aiAgents";
import { EMBEDDED_MODEL_NAME } from "../../../contract/wire/aiFramework";
import {
  SPEECH_SERVICES_API,
  SPEECH_SERVICES_LIST_SPEC,
  SpeechServiceRowSchema,
  usesStt,
  usesTts,
} from "../../../contract/wire/speechServices";
import { AI_DOCUMENTS_API, AI_DOCUMENTS_LIST_SPEC, DocumentRowSchema } from "../../../contract/wire/aiDocuments";
import { AI_MODELS_API, AI_MODELS_LIST_SPEC, AiModelRowSchema } from "../../../contract/wire/aiModels";
import { AI_TOOLS_API, AI_TOOLS_LIST_SPEC, AiToolRowSchema } from "../../../contract/wire/aiTools";
import { AI_DOCUMENTS_RESOURCE } from "~/features/ai-documents/resource";
import { AI_MODELS_RESOURCE } from "~/features/ai-models/resource";
import { AI_TOOLS_RESOURCE } from "~/features/ai-tools/resource";
import { entityChoices } from "~/features/entities/choices.server";
import type { DialogContext } from "~/features/entities/dialog.server";
import { SPEECH_SERVICES_RESOURCE } from "~/features/speech-services/resource";

export interface Choice {
  id: string;
  name: string;
}

export interface AgentDialogData {
  record: AgentDetail | null;
  /** The models, the embedded engine first (named as the platform names it). */
  models: (Choice & { realtime: boolean })[];
  sttServices: Choice[];
  ttsServices: Choice[];
  documents: Choice[];
  tools: Choice[];
  /** The date the prompt preview starts with (yyyy-MM-dd, UTC, as a try-it chat's {date}). */
  today: string;
}

export async function agentDialogData({
  api,
  user,
  action,
}: DialogContext<AgentDetail>): Promise<Omit<AgentDialogData, "record">> {
  const embedded = { id: AI_MODELS.EMBEDDED_MODEL_ID, name: EMBEDDED_MODEL_NAME, realtime: false };
  const today = new Date().toISOString().slice(0, 10);
  if (action === "view") {
    return { models: [embedded], sttServices: [], ttsServices: [], documents: [], tools: [], today };
  }
  const [speech, models, documents, tools] = await Promise.all([
    entityChoices(api, user, {
      api: SPEECH_SERVICES_API,
      spec: SPEECH_SERVICES_LIST_SPEC,
      gate: SPEECH_SERVICES_RESOURCE.gates.view,
      row: SpeechServiceRowSchema,
    }),
    entityChoices(api, user, {
      api: AI_MODELS_API,
      spec: AI_MODELS_LIST_SPEC,
      gate: AI_MODELS_RESOURCE.gates.view,
      row: AiModelRowSchema,
    }),
    entityChoices(api, user, {
      api: AI_DOCUMENTS_API,
      spec: AI_DOCUMENTS_LIST_SPEC,
      gate: AI_DOCUMENTS_RESOURCE.gates.view,
      row: DocumentRowSchema,
    }),
    entityChoices(api, user, {
      api: AI_TOOLS_API,
      spec: AI_TOOLS_LIST_SPEC,
      gate: AI_TOOLS_RESOURCE.gates.view,
      row: AiToolRowSchema,
    }),
  ]);
  const choice = ({ id, name }: Choice) => ({ id, name });
  return {
    // The embedded engine first, then the account's own (the list answers the built-in one too).
    models: [embedded, ...models.filter((m) => !m.builtIn).map((m) => ({ ...choice(m), realtime: m.realtime }))],
    sttServices: speech.filter((s) => usesStt(s.usage)).map(choice),
    ttsServices: speech.filter((s) => usesTts(s.usage)).map(choice),
    documents: documents.map(choice),
    tools: tools.map(choice),
    today,
  };
}
