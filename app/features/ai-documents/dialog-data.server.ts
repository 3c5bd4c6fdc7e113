/**
 * What a document's view shows beside the record (docs/features/ai-framework.md#documents "Chunk
 * browser"): one page of its chunks (`?chunks=<page>`, AI_DOCUMENTS.CHUNKS_PAGE_SIZE each), and the
 * actions the caller's roles allow from there (edit, the retrieval test of this document).
 */
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import {
  AI_DOCUMENT_PATHS,
  DocumentChunksPageSchema,
  type DocumentChunk,
  type DocumentDetail,
} from "../../../contract/wire/aiDocuments";
import type { DialogContext } from "~/features/entities/dialog.server";
import { passes } from "~/features/navigation/gates";
import { AI_DOCUMENTS_RESOURCE, CHUNKS_PAGE_PARAM } from "./resource";

export interface DocumentViewData {
  chunks: DocumentChunk[];
  /** The page shown (1 when the asked one is past the last) and how many there are. */
  page: number;
  pages: number;
  total: number;
  can: { edit: boolean; retrievalTest: boolean };
}

function pageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get(CHUNKS_PAGE_PARAM) ?? "";
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export async function documentViewData({
  request,
  api,
  user,
  record,
  mode,
}: DialogContext<DocumentDetail>): Promise<DocumentViewData> {
  const limit = AI_DOCUMENTS.CHUNKS_PAGE_SIZE;
  const fetchPage = (page: number) =>
    api.get(AI_DOCUMENT_PATHS.chunks(record!.id), {
      query: { page, limit },
      schema: DocumentChunksPageSchema.nullable(),
    });
  let page = pageParam(request);
  let answer = await fetchPage(page);
  // A page past the last answers 204 like a document without chunks: the first page says which.
  if (answer === null && page > 1) {
    page = 1;
    answer = await fetchPage(page);
  }
  const total = answer?.pages.totalElements ?? 0;
  return {
    chunks: answer?.chunks ?? [],
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    total,
    can: {
      edit: mode === "portal" && passes(AI_DOCUMENTS_RESOURCE.gates.edit!, user.roles),
      retrievalTest: mode === "portal" && passes(AI_DOCUMENTS_RESOURCE.gates.view, user.roles),
    },
  };
}
