/**
 * POST /portal/ai_framework/documents/new (docs/features/ai-framework.md#documents): the add-document
 * form, multipart. The generic create (dialog.server.ts) reads a form's files into memory as text;
 * a document may be 20 MB of PDF, so this action streams the file part to a temporary file (counted:
 * past AI_DOCUMENTS.MAX_UPLOAD_BYTES the rest is read and dropped, and the form is refused on its
 * field, what was typed kept), checks the form with the shared schema, then sends it on to the
 * platform as multipart with the file read from disk as it goes (a file-backed Blob: never all in
 * memory, and read again if the call is replayed after a token refresh). The rest is the pattern's:
 * the caller's create gate, the platform's `field: message` refusals under their fields, the 409 of
 * the maximum, the list on the new record's page.
 */
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, openAsBlob, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { EntityCreatedSchema, entityPaths } from "../../../contract/entities";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import { GENERIC_ERROR, isMessageKey } from "../../../contract/messages";
import { DOCUMENT_MESSAGES, DocumentCreateSchema } from "../../../contract/wire/aiDocuments";
import { requireEntityAction } from "~/features/entities/guard.server";
import type { RouteArgs } from "~/features/entities/route-args";
import { savedRecordPlace } from "~/features/entities/saved-record.server";
import { platformFormErrors } from "~/services/form-errors.server";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { AI_DOCUMENTS_RESOURCE } from "./resource";

/** Where uploads wait while the console sends them on: the system's temporary folder. */
const UPLOADS_DIR = join(tmpdir(), "voice-console-uploads");
const FILE_FIELD = "file";
/** A file input's value is never sent back to the form (a browser cannot put it back). */
const HIDDEN = [FILE_FIELD];

interface Upload {
  path: string;
  name: string;
  type: string;
}

interface ReadForm {
  form: FormData;
  file: Upload | null;
  tooLarge: boolean;
}

/**
 * The file part to a temporary file, counted; the form's `file` field then holds the file's name (what
 * the shared schema checks). Any other part is left to the next handler.
 */
function diskHandler(state: ReadForm): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (name !== FILE_FIELD) return undefined;
    // An empty file input posts an empty part without a name; a second file part is not read.
    if (!filename || state.file || state.tooLarge) {
      for await (const _ of data);
      return filename ?? "";
    }
    mkdirSync(UPLOADS_DIR, { recursive: true, mode: 0o700 });
    const path = join(UPLOADS_DIR, randomUUID());
    const out = createWriteStream(path, { mode: 0o600 });
    let size = 0;
    try {
      for await (const chunk of data) {
        size += chunk.byteLength;
        // Past the limit: the rest is read (so the fields after it are too) and dropped.
        if (size > AI_DOCUMENTS.MAX_UPLOAD_BYTES) state.tooLarge = true;
        else if (!out.write(chunk)) await once(out, "drain");
      }
    } finally {
      out.end();
      await finished(out);
    }
    if (state.tooLarge) rmSync(path, { force: true });
    else state.file = { path, name: filename, type: contentType };
    return filename;
  };
}

async function readForm(request: Request): Promise<ReadForm | null> {
  const state: ReadForm = { form: new FormData(), file: null, tooLarge: false };
  // A form without a file input (no dialog of ours sends one): its fields, refused below for the missing file.
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    try {
      state.form = await request.formData();
    } catch {
      return null;
    }
    state.form.delete(FILE_FIELD);
    return state;
  }
  try {
    state.form = await unstable_parseMultipartFormData(
      request,
      unstable_composeUploadHandlers(
        diskHandler(state),
        // Pasted text is the largest field: its characters may take up to 4 bytes each.
        unstable_createMemoryUploadHandler({ maxPartSize: AI_DOCUMENTS.MAX_PASTED_CHARACTERS * 4 }),
      ),
    );
    return state;
  } catch {
    // A field past its size (pasted text far past its limit), or a body that is no multipart form: nothing of it is kept.
    if (state.file) rmSync(state.file.path, { force: true });
    return null;
  }
}

/** The form as the platform takes it: the checked fields, then the file read from disk as it is sent. */
async function platformForm(value: ReturnType<typeof DocumentCreateSchema.parse>, file: Upload | null) {
  const body = new FormData();
  body.append("name", value.name);
  body.append("source", value.source);
  body.append("chunkSize", String(value.chunkSize));
  if (value.url) body.append("url", value.url);
  if (value.text) body.append("text", value.text);
  if (value.source === "upload" && file)
    body.append(FILE_FIELD, await openAsBlob(file.path, { type: file.type }), file.name);
  return body;
}

export async function documentCreateAction({ request, context }: RouteArgs) {
  const { api, user } = await requireEntityAction(request, context, AI_DOCUMENTS_RESOURCE, "create");
  const read = await readForm(request);
  if (read === null) return json({ status: "error", error: { text: [DOCUMENT_MESSAGES.textLength] } }, { status: 400 });
  try {
    const submission = parseWithZod(read.form, { schema: DocumentCreateSchema });
    if (read.tooLarge)
      return json(
        submission.reply({ fieldErrors: { [FILE_FIELD]: [DOCUMENT_MESSAGES.tooLarge] }, hideFields: HIDDEN }),
        { status: 400 },
      );
    if (submission.status !== "success") return json(submission.reply({ hideFields: HIDDEN }), { status: 400 });
    let id: string;
    try {
      ({ id } = await api.post(
        entityPaths(AI_DOCUMENTS_RESOURCE.api).create,
        await platformForm(submission.value, read.file),
        {
          schema: EntityCreatedSchema,
        },
      ));
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      const { fieldErrors, formErrors } = platformFormErrors(error.messages, AI_DOCUMENTS_RESOURCE.formFields);
      // A 409 is the account's maximum: the platform's message when it names one of the catalogue.
      const named = formErrors.filter(isMessageKey);
      const messages =
        error.status === 409
          ? named.length
            ? named
            : [AI_DOCUMENTS_RESOURCE.limitMessage ?? GENERIC_ERROR]
          : formErrors;
      return json(submission.reply({ fieldErrors, formErrors: messages, hideFields: HIDDEN }), {
        status: error.status >= 500 ? 502 : 400,
      });
    }
    const place = await savedRecordPlace(
      api,
      AI_DOCUMENTS_RESOURCE,
      "portal",
      new URL(request.url).search,
      id,
      user.accountId,
    );
    return redirectWithToast(place.href, [
      { type: "success", message: AI_DOCUMENTS_RESOURCE.messages.created ?? GENERIC_ERROR },
      ...place.toasts,
    ]);
  } finally {
    if (read.file) rmSync(read.file.path, { force: true });
  }
}
