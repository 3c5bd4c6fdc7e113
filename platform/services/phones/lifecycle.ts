/**
 * The lifecycles of a number that the simulated provider answers (issue 16; docs/product.md#enumerations "Phone number
 * statuses"), on real state in SQLite: a port-in (Port Pending -> Active or Port Failed) and a
 * documents review (Requirement Info Pending -> Under Review -> Active or Requirement Info
 * Exception). Each pending number carries when its answer is due (settle_at); the simulator's tick settles the
 * due ones (every PLATFORM_SIMULATE tick, 5 s by default). The answers
 * are deterministic (PHONE_NUMBERS.SIMULATED_REJECT_WORD), so tests choose the outcome.
 * Purchases (Purchase Pending) are the buying flow's (provider.ts).
 */
import { randomUUID } from "node:crypto";
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import {
  canUploadDocuments,
  documentContentMatches,
  documentProblem,
  type PhoneDocumentsUpload,
} from "../../../contract/wire/phones";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { jsonObject } from "../../entities/definition";
import { badRequest, conflict, notFound } from "../../http/errors";

const rejects = (text: string) => text.toLowerCase().includes(PHONE_NUMBERS.SIMULATED_REJECT_WORD);

interface DueRow {
  id: string;
  status: string;
  settings: string;
}

/** The port-in's answer: the losing carrier refuses when its name says so. */
function portAnswer(row: DueRow): string {
  const portIn = jsonObject(JSON.stringify(jsonObject(row.settings).portIn ?? {}));
  return rejects(String(portIn.carrier ?? "")) ? "Port Failed" : "Active";
}

/** The review's answer: the regulator rejects the last upload when one of its files' names says so. */
function reviewAnswer(ctx: PlatformContext, row: DueRow): string {
  const names = ctx.db
    .prepare(
      `SELECT file_name FROM phone_number_documents
       WHERE phone_number_id = ? AND created_at = (SELECT MAX(created_at) FROM phone_number_documents WHERE phone_number_id = ?)`,
    )
    .pluck()
    .all(row.id, row.id) as string[];
  return names.some(rejects) ? "Requirement Info Exception" : "Active";
}

/** Answers every port-in and documents review that is due. Returns how many numbers moved. */
export function settlePhoneNumbers(ctx: PlatformContext): number {
  const now = ctx.now();
  const due = ctx.db
    .prepare(
      `SELECT id, status, settings FROM phone_numbers
       WHERE settle_at IS NOT NULL AND settle_at <= ? AND deleted_at IS NULL AND status IN ('Port Pending', 'Requirement Info Under Review')`,
    )
    .all(now) as DueRow[];
  if (due.length === 0) return 0;
  writeTransaction(ctx.db, () => {
    const update = ctx.db.prepare(
      `UPDATE phone_numbers SET status = ?, settle_at = NULL, updated_at = ?,
              provider_phone_number_id = CASE WHEN ? = 'Active' THEN COALESCE(provider_phone_number_id, ?) ELSE provider_phone_number_id END
       WHERE id = ? AND status = ? AND settle_at IS NOT NULL`,
    );
    for (const row of due) {
      const next = row.status === "Port Pending" ? portAnswer(row) : reviewAnswer(ctx, row);
      update.run(next, now, next, `pn_${randomUUID().replace(/-/g, "").slice(0, 12)}`, row.id, row.status);
    }
  });
  return due.length;
}

/**
 * Stores a number's requirement documents and sends them for review (Requirement Info Under Review,
 * answered after PHONE_NUMBERS.REVIEW_DELAY_MS). Each file is checked: name, type, size, and that its
 * first bytes are of its type. Only a number of the account waiting for documents takes them.
 */
export function uploadDocuments(
  ctx: PlatformContext,
  accountId: string,
  id: string,
  upload: PhoneDocumentsUpload,
): void {
  const files = upload.files.map((f, i) => {
    const content = Buffer.from(f.contentBase64, "base64");
    const problem = documentProblem({ fileName: f.fileName, contentType: f.contentType, size: content.length });
    if (problem) throw badRequest(`files: ${problem}`);
    if (!documentContentMatches(f.contentType, content.subarray(0, 8)))
      throw badRequest("files: validation_document_type");
    return { ...f, content, order: i };
  });
  writeTransaction(ctx.db, () => {
    const row = ctx.db
      .prepare("SELECT account_id, status FROM phone_numbers WHERE id = ? AND deleted_at IS NULL")
      .get(id) as { account_id: string; status: string } | undefined;
    if (!row || row.account_id !== accountId) throw notFound("Not found");
    if (!canUploadDocuments(row.status)) throw conflict("validation_documents_not_expected");
    const now = ctx.now();
    const insert = ctx.db.prepare(
      "INSERT INTO phone_number_documents (id, phone_number_id, account_id, file_name, content_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    for (const f of files)
      insert.run(randomUUID(), id, accountId, f.fileName, f.contentType, f.content.length, f.content, now);
    ctx.db
      .prepare(
        "UPDATE phone_numbers SET status = 'Requirement Info Under Review', settle_at = ?, updated_at = ? WHERE id = ?",
      )
      .run(now + PHONE_NUMBERS.REVIEW_DELAY_MS, now, id);
  });
}
