/**
 * The launch wizards' URLs (issue 18): the chooser, a wizard (resumes its draft), and each step a
 * nested route of its own; `?create` opens the step entity's own create dialog over the step.
 */
import type { WizardKind } from "../../../contract/wire/wizards";

export const WIZARD_PATHS = {
  chooser: "/portal/wizards",
  wizard: (kind: WizardKind) => `/portal/wizards/${kind}`,
  step: (kind: WizardKind, step: string) => `/portal/wizards/${kind}/${encodeURIComponent(step)}`,
  create: (kind: WizardKind, step: string) => `/portal/wizards/${kind}/${encodeURIComponent(step)}?create`,
  /** Success (docs/product.md#wizards "reloads data and goes to /portal/routing"); a new rule is marked there (wizards.server.ts). */
  routing: "/portal/routing",
} as const;

/** The step forms' fields and intents. */
export const WIZARD_FIELDS = {
  intent: "intent",
  kind: "kind",
  region: "regionId",
  entity: "entityId",
  e164: "e164",
  key: "idempotencyKey",
} as const;
export const WIZARD_INTENTS = { next: "next", buy: "buy", cancel: "cancel", discard: "discard" } as const;

/** Wizards still offered in Teams-only mode (the mode is about Teams: docs/product.md#wizards blocks the others). */
export const TEAMS_WIZARDS: readonly WizardKind[] = ["teams-tenant", "teams-connection"];
