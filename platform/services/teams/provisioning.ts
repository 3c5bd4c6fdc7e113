/**
 * A Teams connection's creation (docs/product.md#timing "Teams connection creation: up to 10 minutes"): the platform
 * runs it in steps — check the tenant, create the voice routing, register the connection in Microsoft
 * Teams, synchronise the licensed users — spread over the configured duration
 * (TEAMS_CONNECTION_SETUP_SECONDS, at most 10 minutes). Each step moves the creator's progress
 * notification; the end is Connected (an info notification) or Failed (an error notification): the
 * tenant was removed meanwhile, or 10 minutes passed (a platform that was down that long).
 *
 * Everything is in the row (step, start, creator, notification), and the step follows from the time
 * elapsed since the start: a restarted platform resumes a creation where the clock says it is, or
 * fails it when its 10 minutes are over.
 */
import { MESSAGES, type MessageKey } from "../../../contract/messages";
import { TEAMS } from "../../../contract/limits/teams";
import type { TeamsLicenseType } from "../../../contract/wire/teams";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { createNotification, deleteNotification, updateNotificationProgress } from "../vaic/notifications";

/** The steps, in order; the message key of each is what the progress notification says while on it. */
export const SETUP_STEPS = [
  "teams_setup_step_tenant",
  "teams_setup_step_routing",
  "teams_setup_step_register",
  "teams_setup_step_users",
] as const satisfies readonly MessageKey[];

/**
 * The licensed users the simulated directory reports for a tenant's license type (the Teams users
 * metric counts them); the real service reads them from Microsoft Graph.
 */
const LICENSED_USERS: Readonly<Record<TeamsLicenseType, number>> = {
  "Hosted Essential": 10,
  "Hosted Essential Plus": 25,
  "Hosted Pro": 50,
};

const text = (key: MessageKey, values: Record<string, string> = {}) =>
  MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

interface SetupRow {
  id: string;
  account_id: string;
  name: string;
  tenant_id: string | null;
  setup_step: number;
  setup_started_at: number;
  setup_user_id: string | null;
  setup_notification_id: string | null;
  tenant_live: number;
  license_type: string | null;
}

/** Percent of the creation done after `step` steps. */
export const setupPercent = (step: number) =>
  Math.round((Math.min(step, SETUP_STEPS.length) * 100) / SETUP_STEPS.length);

/** Starts the creation of a connection just inserted (inside its create transaction). */
export function startSetup(ctx: PlatformContext, id: string, who: { accountId: string; userId: string | null }): void {
  const name = ctx.db.prepare("SELECT name FROM teams_connections WHERE id = ?").pluck().get(id) as string;
  const progress = createNotification(ctx, {
    accountId: who.accountId,
    userId: who.userId,
    title: text("teams_setup_title", { name }),
    message: text(SETUP_STEPS[0]),
    type: "progress",
    data: { progress: 0, teamsConnectionId: id },
  });
  ctx.db
    .prepare(
      "UPDATE teams_connections SET status = 'Provisioning', setup_step = 0, setup_started_at = ?, setup_user_id = ?, setup_notification_id = ?, setup_error = NULL WHERE id = ?",
    )
    .run(ctx.now(), who.userId, progress.id, id);
}

export function dropProgress(
  ctx: PlatformContext,
  row: Pick<SetupRow, "account_id" | "setup_user_id" | "setup_notification_id">,
): void {
  if (!row.setup_notification_id) return;
  try {
    deleteNotification(ctx, { accountId: row.account_id, userId: row.setup_user_id ?? "" }, row.setup_notification_id);
  } catch {
    // the user deleted it meanwhile
  }
}

/** Ends a creation as Failed, with its reason (a message key) and an error notification. */
export function failSetup(
  ctx: PlatformContext,
  row: Pick<SetupRow, "id" | "account_id" | "name" | "setup_user_id" | "setup_notification_id">,
  reason: MessageKey,
): void {
  ctx.db
    .prepare(
      "UPDATE teams_connections SET status = 'Failed', setup_error = ?, setup_notification_id = NULL, updated_at = ? WHERE id = ?",
    )
    .run(reason, ctx.now(), row.id);
  dropProgress(ctx, row);
  createNotification(ctx, {
    accountId: row.account_id,
    userId: row.setup_user_id,
    title: text("teams_setup_failed_title", { name: row.name }),
    message: text(reason),
    type: "error",
    data: { teamsConnectionId: row.id },
  });
}

function connect(ctx: PlatformContext, row: SetupRow): void {
  const users = LICENSED_USERS[row.license_type as TeamsLicenseType] ?? 0;
  ctx.db
    .prepare(
      "UPDATE teams_connections SET status = 'Connected', setup_step = ?, licensed_users = ?, setup_notification_id = NULL, updated_at = ? WHERE id = ?",
    )
    .run(SETUP_STEPS.length, users, ctx.now(), row.id);
  dropProgress(ctx, row);
  createNotification(ctx, {
    accountId: row.account_id,
    userId: row.setup_user_id,
    title: text("teams_setup_connected_title", { name: row.name }),
    message: text("teams_setup_connected_message"),
    type: "info",
    data: { teamsConnectionId: row.id },
  });
}

/**
 * Moves every creation in progress to where the clock says it is: its next steps, Connected at the
 * end of `durationMs`, or Failed (tenant removed; 10 minutes passed). Returns how many changed.
 */
export function advanceSetups(ctx: PlatformContext, durationMs: number): number {
  const duration = Math.min(Math.max(durationMs, 1), TEAMS.CONNECTION_CREATION_MAX_MS);
  const rows = ctx.db
    .prepare(
      `SELECT c.id, c.account_id, c.name, c.tenant_id, c.setup_step, c.setup_started_at, c.setup_user_id, c.setup_notification_id,
              (tt.id IS NOT NULL AND tt.deleted_at IS NULL) AS tenant_live, tt.license_type
       FROM teams_connections c LEFT JOIN teams_tenants tt ON tt.id = c.tenant_id
       WHERE c.status = 'Provisioning' AND c.deleted_at IS NULL`,
    )
    .all() as SetupRow[];
  let changed = 0;
  for (const row of rows) {
    writeTransaction(ctx.db, () => {
      // Read again inside the transaction: a delete or another runner may have moved it.
      const still = ctx.db
        .prepare("SELECT 1 FROM teams_connections WHERE id = ? AND status = 'Provisioning' AND deleted_at IS NULL")
        .get(row.id);
      if (!still) return;
      const elapsed = ctx.now() - (row.setup_started_at ?? ctx.now());
      if (elapsed >= TEAMS.CONNECTION_CREATION_MAX_MS) {
        failSetup(ctx, row, "error_teams_setup_timeout");
      } else if (!row.tenant_live) {
        failSetup(ctx, row, "error_teams_setup_tenant_removed");
      } else {
        const step = Math.min(SETUP_STEPS.length, Math.floor((elapsed * SETUP_STEPS.length) / duration));
        if (step <= row.setup_step) return;
        if (step >= SETUP_STEPS.length) connect(ctx, row);
        else {
          ctx.db.prepare("UPDATE teams_connections SET setup_step = ? WHERE id = ?").run(step, row.id);
          if (row.setup_notification_id)
            updateNotificationProgress(ctx, row.setup_notification_id, setupPercent(step), text(SETUP_STEPS[step]));
        }
      }
      changed++;
    });
  }
  return changed;
}

/** The progress notification's percent of a connection row (Provisioning), for the list. */
export const rowProgress = (status: unknown, step: unknown): number | null =>
  status === "Provisioning" ? setupPercent(Number(step) || 0) : null;

/**
 * Runs the creations in the background: at start (a restart resumes or fails what a stopped platform
 * left) and then every `tickMs`. Returns the stop function.
 */
export function startSetupRunner(ctx: PlatformContext, durationMs: number): () => void {
  const tick = () => {
    if (!ctx.db.open) return;
    try {
      advanceSetups(ctx, durationMs);
    } catch (err) {
      console.error("[teams] advancing the Teams connection creations failed:", err);
    }
  };
  tick();
  // A few ticks per step, never more than one a second.
  const tickMs = Math.max(100, Math.min(1000, Math.floor(durationMs / (SETUP_STEPS.length * 4))));
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
