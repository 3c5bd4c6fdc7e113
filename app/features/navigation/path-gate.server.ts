/**
 * The path gates of every loader and action (ADR 014): derived from the entity resources (their
 * dialogs and screen actions) and the other screens' declarations, matched by specificity
 * (path-patterns.ts), never by the order of a table. A server module: the tables stay out of the
 * browser's JavaScript.
 */
import { ROLES } from "../../../contract/roles";
import { ENTITY_RESOURCES } from "~/features/entities/registry";
import type { EntityResource, EntityScreenActions } from "~/features/entities/resource";
import { adminGateFor } from "./admin-landing";
import {
  ACCOUNT_GATES,
  ACCOUNT_OPTIONS_GATE,
  allows,
  any,
  CREATE_ACCOUNT_WIZARD_GATE,
  CREATE_ACCOUNT_WIZARD_PATH,
  DNS_VERIFICATION_ACTION_GATE,
  MONEY_ACTION_GATE,
  passes,
  WIZARDS_GATE,
  WIZARDS_PATH,
} from "./gates";
import { compileGates, type PathGate } from "./path-patterns";
import { portalGateFor } from "./tree";

export { CREATE_ACCOUNT_WIZARD_PATH };

/** The dialogs of one entity's screens: /new, /:id, /:id/edit, /:id/delete and the screen's own actions. */
export function entityPathGates(resource: EntityResource): PathGate[] {
  const out: PathGate[] = [];
  const own = (base: string, actions: EntityScreenActions | undefined) => {
    for (const [name, gate] of Object.entries(actions?.record ?? {}))
      out.push({ pattern: `${base}/:id/${name}`, gate });
    for (const [name, gate] of Object.entries(actions?.list ?? {})) out.push({ pattern: `${base}/${name}/*`, gate });
  };
  const { portal, admin } = resource.paths;
  if (portal) {
    const { view, create, edit, delete: remove, list } = resource.gates;
    out.push(
      { pattern: portal, gate: list ?? view },
      { pattern: `${portal}/:id`, gate: view },
      { pattern: `${portal}/:id/delete`, gate: remove },
    );
    if (create) out.push({ pattern: `${portal}/new`, gate: create });
    if (edit) out.push({ pattern: `${portal}/:id/edit`, gate: edit });
    own(portal, resource.actions?.portal);
  }
  if (admin) {
    if (resource.adminWrites)
      out.push(
        { pattern: `${admin}/new`, gate: resource.adminWrites.create },
        { pattern: `${admin}/:id/edit`, gate: resource.adminWrites.edit },
      );
    if (resource.adminDelete) out.push({ pattern: `${admin}/:id/delete`, gate: resource.adminDelete });
    own(admin, resource.actions?.admin);
  }
  return out;
}

/** The screens that are no entity list, and their dialogs (docs/product.md#roles). */
const SCREEN_GATES: readonly PathGate[] = [
  // Extending a trial gives a free month: the money actions' gate (the platform requires the same role).
  ...["charge", "credit", "trial"].map((name) => ({ pattern: `/admin/accounts/:id/${name}`, gate: MONEY_ACTION_GATE })),
  { pattern: "/admin/accounts/:id/dns", gate: DNS_VERIFICATION_ACTION_GATE },
  { pattern: "/admin/account-options", gate: ACCOUNT_OPTIONS_GATE },
  // My account and its sections (SETTINGS_READ); the sections that write need SETTINGS_UPDATE.
  { pattern: "/portal/settings/my_account", gate: ACCOUNT_GATES.myAccount },
  { pattern: "/portal/settings/my_account/:section", gate: ACCOUNT_GATES.myAccount },
  ...["account", "settings", "secret", "upgrade"].map((name) => ({
    pattern: `/portal/settings/my_account/${name}`,
    gate: any(ROLES.SETTINGS_UPDATE),
  })),
  { pattern: "/portal/support_plan", gate: ACCOUNT_GATES.supportPlans },
  { pattern: "/portal/support_plan/change", gate: any(ROLES.SETTINGS_UPDATE) },
  // Billing sits under /portal/settings, which has no gate of its own.
  { pattern: "/portal/settings/billing/*", gate: ACCOUNT_GATES.billing },
  { pattern: `${WIZARDS_PATH}/*`, gate: WIZARDS_GATE },
  { pattern: `${CREATE_ACCOUNT_WIZARD_PATH}/*`, gate: CREATE_ACCOUNT_WIZARD_GATE },
];

const GATES = compileGates([...ENTITY_RESOURCES.flatMap(entityPathGates), ...SCREEN_GATES]);

/** The action gate of a path inside a screen (a dialog, a section, a step), if it has one. */
export const actionGateFor = (path: string) => GATES.gateFor(path);

/**
 * Whether `roles` may open `path` of the portal or the admin area: its screen's gate (the first two
 * segments) and its action gate. Admin paths also need the admin role.
 */
export function pathAllows(path: string, roles: readonly string[]): boolean {
  const action = actionGateFor(path);
  if (action && !passes(action, roles)) return false;
  if (path.startsWith("/admin")) {
    if (!roles.includes(ROLES.ADMIN)) return false;
    const gate = adminGateFor(path);
    return !gate || passes(gate, roles);
  }
  const screen = path.split("/").slice(0, 3).join("/");
  const gate = portalGateFor(screen);
  return !gate || allows(gate, roles, screen);
}
