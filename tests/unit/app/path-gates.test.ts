/**
 * The path gates (ADR 014): derived from the entity resources and the screens' declarations, chosen
 * by specificity whatever order they are written in, and refused when two patterns have one shape.
 */
import { describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/roles";
import { ENTITY_RESOURCES } from "~/features/entities/registry";
import { any } from "~/features/navigation/gates";
import { actionGateFor, entityPathGates } from "~/features/navigation/path-gate.server";
import { compileGates } from "~/features/navigation/path-patterns";

const A = any("A");
const B = any("B");
const C = any("C");

describe("path patterns", () => {
  it("prefer a literal segment to :id, and :id to the rest, in any order of writing", () => {
    const gates = [
      { pattern: "/x/:id", gate: A },
      { pattern: "/x/buy/*", gate: B },
      { pattern: "/x/:id/edit", gate: C },
    ];
    for (const order of [gates, [...gates].reverse()]) {
      const table = compileGates(order);
      expect(table.gateFor("/x/42")).toBe(A);
      expect(table.gateFor("/x/buy")).toBe(B);
      expect(table.gateFor("/x/buy/cart")).toBe(B);
      expect(table.gateFor("/x/buy/edit")).toBe(B);
      expect(table.gateFor("/x/42/edit")).toBe(C);
      expect(table.gateFor("/x/42/other")).toBeUndefined();
      expect(table.gateFor("/y")).toBeUndefined();
    }
  });

  it("refuse two patterns of one shape, whatever their parameters are named", () => {
    expect(() =>
      compileGates([
        { pattern: "/x/:id", gate: A },
        { pattern: "/x/:other", gate: B },
      ]),
    ).toThrow(/one shape/);
  });

  it("allow * only as the last segment", () => {
    expect(() => compileGates([{ pattern: "/x/*/y", gate: A }])).toThrow(/last segment/);
  });
});

describe("gates derived from the resources", () => {
  it("give every entity's dialogs their resource's gates", () => {
    for (const resource of ENTITY_RESOURCES) {
      const portal = resource.paths.portal;
      if (!portal) continue;
      expect(actionGateFor(`${portal}/some-id`), `${portal}/:id`).toEqual(resource.gates.view);
      expect(actionGateFor(`${portal}/some-id/delete`), `${portal}/:id/delete`).toEqual(resource.gates.delete);
      if (resource.gates.create) expect(actionGateFor(`${portal}/new`), `${portal}/new`).toEqual(resource.gates.create);
      if (resource.gates.edit)
        expect(actionGateFor(`${portal}/some-id/edit`), `${portal}/:id/edit`).toEqual(resource.gates.edit);
    }
  });

  it("give a screen's own record and list actions their gates, before a record id", () => {
    expect(actionGateFor("/portal/sip_connections/abc/verify")?.roles).toEqual([ROLES.SIPCONNECTIONS_UPDATE]);
    expect(actionGateFor("/portal/campaigns/abc/transition")?.roles).toEqual([ROLES.CAMPAIGNS_UPDATE]);
    expect(actionGateFor("/portal/numbers/port")?.roles).toEqual([ROLES.NUMBERS_CREATE]);
    expect(actionGateFor("/portal/numbers/buy/region")?.roles).toEqual([ROLES.NUMBERS_CREATE]);
    expect(actionGateFor("/portal/numbers/abc/test-call")).toEqual({
      roles: [ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ],
      match: "all",
    });
    expect(actionGateFor("/admin/sipConnections/abc/charge")?.roles).toEqual([ROLES.SIPCONNECTIONS_UPDATE]);
    // A second screen under an entity's path is its own resource's: the thresholds, not an alarm id.
    expect(actionGateFor("/portal/alarms/thresholds")?.roles).toEqual([ROLES.ALARMS_THRESHOLDS_READ]);
    expect(actionGateFor("/portal/alarms/thresholds/new")?.roles).toEqual([ROLES.ALARMS_THRESHOLDS_UPDATE]);
  });

  it("offer an entity without a create or an edit no such dialog path", () => {
    const alarms = ENTITY_RESOURCES.find((r) => r.key === "alarms")!;
    const patterns = entityPathGates(alarms).map((g) => g.pattern);
    expect(patterns).not.toContain("/portal/alarms/new");
    expect(patterns).not.toContain("/portal/alarms/:id/edit");
  });
});
