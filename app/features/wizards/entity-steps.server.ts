/**
 * The entity steps of the launch wizards: each either picks one of the account's records or creates
 * one with that entity's own resource, create schema, dialog loader and platform endpoint (ADR 010)
 * — nothing of an entity's form is repeated here. The dialogs' choices are reordered so the wizard's
 * region (and, for a Teams connection, its tenant) comes first, which is what a new record starts with.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { PHONE_NUMBER_STATUSES, type PhoneNumberStatus } from "../../../contract/enums/phone-numbers";
import type { FilterClause } from "../../../contract/listQuery";
import { BotRowSchema } from "../../../contract/wire/bots";
import { PhoneRowSchema } from "../../../contract/wire/phones";
import { SipConnectionRowSchema } from "../../../contract/wire/sip";
import { TeamsConnectionRowSchema, TeamsTenantRowSchema } from "../../../contract/wire/teams";
import type { WizardStep, WizardStepType } from "../../../contract/wire/wizards";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import { botDialogData } from "~/features/bots/dialog-data.server";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityChoices } from "~/features/entities/choices.server";
import { loadEntityCreate, type DialogData } from "~/features/entities/dialog.server";
import type { EntityResource } from "~/features/entities/resource";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { sipConnectionDialogData } from "~/features/sip-connections/dialog-data.server";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import { teamsConnectionDialogData } from "~/features/teams/dialog-data.server";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_TENANTS_RESOURCE } from "~/features/teams/resource";

/**
 * One record a step may pick: its id, what the list shows, its region (when it has one), and for a
 * number what it already routes to (its own bot, or the destination of the first rule taking its calls).
 */
export interface PickChoice {
  id: string;
  label: string;
  regionId: string | null;
  routedTo: string | null;
}

type Creatable = Exclude<WizardStepType, "region" | "number" | "rule" | "account">;

interface EntityStepKind {
  /** Its create's form, secrets and gate. */
  resource: EntityResource;
  /** The create dialog's own data (its choices). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dialogData?: DialogData<any, object>;
  row: z.ZodTypeAny;
  label: (row: Record<string, unknown>) => string;
  filter?: (step: WizardStep) => FilterClause[];
}

const UNPICKABLE_NUMBER_STATUSES: readonly PhoneNumberStatus[] = [
  "Purchase Failed",
  "Port Failed",
  "Deleted",
  "Ported Out",
];
const PICKABLE_NUMBER_STATUSES: readonly string[] = PHONE_NUMBER_STATUSES.filter(
  (s) => !UNPICKABLE_NUMBER_STATUSES.includes(s),
);

const text = (v: unknown) => (typeof v === "string" ? v : "");

export const ENTITY_STEPS: Readonly<Record<Creatable, EntityStepKind>> = {
  bot: { resource: BOTS_RESOURCE, dialogData: botDialogData, row: BotRowSchema, label: (r) => text(r.name) },
  sip: {
    resource: SIP_CONNECTIONS_RESOURCE,
    dialogData: sipConnectionDialogData,
    row: SipConnectionRowSchema,
    label: (r) => text(r.name),
    filter: (step) => (step.sipType ? [{ field: "type", op: "=", value: step.sipType }] : []),
  },
  tenant: { resource: TEAMS_TENANTS_RESOURCE, row: TeamsTenantRowSchema, label: (r) => text(r.domain) },
  teams: {
    resource: TEAMS_CONNECTIONS_RESOURCE,
    dialogData: teamsConnectionDialogData,
    row: TeamsConnectionRowSchema,
    label: (r) => text(r.name),
  },
};

export const isEntityStep = (type: WizardStepType): type is Creatable => type in ENTITY_STEPS;

/** The account's records a step may pick (none without the entity's read role). */
export async function pickChoices(api: PlatformClient, user: CurrentUser, step: WizardStep): Promise<PickChoice[]> {
  if (step.type === "number") {
    const rows = await entityChoices(api, user, {
      api: NUMBERS_RESOURCE.api,
      spec: NUMBERS_RESOURCE.listSpec,
      gate: NUMBERS_RESOURCE.gates.view!,
      row: PhoneRowSchema,
      sortBy: "e164",
    });
    // A number on its way (bought, ported) may be connected already; a failed or released one may not.
    return rows
      .filter((r) => PICKABLE_NUMBER_STATUSES.includes(r.status))
      .map((r) => ({
        id: r.id,
        label: r.name && r.name !== r.e164 ? `${r.e164} (${r.name})` : r.e164,
        regionId: r.regionId,
        routedTo: r.routesTo?.name ?? null,
      }));
  }
  if (!isEntityStep(step.type)) return [];
  const kind = ENTITY_STEPS[step.type];
  const rows = (await entityChoices(api, user, {
    api: kind.resource.api,
    spec: kind.resource.listSpec,
    gate: kind.resource.gates.view!,
    row: kind.row,
    filter: kind.filter?.(step),
    sortBy: step.type === "tenant" ? "domain" : "name",
  })) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: text(r.id),
    label: kind.label(r),
    regionId: typeof r.regionId === "string" ? r.regionId : null,
    routedTo: null,
  }));
}

/**
 * The order a step lists its picks in and the one it starts on (docs/features/wizards.md "Picking"):
 * the records not routed anywhere yet first, then those already routed elsewhere (a number a rule or
 * its own bot answers), each group the wizard's region first. It starts on what the step chose before
 * when that is still there, else on the first record not routed yet, else on nothing ("": the select's
 * empty placeholder), so a number answered elsewhere is never connected again by pressing Next.
 */
export function orderPicks(
  picks: readonly PickChoice[],
  regionId: string | undefined,
  chosen: string | undefined,
): { picks: PickChoice[]; selected: string } {
  const inRegion = (p: PickChoice) => p.regionId === regionId;
  const ordered = [
    ...firstOf(
      picks.filter((p) => p.routedTo === null),
      inRegion,
    ),
    ...firstOf(
      picks.filter((p) => p.routedTo !== null),
      inRegion,
    ),
  ];
  const selected = ordered.find((p) => p.id === chosen)?.id ?? ordered.find((p) => p.routedTo === null)?.id ?? "";
  return { picks: ordered, selected };
}

/** `first` first in a list of choices (a new record starts with the first). */
export function firstOf<T>(list: readonly T[], first: (item: T) => boolean): T[] {
  return [...list.filter(first), ...list.filter((item) => !first(item))];
}

/** The create dialog's data for a step, the wizard's region and tenant first. */
export async function createDialogData(
  request: Request,
  context: AppLoadContext,
  type: Creatable,
  values: Record<string, string>,
): Promise<object> {
  const kind = ENTITY_STEPS[type];
  const data = (await loadEntityCreate({ request, context }, kind.resource, "portal", kind.dialogData)) as {
    regions?: { regionId: string }[];
    tenants?: { id: string }[];
  };
  return {
    ...data,
    ...(data.regions ? { regions: firstOf(data.regions, (r) => r.regionId === values.region) } : {}),
    ...(data.tenants ? { tenants: firstOf(data.tenants, (t) => t.id === values.tenant) } : {}),
  };
}
