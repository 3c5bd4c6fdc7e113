/**
 * A number's requirement documents (/portal/numbers/<id>/documents): a multipart upload that works
 * without JavaScript. The console checks the count, each file's name, type and size
 * (PHONE_NUMBERS, documentProblem) while it reads the parts (a part past the size limit is not read
 * further), then hands the files to the platform (POST {phones}/phones/<id>/documents), which checks
 * them again, stores them and sends the number for review.
 */
import {
  json,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type AppLoadContext,
} from "@remix-run/node";
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import { MSG, type MessageKey } from "../../../contract/messages";
import { canUploadDocuments, documentProblem, PHONES_PATHS, type PhoneDetail } from "../../../contract/wire/phones";
import { notFound, requireOwnRecord } from "~/features/entities/guard.server";
import { listPath } from "~/features/entities/resource";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { NUMBERS_RESOURCE } from "./resource";

export interface DocumentsDialogData {
  record: Pick<PhoneDetail, "id" | "name" | "e164" | "status" | "documents">;
  /** The number waits for documents (Requirement Info Pending or Exception). */
  open: boolean;
}
export interface DocumentsActionData {
  error: MessageKey;
}

export async function loadDocuments(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<DocumentsDialogData> {
  const { record } = await requireOwnRecord(request, context, NUMBERS_RESOURCE, "documents", id);
  return {
    record: { id: record.id, name: record.name, e164: record.e164, status: record.status, documents: record.documents },
    open: canUploadDocuments(record.status),
  };
}

const refuse = (error: MessageKey) => json<DocumentsActionData>({ error }, { status: 400 });

export async function uploadNumberDocuments(request: Request, context: AppLoadContext, id: string) {
  const { api, record } = await requireOwnRecord(request, context, NUMBERS_RESOURCE, "documents", id);
  if (!canUploadDocuments(record.status))
    return json<DocumentsActionData>({ error: MSG.validation_documents_not_expected }, { status: 409 });
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: PHONE_NUMBERS.DOCUMENT_MAX_BYTES }),
    );
  } catch {
    // A part past the size limit (or a malformed body) is not read further.
    return refuse(MSG.validation_document_size);
  }
  // An empty file input posts one empty, unnamed part.
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string" && (f.size > 0 || f.name !== ""));
  if (files.length === 0) return refuse(MSG.validation_documents_required);
  if (files.length > PHONE_NUMBERS.DOCUMENTS_MAX_FILES) return refuse(MSG.validation_documents_count);
  for (const f of files) {
    const problem = documentProblem({ fileName: f.name, contentType: f.type, size: f.size });
    if (problem) return refuse(MSG[problem]);
  }
  const payload = {
    files: await Promise.all(
      files.map(async (f) => ({
        fileName: f.name,
        contentType: f.type,
        contentBase64: Buffer.from(await f.arrayBuffer()).toString("base64"),
      })),
    ),
  };
  const back = `${listPath(NUMBERS_RESOURCE, "portal")}${new URL(request.url).search}`;
  try {
    await api.post(PHONES_PATHS.documents(id), payload);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    const line = error.messages.find((m) => m.replace(/^files: /, "") in MSG);
    return json<DocumentsActionData>(
      { error: (line?.replace(/^files: /, "") ?? MSG.error_generic) as MessageKey },
      { status: error.status >= 500 ? 502 : 400 },
    );
  }
  return redirectWithToast(back, { type: "success", message: MSG.success_phone_documents_uploaded });
}
