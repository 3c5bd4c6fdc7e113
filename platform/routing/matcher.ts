/**
 * The routing rule matcher (issue 17 item 1): which of an account's rules takes a call, where the call
 * goes and why. Pure: the rules and what still exists are given (platform/routing/table.ts loads them).
 * The rule tester answers with it and the simulator routes its calls with it, so they agree.
 *
 * Rules are tried by priority (1 first), equal priorities by creation, then id (a stable order). A
 * rule applies to a call of its event type arriving at its origin whose condition holds: none, or
 * the called (calling) number matching the pattern or being one of the customized numbers. The call
 * goes to the rule's destination, or, when that entity was deleted, to the first alternative that
 * still exists; a rule whose destinations are all deleted is skipped and the next rule is tried.
 */
import type { RoutingEndpoint, RoutingTestAnswer, RoutingVerdict } from "../../contract/wire/routing";
import { matchesRoutingPattern, numberDigits } from "../../contract/routingPattern";

export interface MatchableRule {
  id: string;
  name: string;
  priority: number;
  createdAt: number;
  eventType: string;
  origin: RoutingEndpoint;
  destination: RoutingEndpoint;
  alternatives: RoutingEndpoint[];
  /** null: no condition; else the number it looks at. */
  condition: "called" | "calling" | null;
  pattern: string | null;
  customizedNumbers: string[];
}

export interface RouteQuery {
  origin: RoutingEndpoint;
  calling: string;
  called: string;
  eventType: string;
}

/** The name of an entity of the account that still exists, or null (deleted or never there). */
export type LiveName = (endpoint: RoutingEndpoint) => string | null;

/** The stable order the rules are tried in. */
export function byPriority(a: MatchableRule, b: MatchableRule): number {
  return a.priority - b.priority || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** What the condition matched (the pattern or the customized number), or undefined when it does not hold. */
function conditionMatch(rule: MatchableRule, query: RouteQuery): { by: string | null } | undefined {
  if (rule.condition === null) return { by: null };
  const number = rule.condition === "called" ? query.called : query.calling;
  const digits = numberDigits(number);
  const custom = rule.customizedNumbers.find((n) => numberDigits(n) === digits);
  if (custom) return { by: custom };
  if (rule.pattern && matchesRoutingPattern(rule.pattern, number)) return { by: rule.pattern };
  return undefined;
}

const sameEndpoint = (a: RoutingEndpoint, b: RoutingEndpoint) => a.type === b.type && a.id === b.id;

export function matchRoute(rules: readonly MatchableRule[], live: LiveName, query: RouteQuery): RoutingTestAnswer {
  const reasons: RoutingTestAnswer["reasons"] = [];
  const note = (rule: MatchableRule, verdict: RoutingVerdict) =>
    reasons.push({ ruleId: rule.id, ruleName: rule.name, priority: rule.priority, verdict });
  const ordered = [...rules].sort(byPriority);
  for (let i = 0; i < ordered.length; i++) {
    const rule = ordered[i];
    if (rule.eventType !== query.eventType) {
      note(rule, "other-event");
      continue;
    }
    if (!sameEndpoint(rule.origin, query.origin)) {
      note(rule, "other-origin");
      continue;
    }
    const matched = conditionMatch(rule, query);
    if (!matched) {
      note(rule, "condition-failed");
      continue;
    }
    const targets = [rule.destination, ...rule.alternatives];
    const at = targets.findIndex((t) => live(t) !== null);
    if (at < 0) {
      note(rule, "destinations-missing");
      continue;
    }
    note(rule, "taken");
    for (const later of ordered.slice(i + 1)) note(later, "not-reached");
    const target = targets[at];
    return {
      outcome: "routed",
      rule: { id: rule.id, name: rule.name, priority: rule.priority },
      destination: { type: target.type, id: target.id, name: live(target), alternative: at === 0 ? null : at },
      matched: { condition: rule.condition ?? "none", by: matched.by },
      reasons,
    };
  }
  return { outcome: "no-match", rule: null, destination: null, matched: null, reasons };
}
