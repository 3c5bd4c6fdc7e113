/**
 * The e-mail outbox (issue 19): every e-mail the platform would send (support requests, alarm
 * forwards, password resets) is stored in `outbox_emails` instead of going out, so a deployment
 * without a mail server, and the tests, can read what was sent (docs/features/my-account.md, "The e-mail outbox").
 */
import { randomUUID } from "node:crypto";
import type { PlatformContext } from "../../context";

export type OutboxKind = "support_request" | "alarm_forward" | "password_reset";

export interface OutboxEmail {
  kind: OutboxKind;
  accountId: string | null;
  to: readonly string[];
  replyTo?: string | null;
  subject: string;
  body: string;
}

export interface StoredEmail extends OutboxEmail {
  id: string;
  createdAt: number;
}

export function enqueueEmail(ctx: PlatformContext, email: OutboxEmail): string {
  const id = randomUUID();
  ctx.db
    .prepare(
      "INSERT INTO outbox_emails (id, kind, account_id, to_addresses, reply_to, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      id,
      email.kind,
      email.accountId,
      JSON.stringify(email.to),
      email.replyTo ?? null,
      email.subject,
      email.body,
      ctx.now(),
    );
  return id;
}

/** The newest e-mails first (the reading recipe of docs/features/my-account.md uses the same table). */
export function listOutbox(
  ctx: PlatformContext,
  filter: { kind?: OutboxKind; accountId?: string } = {},
  limit = 100,
): StoredEmail[] {
  const rows = ctx.db
    .prepare(
      `SELECT id, kind, account_id, to_addresses, reply_to, subject, body, created_at FROM outbox_emails
       WHERE (@kind IS NULL OR kind = @kind) AND (@account IS NULL OR account_id = @account)
       ORDER BY created_at DESC, rowid DESC LIMIT @limit`,
    )
    .all({ kind: filter.kind ?? null, account: filter.accountId ?? null, limit }) as {
    id: string;
    kind: OutboxKind;
    account_id: string | null;
    to_addresses: string;
    reply_to: string | null;
    subject: string;
    body: string;
    created_at: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    accountId: r.account_id,
    to: JSON.parse(r.to_addresses) as string[],
    replyTo: r.reply_to,
    subject: r.subject,
    body: r.body,
    createdAt: r.created_at,
  }));
}

/** docs/product.md#current-user forwardAlarmViaEmail, emailAddresses: a raised alarm goes to the account's list when forwarding is on. */
export function forwardAlarmByEmail(
  ctx: PlatformContext,
  accountId: string,
  subject: string,
  body: string,
): string | null {
  const row = ctx.db
    .prepare("SELECT forward_alarm_via_email AS on_, email_addresses AS list FROM accounts WHERE id = ?")
    .get(accountId) as { on_: number; list: string } | undefined;
  if (!row || row.on_ !== 1) return null;
  let to: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.list);
    if (Array.isArray(parsed)) to = parsed.filter((e): e is string => typeof e === "string" && e.length > 0);
  } catch {
    // an unreadable list forwards nothing
  }
  if (to.length === 0) return null;
  return enqueueEmail(ctx, { kind: "alarm_forward", accountId, to, subject, body });
}
