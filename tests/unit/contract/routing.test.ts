/**
 * The routing rule form (contract/wire/routing.ts) and its pattern syntax (contract/routingPattern.ts)
 * at their boundaries: priority 1/999/0/1000, the wildcards, the prefix match, the plus on either side,
 * the fields between them (a bot origin only for transfers, a condition needs a pattern).
 */
import { describe, expect, it } from "vitest";
import { ROUTING } from "../../../contract/limits/routing";
import { isRoutingPattern, matchesRoutingPattern, normaliseRoutingPattern } from "../../../contract/routingPattern";
import { routingRuleFormSchema, RoutingTestSchema } from "../../../contract/wire/routing";

const valid = {
  name: "Main line",
  eventType: "call",
  origin: "service-number:n1",
  destination: "bot:b1",
  alternatives: ["sip-conn:s1"],
  condition: "called",
  pattern: "+4420XXXXXXXX",
  customizedNumbers: "",
  priority: "10",
  routingGroupId: "",
  regionId: "eu-west",
};
const parse = (over: Record<string, unknown>) => routingRuleFormSchema().safeParse({ ...valid, ...over });
const issues = (over: Record<string, unknown>) => {
  const r = parse(over);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("routing patterns", () => {
  it.each([
    ["+4420XXXXXXXX", "+442079460000", true],
    ["4420XXXXXXXX", "+442079460000", true],
    ["+4420XXXXXXXX", "442079460000", true],
    ["+4420XXXXXXXX", "+4420794600001", false],
    ["+4420XXXXXXXX", "+44207946000", false],
    ["+44207946*", "+442079460123", true],
    ["+44207946*", "+44207946", true],
    ["+44207946*", "+4420794", false],
    ["+44207946*", "+442079560123", false],
    ["NXX", "200", true],
    ["NXX", "100", false],
    ["ZXX", "100", true],
    ["ZXX", "099", false],
    ["*", "+15550100", true],
    ["+1 555-01xx", "+15550142", true],
  ])("%s against %s is %s", (pattern, number, expected) => {
    expect(matchesRoutingPattern(pattern, number)).toBe(expected);
  });

  it("accepts digits, X/Z/N, a leading + and a trailing *; nothing else", () => {
    for (const p of ["+44*", "1XX", "nxxxxxx", "*", "+1 555 01XX"]) expect(isRoutingPattern(p), p).toBe(true);
    for (const p of ["", "+", "4*4", "44+", "A1", "4#", "**", "+".padEnd(ROUTING.PATTERN_MAX + 1, "1")])
      expect(isRoutingPattern(p), p).toBe(false);
    expect(normaliseRoutingPattern("+44 20-79.nx*")).toBe("+442079NX*");
  });
});

describe("the routing rule form", () => {
  it("accepts a complete rule and stores the pattern normalised", () => {
    const r = parse({ pattern: "+44 20 xxxx xxxx" });
    expect(r.success).toBe(true);
    expect(r.success && r.data).toMatchObject({
      priority: 10,
      pattern: "+4420XXXXXXXX",
      alternatives: ["sip-conn:s1"],
      customizedNumbers: [],
    });
  });

  it("takes priorities 1 and 999, refuses 0, 1000 and fractions on the priority field", () => {
    expect(parse({ priority: "1" }).success).toBe(true);
    expect(parse({ priority: "999" }).success).toBe(true);
    for (const p of ["0", "1000", "1.5", "abc", ""])
      expect(issues({ priority: p }), p).toEqual(["priority: validation_routing_priority"]);
  });

  it("puts a bad pattern on the pattern field; a condition needs a pattern or customized numbers", () => {
    expect(issues({ pattern: "44#" })).toEqual(["pattern: validation_routing_pattern"]);
    expect(issues({ pattern: "" })).toEqual(["pattern: validation_routing_pattern_required"]);
    expect(parse({ pattern: "", customizedNumbers: "+442079460000, +442079460001" }).success).toBe(true);
    expect(issues({ customizedNumbers: "12345" })).toEqual(["customizedNumbers: validation_e164"]);
  });

  it("keeps no pattern without a condition", () => {
    const r = parse({ condition: "none" });
    expect(r.success && r.data).toMatchObject({ condition: "none", pattern: undefined, customizedNumbers: [] });
  });

  it("allows a bot as the origin of transfers only", () => {
    expect(issues({ origin: "bot:b2" })).toEqual(["origin: validation_routing_origin_type"]);
    expect(parse({ origin: "bot:b2", eventType: "transfer" }).success).toBe(true);
    expect(issues({ origin: "routing-group:g1" })).toEqual(["origin: validation_routing_entity"]);
    expect(issues({ destination: "wa-conn:w1" })).toEqual(["destination: validation_routing_entity"]);
  });

  it("drops unchosen alternatives, refuses a repeated one and more than the maximum", () => {
    expect(
      parse({ alternatives: ["", "sip-conn:s1", ""] }).success && parse({ alternatives: ["", "sip-conn:s1", ""] }).data,
    ).toMatchObject({ alternatives: ["sip-conn:s1"] });
    expect(issues({ alternatives: ["bot:b1"] })).toEqual(["alternatives.0: validation_routing_alternative_duplicate"]);
    const many = Array.from({ length: ROUTING.ALTERNATIVES_MAX + 1 }, (_, i) => `sip-conn:s${i + 2}`);
    expect(issues({ alternatives: many })).toEqual(["alternatives: validation_routing_alternatives_max"]);
  });

  it("the tester takes dialled numbers with separators, and puts a bad one on its field", () => {
    expect(
      RoutingTestSchema.parse({ origin: "service-number:n1", calling: "+44 (20) 7946-0000", called: "100" }),
    ).toEqual({
      origin: "service-number:n1",
      calling: "+442079460000",
      called: "100",
      eventType: "call",
    });
    const r = RoutingTestSchema.safeParse({ origin: "service-number:n1", calling: "abc", called: "1" });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join("."))).toEqual(["calling"]);
  });
});
