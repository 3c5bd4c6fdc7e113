/**
 * Idempotent actions (issue 7 item 5): the first answer to a key is stored with the key in the same
 * transaction as the action's writes, so a double submit, a retry after a timeout or a replayed POST
 * gets that answer back and the action runs once. better-sqlite3 is synchronous and the transaction
 * is IMMEDIATE (a write lock from its first statement, retried on SQLITE_BUSY: writeTransaction), so
 * concurrent requests, in this process or another one on the same file, see either no key or the
 * finished answer, never half of it.
 */
import { createHash } from "node:crypto";
import type { Request } from "express";
import { IDEMPOTENCY } from "../../contract/limits/idempotency";
import type { PlatformContext } from "../context";
import { writeTransaction } from "../db/database";
import type { Caller } from "../http/auth";
import { badRequest, HttpError } from "../http/errors";

export interface StoredAnswer {
  status: number;
  contentType: "application/json" | "text/plain";
  body: string;
}

/** The request's key: required on money actions, a UUID. */
export function idempotencyKeyOf(req: Request): string {
  const key = req.get(IDEMPOTENCY.HEADER)?.trim();
  if (!key) throw badRequest(`The ${IDEMPOTENCY.HEADER} header is required`);
  if (!IDEMPOTENCY.KEY_PATTERN.test(key)) throw badRequest(`The ${IDEMPOTENCY.HEADER} header must be a UUID`);
  return key.toLowerCase();
}

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * Runs `perform` once per key. `perform` runs inside the transaction and returns the answer to store
 * (a success or a business refusal); a thrown error rolls everything back and stores nothing, so the
 * same key may be tried again. A key reused by another user, action or payload is a 422.
 */
export function runIdempotent(
  ctx: PlatformContext,
  input: { key: string; caller: Caller; action: string; payload: unknown },
  perform: () => StoredAnswer,
): StoredAnswer {
  const requestHash = hashOf(input.payload);
  return writeTransaction(ctx.db, (): StoredAnswer => {
    const found = ctx.db.prepare("SELECT * FROM idempotency_keys WHERE key = ?").get(input.key) as
      | {
          actor_user_id: string;
          action: string;
          request_hash: string;
          status: number;
          content_type: StoredAnswer["contentType"];
          body: string;
        }
      | undefined;
    if (found) {
      if (
        found.actor_user_id !== input.caller.sub ||
        found.action !== input.action ||
        found.request_hash !== requestHash
      ) {
        throw new HttpError(422, `This ${IDEMPOTENCY.HEADER} was already used for another request`);
      }
      return { status: found.status, contentType: found.content_type, body: found.body };
    }
    const answer = perform();
    ctx.db
      .prepare(
        `INSERT INTO idempotency_keys (key, actor_user_id, action, request_hash, status, content_type, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        input.key,
        input.caller.sub,
        input.action,
        requestHash,
        answer.status,
        answer.contentType,
        answer.body,
        ctx.now(),
      );
    return answer;
  });
}
