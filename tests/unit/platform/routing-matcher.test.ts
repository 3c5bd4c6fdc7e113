/**
 * The routing rule matcher (platform/routing/matcher.ts), pure: priorities and their stable order,
 * origins, event types, conditions on either number (pattern and customized numbers), alternatives
 * in order when the destination was deleted, and a rule whose destinations are all gone.
 */
import { describe, expect, it } from "vitest";
import { matchRoute, type LiveName, type MatchableRule } from "../../../platform/routing/matcher";

const number = { type: "service-number", id: "n1" };
const trunk = { type: "sip-conn", id: "s1" };
const rule = (id: string, over: Partial<MatchableRule> = {}): MatchableRule => ({
  id,
  name: `Rule ${id}`,
  priority: 10,
  createdAt: 1,
  eventType: "call",
  origin: number,
  destination: { type: "bot", id: `bot-${id}` },
  alternatives: [],
  condition: null,
  pattern: null,
  customizedNumbers: [],
  ...over,
});
/** Every entity exists (named after its id) except the ones listed. */
const liveExcept =
  (...gone: string[]): LiveName =>
  (e) =>
    gone.includes(e.id) ? null : `name of ${e.id}`;
const call = (
  over: Partial<{ origin: { type: string; id: string }; calling: string; called: string; eventType: string }> = {},
) => ({
  origin: number,
  calling: "+447700900123",
  called: "+442079460000",
  eventType: "call",
  ...over,
});

describe("the routing matcher", () => {
  it("takes the lowest priority number first, whatever the rules' order", () => {
    const answer = matchRoute(
      [rule("a", { priority: 999 }), rule("b", { priority: 1 }), rule("c", { priority: 500 })],
      liveExcept(),
      call(),
    );
    expect(answer.outcome).toBe("routed");
    expect(answer.rule).toEqual({ id: "b", name: "Rule b", priority: 1 });
    expect(answer.destination).toEqual({ type: "bot", id: "bot-b", name: "name of bot-b", alternative: null });
    expect(answer.reasons.map((r) => [r.ruleId, r.verdict])).toEqual([
      ["b", "taken"],
      ["c", "not-reached"],
      ["a", "not-reached"],
    ]);
  });

  it("breaks priority ties by creation, then id", () => {
    const rules = [rule("z", { createdAt: 5 }), rule("y", { createdAt: 2 }), rule("x", { createdAt: 2 })];
    expect(matchRoute(rules, liveExcept(), call()).rule?.id).toBe("x");
    expect(matchRoute([...rules].reverse(), liveExcept(), call()).rule?.id).toBe("x");
  });

  it("applies a rule to its own origin and event type only", () => {
    const rules = [
      rule("other-origin", { priority: 1, origin: trunk }),
      rule("transfer", { priority: 2, eventType: "transfer" }),
      rule("mine", { priority: 3 }),
    ];
    const answer = matchRoute(rules, liveExcept(), call());
    expect(answer.rule?.id).toBe("mine");
    expect(answer.reasons.map((r) => r.verdict)).toEqual(["other-origin", "other-event", "taken"]);
    const transfer = matchRoute(rules, liveExcept(), call({ eventType: "transfer" }));
    expect(transfer.rule?.id).toBe("transfer");
  });

  it("matches a condition on the called or the calling number, by pattern or customized number", () => {
    const rules = [
      rule("called", { priority: 1, condition: "called", pattern: "+44207946*" }),
      rule("calling", { priority: 2, condition: "calling", pattern: "+447700900XXX" }),
      rule("vip", { priority: 3, condition: "calling", customizedNumbers: ["+15550100"] }),
    ];
    expect(matchRoute(rules, liveExcept(), call()).matched).toEqual({ condition: "called", by: "+44207946*" });
    const byCalling = matchRoute(rules, liveExcept(), call({ called: "+441632960000" }));
    expect(byCalling.rule?.id).toBe("calling");
    expect(byCalling.reasons[0].verdict).toBe("condition-failed");
    const vip = matchRoute(rules, liveExcept(), call({ called: "+441632960000", calling: "15550100" }));
    expect(vip.rule?.id).toBe("vip");
    expect(vip.matched).toEqual({ condition: "calling", by: "+15550100" });
  });

  it("answers no-match with why each rule did not take the call", () => {
    const answer = matchRoute([rule("a", { condition: "called", pattern: "1XX" })], liveExcept(), call());
    expect(answer).toEqual({
      outcome: "no-match",
      rule: null,
      destination: null,
      matched: null,
      reasons: [{ ruleId: "a", ruleName: "Rule a", priority: 10, verdict: "condition-failed" }],
    });
    expect(matchRoute([], liveExcept(), call()).outcome).toBe("no-match");
  });

  it("sends the call to the first alternative that still exists when the destination was deleted", () => {
    const r = rule("a", { alternatives: [{ type: "sip-conn", id: "gone-too" }, trunk, { type: "bot", id: "b9" }] });
    const answer = matchRoute([r], liveExcept("bot-a", "gone-too"), call());
    expect(answer.destination).toEqual({ type: "sip-conn", id: "s1", name: "name of s1", alternative: 2 });
  });

  it("skips a rule whose destination and alternatives were all deleted, and tries the next", () => {
    const rules = [rule("dead", { priority: 1, alternatives: [trunk] }), rule("next", { priority: 2 })];
    const answer = matchRoute(rules, liveExcept("bot-dead", "s1"), call());
    expect(answer.rule?.id).toBe("next");
    expect(answer.reasons.map((x) => x.verdict)).toEqual(["destinations-missing", "taken"]);
    expect(matchRoute([rules[0]], liveExcept("bot-dead", "s1"), call()).outcome).toBe("no-match");
  });
});
