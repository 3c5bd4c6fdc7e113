import type { AccountTraffic } from "../calls/generate";
import type { PlatformContext } from "../context";
import type { Rng } from "../seed/random";
import { evaluateThresholds } from "../services/alarms/evaluate";
import { clearDueAlarms, raiseAlarm, type RaiseAlarmInput } from "../services/alarms/lifecycle";
import { TIME } from "../../contract/limits/units";

/**
 * Alarms of the simulated platform, from two sources: the accounts' thresholds, evaluated against
 * the calls at every tick (raised when crossed, cleared when the traffic recovers); and the
 * platform's own health events that no call metric shows (a trunk not answering OPTIONS, a Teams
 * sync pending): now and then an account's entity raises one (a warning notification to its users),
 * which clears itself some minutes later (an info notification).
 */

/** Mean time between two alarms of one account. Rare enough that a test run seldom meets one. */
export const ALARM_MEAN_INTERVAL_MS = 2 * TIME.HOUR_MS;
const CLEAR_AFTER_MIN_MS = 5 * TIME.MINUTE_MS;
const CLEAR_AFTER_MAX_MS = 30 * TIME.MINUTE_MS;
/** An account never holds more simulated alarms than this at once. */
const MAX_ACTIVE_PER_ACCOUNT = 3;

type Template = Pick<RaiseAlarmInput, "severity" | "name" | "entityType"> & { describe(name: string): string };

const BOT: Template[] = [
  {
    severity: "major",
    name: "Bot response slow",
    entityType: "bot",
    describe: (n) => `Average latency of ${n} above 2000 ms for 15 minutes`,
  },
  {
    severity: "critical",
    name: "Bot unreachable",
    entityType: "bot",
    describe: (n) => `${n} did not answer its last 3 calls`,
  },
];
const PHONE: Template[] = [
  {
    severity: "minor",
    name: "High packet loss",
    entityType: "service-number",
    describe: (n) => `Packet loss above 3% on inbound media of ${n}`,
  },
];
const SIP: Template[] = [
  {
    severity: "critical",
    name: "SIP trunk down",
    entityType: "sip-conn",
    describe: (n) => `No response to OPTIONS from ${n}`,
  },
  {
    severity: "warning",
    name: "SIP call limit near",
    entityType: "sip-conn",
    describe: (n) => `${n} is above 80% of its concurrent call limit`,
  },
];
const TEAMS: Template[] = [
  {
    severity: "indeterminate",
    name: "Teams sync pending",
    entityType: "teams-conn",
    describe: (n) => `Licensed users of ${n} not synchronised yet`,
  },
];

export class AlarmSimulator {
  constructor(
    private readonly ctx: PlatformContext,
    private readonly rng: Rng,
    private readonly meanIntervalMs = ALARM_MEAN_INTERVAL_MS,
  ) {}

  /** One step: clears the alarms that are due, then raises new ones over `elapsedMs`. Returns how many were raised. */
  tick(accounts: readonly AccountTraffic[], elapsedMs: number): { raised: number; cleared: number } {
    const cleared = clearDueAlarms(this.ctx);
    const now = this.ctx.now();
    const p = Math.min(1, elapsedMs / this.meanIntervalMs);
    const active = this.ctx.db
      .prepare("SELECT COUNT(*) FROM alarms WHERE account_id = ? AND active = 1 AND clears_at IS NOT NULL")
      .pluck();
    let raised = 0;
    for (const t of accounts) {
      if (!this.rng.chance(p)) continue;
      if ((active.get(t.accountId) as number) >= MAX_ACTIVE_PER_ACCOUNT) continue;
      const choice = this.pickEntity(t);
      if (!choice) continue;
      const { template, entity } = choice;
      raiseAlarm(this.ctx, {
        accountId: t.accountId,
        severity: template.severity,
        name: template.name,
        description: template.describe(entity.name),
        entityType: template.entityType,
        entityId: entity.id,
        clearsAt: now + this.rng.int(CLEAR_AFTER_MIN_MS, CLEAR_AFTER_MAX_MS),
      });
      raised++;
    }
    const thresholds = evaluateThresholds(this.ctx);
    return { raised: raised + thresholds.raised, cleared: cleared + thresholds.cleared };
  }

  private pickEntity(t: AccountTraffic): { template: Template; entity: { id: string; name: string } } | null {
    const pools: [Template[], { id: string; name: string }[]][] = [
      [BOT, t.bots],
      [PHONE, t.phones],
      [SIP, t.sips],
      [TEAMS, t.teams],
    ];
    const usable = pools.filter(([, entities]) => entities.length > 0);
    if (usable.length === 0) return null;
    const [templates, entities] = this.rng.pick(usable);
    return { template: this.rng.pick(templates), entity: this.rng.pick(entities) };
  }
}
