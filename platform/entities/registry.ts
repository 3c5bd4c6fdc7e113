/**
 * The entity definitions the routers mounted, by key: the export jobs find an entity's rows and CSV
 * columns here ("bots" and "admin-bots" are the bots list's report kinds).
 */
import type { AnyEntityReadDefinition } from "./definition";

const byKey = new Map<string, AnyEntityReadDefinition>();

export function registerEntity(def: AnyEntityReadDefinition): void {
  byKey.set(def.key, def);
}

/** The definition of an export kind ("<key>" or "admin-<key>"), with whether it spans every account. */
export function entityOfExportKind(kind: string): { def: AnyEntityReadDefinition; admin: boolean } | undefined {
  const admin = kind.startsWith("admin-");
  const def = byKey.get(admin ? kind.slice("admin-".length) : kind);
  return def ? { def, admin } : undefined;
}
