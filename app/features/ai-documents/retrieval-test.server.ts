/**
 * GET /portal/ai_framework/documents/retrieval-test (docs/features/ai-framework.md#documents
 * "Retrieval test"): a question asked of the account's documents, as an agent's turn would ask it. A
 * read, so a GET form: the question is in the URL (bookmarkable, works without JavaScript), the
 * platform ranks the chunks (POST {ai framework}/documents/retrieval-test) and the dialog shows them
 * with their scores, matched words and the threshold. A question that breaks the form's rules comes
 * back with the message under its field and what was typed.
 */
import { json } from "@remix-run/node";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import {
  AI_DOCUMENT_PATHS,
  AI_DOCUMENTS_LIST_SPEC,
  DocumentRowSchema,
  RetrievalTestAnswerSchema,
  RetrievalTestSchema,
  type DocumentStatus,
  type RetrievalTestAnswer,
} from "../../../contract/wire/aiDocuments";
import { entityChoices } from "~/features/entities/choices.server";
import { requireEntityList } from "~/features/entities/guard.server";
import type { RouteArgs } from "~/features/entities/route-args";
import { isPlatformError } from "~/services/platform.server";
import { AI_DOCUMENTS_RESOURCE } from "./resource";

export interface RetrievalTestData {
  /** The account's documents to choose from. */
  documents: { id: string; name: string; status: DocumentStatus }[];
  /** What the form holds: the URL's question, chosen documents and topK (as typed). */
  values: { question: string; documentIds: string[]; topK: string };
  /** Messages under the fields (message keys), or above the form. */
  errors: { question?: string[]; topK?: string[]; form?: string[] };
  result: RetrievalTestAnswer | null;
}

export async function loadRetrievalTest({ request, context }: RouteArgs) {
  const { api, user } = await requireEntityList(request, context, AI_DOCUMENTS_RESOURCE, "portal");
  const params = new URL(request.url).searchParams;
  const documents = (
    await entityChoices(api, user, {
      api: AI_DOCUMENTS_RESOURCE.api,
      spec: AI_DOCUMENTS_LIST_SPEC,
      gate: AI_DOCUMENTS_RESOURCE.gates.view,
      row: DocumentRowSchema,
    })
  ).map((d) => ({ id: d.id, name: d.name, status: d.status }));
  const values = {
    question: params.get("question") ?? "",
    documentIds: params.getAll("documentIds"),
    topK: params.get("topK") ?? String(AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT),
  };
  const data: RetrievalTestData = { documents, values, errors: {}, result: null };
  // The form not sent yet (a first visit, or a document's "Retrieval test" naming it): nothing to rank.
  if (!params.has("question")) return json(data, { headers: { "Cache-Control": "private, no-store" } });
  const topK = values.topK.trim();
  const parsed = RetrievalTestSchema.safeParse({
    question: values.question,
    documentIds: values.documentIds,
    topK: topK === "" ? undefined : /^-?\d+(\.\d+)?$/.test(topK) ? Number(topK) : Number.NaN,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "topK" ? "topK" : issue.path[0] === "question" ? "question" : "form";
      (data.errors[field] ??= []).push(issue.message);
    }
  } else {
    try {
      data.result = await api.post(AI_DOCUMENT_PATHS.retrievalTest, parsed.data, { schema: RetrievalTestAnswerSchema });
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      data.errors.form = error.messages;
    }
  }
  return json(data, {
    status: Object.keys(data.errors).length ? 400 : 200,
    headers: { "Cache-Control": "private, no-store" },
  });
}
