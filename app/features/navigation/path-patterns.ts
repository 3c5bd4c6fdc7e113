/**
 * Path patterns and their gates, matched by specificity instead of by order (ADR 014): a literal
 * segment beats `:id`, which beats `*` (the rest of the path, zero or more segments), compared from
 * the left, as a router ranks its routes. Two patterns of the same shape are a mistake: `compileGates`
 * refuses them, so no table depends on the order it was written in.
 */
import type { RoleGate } from "./gates";

export interface PathGate {
  /** `/portal/bots/:id/edit`, `/portal/numbers/buy/*`. */
  pattern: string;
  gate: RoleGate;
}

type Segment = { kind: "literal"; text: string } | { kind: "param" } | { kind: "rest" };

interface Compiled {
  pattern: string;
  segments: Segment[];
  gate: RoleGate;
}

const RANK = { literal: 3, param: 2, rest: 1 } as const;

function parse(pattern: string): Segment[] {
  const parts = pattern.split("/").filter(Boolean);
  return parts.map((part, i) => {
    if (part === "*") {
      if (i !== parts.length - 1) throw new Error(`${pattern}: * must be the last segment`);
      return { kind: "rest" };
    }
    return part.startsWith(":") ? { kind: "param" } : { kind: "literal", text: part };
  });
}

/** The pattern's shape: what makes two patterns the same whatever their parameters are named. */
const shapeOf = (segments: Segment[]) =>
  segments.map((s) => (s.kind === "literal" ? s.text : s.kind === "param" ? ":" : "*")).join("/");

function matches(segments: Segment[], path: string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === "rest") return true;
    const part = path[i];
    if (part === undefined) return false;
    if (segment.kind === "literal" && segment.text !== part) return false;
  }
  return segments.length === path.length;
}

/** Positive when `a` is more specific than `b`. */
function compare(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const ra = a[i] ? RANK[a[i]!.kind] : 0;
    const rb = b[i] ? RANK[b[i]!.kind] : 0;
    if (ra !== rb) return ra - rb;
  }
  return 0;
}

export interface GateTable {
  /** The gate of the most specific pattern matching `path`, if any. */
  gateFor(path: string): RoleGate | undefined;
  /** The pattern that decided (tests and the authorization matrix name it). */
  patternFor(path: string): string | undefined;
}

export function compileGates(gates: readonly PathGate[]): GateTable {
  const compiled: Compiled[] = [];
  const shapes = new Map<string, string>();
  for (const { pattern, gate } of gates) {
    const segments = parse(pattern);
    const shape = shapeOf(segments);
    const twin = shapes.get(shape);
    if (twin !== undefined) throw new Error(`Two path gates of one shape: ${twin} and ${pattern}`);
    shapes.set(shape, pattern);
    compiled.push({ pattern, segments, gate });
  }
  const best = (path: string): Compiled | undefined => {
    const parts = path.split("/").filter(Boolean);
    let winner: Compiled | undefined;
    for (const candidate of compiled) {
      if (matches(candidate.segments, parts) && (!winner || compare(candidate.segments, winner.segments) > 0))
        winner = candidate;
    }
    return winner;
  };
  return { gateFor: (path) => best(path)?.gate, patternFor: (path) => best(path)?.pattern };
}
