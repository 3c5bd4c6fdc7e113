/** The audit log (issue 7 item 5): who, when, which account, what, before and after. */
import type { PlatformContext } from "./context";
import type { Caller } from "./http/auth";

export function recordAudit(
  ctx: PlatformContext,
  caller: Caller,
  accountId: string,
  action: string,
  before: unknown,
  after: unknown,
): void {
  ctx.db
    .prepare(
      "INSERT INTO audit_log (at, actor_user_id, actor_email, account_id, action, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .run(ctx.now(), caller.sub, caller.email, accountId, action, JSON.stringify(before), JSON.stringify(after));
}
