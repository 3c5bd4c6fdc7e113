import { activeAlarmCount } from "../../../contract/alarms";
import type { DashboardSummary } from "~/services/dashboard.server";

/**
 * What the account should do next (docs/features/shell.md "Dashboard"), from the dashboard's summary:
 * connect a bot while there is none, add a voice channel while there is none, route the calls while
 * no routing rule exists, look into the active alarms. Getting started (the landing dashboard, and
 * the dashboard until a bot or a channel is set up) shows the same steps under its welcome.
 *
 * A step shows only when the summary says it is to do, which it says only to roles that may read that
 * count, and when the roles open the screen that does it (docs/product.md#portal-gates): a step is
 * always a link.
 */

export type NextStepKey = "step_bot" | "step_channel" | "step_route" | "step_alarms";

export interface NextStep {
  /** Its text key (shell dashboard.next_steps.*). */
  key: NextStepKey;
  /** The screen that does it. */
  href: string;
  /** How many things it is about (the active alarms). */
  count?: number;
}

/** Where each step is done. */
const STEP_SCREENS: Readonly<Record<NextStepKey, string>> = {
  step_bot: "/portal/bots/new",
  step_channel: "/portal/numbers",
  step_route: "/portal/wizards",
  step_alarms: "/portal/alarms",
};

/** The voice channels' counts the summary holds for these roles (none: the channels are not readable). */
function channelCounts(summary: DashboardSummary): number[] {
  return [summary.numbers, summary.sipConnections, summary.whatsappNumbers, summary.teamsConnections].filter(
    (c): c is number => c !== undefined,
  );
}

/** Nothing set up: every bot and channel count the user may read is zero (and at least one is readable). */
export function isNothingSetUp(summary: DashboardSummary): boolean {
  const counts = [summary.bots, ...channelCounts(summary)].filter((c): c is number => c !== undefined);
  return counts.length > 0 && counts.every((c) => c === 0);
}

/** The steps to do, in the order a bot reaches its first call, then the alarms. */
export function nextSteps(summary: DashboardSummary, opens: (path: string) => boolean): NextStep[] {
  const channels = channelCounts(summary);
  const alarms = summary.alarms ? activeAlarmCount(summary.alarms) : 0;
  const todo: (NextStep | false)[] = [
    summary.bots === 0 && { key: "step_bot", href: STEP_SCREENS.step_bot },
    channels.length > 0 && channels.every((c) => c === 0) && { key: "step_channel", href: STEP_SCREENS.step_channel },
    summary.routingRules === 0 && { key: "step_route", href: STEP_SCREENS.step_route },
    alarms > 0 && { key: "step_alarms", href: STEP_SCREENS.step_alarms, count: alarms },
  ];
  return todo.filter((step): step is NextStep => step !== false && opens(step.href));
}
