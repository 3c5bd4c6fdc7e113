/**
 * Role gates (docs/product.md#roles): the shape, the two ways to combine roles, and the gates that
 * belong to no one entity (the account menu, money, wizards, admin dialogs). An entity's own gates
 * live in its resource definition; the path gates are derived from both (path-gate.server.ts).
 */
import { hasRoles, ROLES, type RoleMatch } from "../../../contract/roles";

export interface RoleGate {
  roles: readonly string[];
  match: RoleMatch;
}

export const any = (...roles: string[]): RoleGate => ({ roles, match: "any" });
export const all = (...roles: string[]): RoleGate => ({ roles, match: "all" });

/** Whether `roles` pass the gate. */
export const passes = (gate: RoleGate, roles: readonly string[]): boolean => hasRoles(roles, gate.roles, gate.match);

/** An entity's dialogs (docs/product.md#role-names "Create, read, update, delete exist for BOTS, NUMBERS, ..."): /new, /<id>, /<id>/edit, /<id>/delete. */
export function crudGates(create: string, read: string, update: string, remove: string) {
  return { create: any(create), view: any(read), edit: any(update), delete: any(remove) } as const;
}
/** Any role ending in _READ: the spec shows the dashboard to users with any read role. */
export function hasAnyReadRole(roles: readonly string[]): boolean {
  return roles.some((r) => r.endsWith("_READ"));
}

/** Gates of the header and avatar menu (docs/product.md#account-menu-gates). */
export const ACCOUNT_GATES = {
  /** Billing link and wallet button need billing read together with add-credit. */
  billing: all(ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT),
  myAccount: any(ROLES.SETTINGS_READ),
  supportPlans: any(ROLES.SETTINGS_READ, ROLES.SETTINGS_UPDATE),
} as const;

export function allows(gate: RoleGate, roles: readonly string[], path?: string): boolean {
  if (path === "/portal/dashboard") return hasAnyReadRole(roles);
  return passes(gate, roles);
}

/** The money dialogs of the admin accounts screen (charge, credit, a trial's extension): the admin billing role. */
export const MONEY_ACTION_GATE = any(ROLES.ADMIN_BILLING);
/** The per-client DNS verification toggle (docs/product.md#account-status, #endpoint-names EnableDNSVerification): the platform needs the same role. */
export const DNS_VERIFICATION_ACTION_GATE = any(ROLES.ADMIN_ACCOUNTS_UPDATE);
/**
 * The launch wizards (/portal/wizards...; docs/product.md#side-navigation "A launch-wizard button sits at the bottom"): every
 * wizard ends by creating a routing rule and its success shows /portal/routing, so the routing read
 * and create roles; each step's own entity gates (create, or read to pick) apply on top.
 */
export const WIZARDS_PATH = "/portal/wizards";
export const WIZARDS_GATE = all(ROLES.ROUTINGRULES_READ, ROLES.ROUTINGRULES_CREATE);
/**
 * The create-account wizard (docs/product.md#wizards; #wizards "Closing the create-account wizard with no IAM account"): no
 * rule, so not the wizards' gate — any signed-in user but the UCaaS user role, who may not switch
 * accounts either (avatarMenu().switchAccount, checked by its loaders and by the platform).
 */
export const CREATE_ACCOUNT_WIZARD_PATH = "/portal/wizards/create-account";
export const CREATE_ACCOUNT_WIZARD_GATE = any();
/** The admin account dropdown's pages: the screens that use it (statistics; the manual number; a new routing group). */
export const ACCOUNT_OPTIONS_GATE = any(ROLES.STATISTICS_READ_READ, ROLES.NUMBERS_UPDATE, ROLES.ROUTINGRULES_CREATE);
