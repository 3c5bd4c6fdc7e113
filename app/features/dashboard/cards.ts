import { hasRoles, ROLES } from "../../../contract/roles";
import { activeAlarmCount, type AlarmSummary } from "../../../contract/alarms";
import { isBuilt } from "../navigation/tree";

/**
 * The dashboard's summary cards (issue 3, section 5). The platform sends a count only to a caller with its
 * read role; the console applies the same gate, so a card never shows for a role that lacks it.
 */

export interface DashboardSummaryInput {
  bots?: number;
  numbers?: number;
  sipConnections?: number;
  whatsappNumbers?: number;
  teamsConnections?: number;
  calls24h?: { total: number; successful: number };
  alarms?: AlarmSummary;
}

export type DashboardCard =
  | {
      id: "bots" | "numbers" | "sipConnections" | "whatsappNumbers" | "teamsConnections";
      kind: "count";
      value: number;
      href: string | null;
    }
  | {
      id: "calls24h";
      kind: "calls";
      total: number;
      successful: number;
      successRate: number | null;
      href: string | null;
    }
  | { id: "alarms"; kind: "alarms"; summary: AlarmSummary; active: number; href: string | null };

const COUNT_CARDS = [
  { id: "bots", role: ROLES.BOTS_READ, path: "/portal/bots" },
  { id: "numbers", role: ROLES.NUMBERS_READ, path: "/portal/numbers" },
  { id: "sipConnections", role: ROLES.SIPCONNECTIONS_READ, path: "/portal/sip_connections" },
  { id: "whatsappNumbers", role: ROLES.SIPCONNECTIONS_READ, path: "/portal/whatsapp_numbers" },
  { id: "teamsConnections", role: ROLES.TEAMS_READ, path: "/portal/teams_connections" },
] as const;

export const CALLS_PATH = "/portal/call_history";
export const ALARMS_PATH = "/portal/alarms";

/** Successful share of calls in percent (one decimal), or null without calls. */
export function successRate(total: number, successful: number): number | null {
  if (total <= 0) return null;
  return Math.round((successful / total) * 1000) / 10;
}

export function dashboardCards(
  summary: DashboardSummaryInput,
  roles: readonly string[],
  built: (path: string) => boolean = isBuilt,
): DashboardCard[] {
  const link = (path: string) => (built(path) ? path : null);
  const cards: DashboardCard[] = [];
  for (const c of COUNT_CARDS) {
    const value = summary[c.id];
    if (value !== undefined && hasRoles(roles, [c.role]))
      cards.push({ id: c.id, kind: "count", value, href: link(c.path) });
  }
  if (summary.calls24h && hasRoles(roles, [ROLES.CALLS_READ])) {
    const { total, successful } = summary.calls24h;
    cards.push({
      id: "calls24h",
      kind: "calls",
      total,
      successful,
      successRate: successRate(total, successful),
      href: link(CALLS_PATH),
    });
  }
  if (summary.alarms && hasRoles(roles, [ROLES.ALARMS_READ])) {
    cards.push({
      id: "alarms",
      kind: "alarms",
      summary: summary.alarms,
      active: activeAlarmCount(summary.alarms),
      href: link(ALARMS_PATH),
    });
  }
  return cards;
}
