/**
 * AI documents as an entity screen (ADR 010, docs/features/ai-framework.md#documents):
 * /portal/ai_framework/documents and the admin's read-only /admin/ai_framework/documents
 * (docs/product.md#ai-framework), under the AIFRAMEWORK roles. The create posts multipart (an upload,
 * streamed on to the platform: create.server.ts); the edit is the name and the chunk size; the view
 * holds the chunk browser; the retrieval test is a dialog of the list (the read role).
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  AI_DOCUMENTS_API,
  AI_DOCUMENTS_LIST_SPEC,
  DOCUMENT_STATUSES,
  DocumentCreateSchema,
  DocumentDetailSchema,
  documentEditSchema,
  DocumentRowSchema,
  type DocumentDetail,
  type DocumentRow,
} from "../../../contract/wire/aiDocuments";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

const GATES = crudGates(
  ROLES.AIFRAMEWORK_CREATE,
  ROLES.AIFRAMEWORK_READ,
  ROLES.AIFRAMEWORK_UPDATE,
  ROLES.AIFRAMEWORK_DELETE,
);

/** A document view's URL parameter: the page of its chunk browser. */
export const CHUNKS_PAGE_PARAM = "chunks";

/** The list dialog that ranks the account's chunks for a question. */
export const RETRIEVAL_TEST_ACTION = "retrieval-test";

export const AI_DOCUMENTS_RESOURCE: EntityResource<DocumentRow, DocumentDetail> = {
  key: "ai_documents",
  ns: "ai-documents",
  paths: { portal: "/portal/ai_framework/documents", admin: "/admin/ai_framework/documents" },
  api: AI_DOCUMENTS_API,
  listSpec: AI_DOCUMENTS_LIST_SPEC,
  rowSchema: DocumentRowSchema,
  detailSchema: DocumentDetailSchema,
  gates: GATES,
  form: { create: DocumentCreateSchema, edit: documentEditSchema },
  messages: {
    created: MSG.success_ai_document_created,
    updated: MSG.success_ai_document_updated,
    deleted: MSG.success_ai_document_deleted,
  },
  actions: { portal: { list: { [RETRIEVAL_TEST_ACTION]: GATES.view } } },
  sortable: ["name", "accountName", "source", "status", "characters", "chunks", "chunkSize", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "chunkSize"], admin: ["accountId", "id", "chunkSize"] },
  filters: [{ param: "status", field: "status", values: DOCUMENT_STATUSES }],
  limitMessage: MSG.warning_max_ai_documents_reached,
  formFields: ["name", "source", "file", "url", "text", "chunkSize"],
};
