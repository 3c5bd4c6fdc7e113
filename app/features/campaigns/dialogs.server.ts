/**
 * The loaders and actions of the campaign dialogs: the generic entity dialogs (app/features/entities)
 * with the account's bots and active numbers to choose from, and the campaign's transitions (start,
 * pause, resume, cancel), which post to /<id>/transition and need the update role; the platform decides
 * whether the campaign's state allows them (409 otherwise, shown as a toast).
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import { BOTS_API, BOTS_LIST_SPEC, BotRowSchema } from "../../../contract/wire/bots";
import {
  CAMPAIGN_TRANSITION_NAMES,
  campaignFormSchema,
  CampaignFormSchema,
  campaignTransitionPath,
  canEditCampaign,
  type CampaignDetail,
  type CampaignTransition,
} from "../../../contract/wire/campaigns";
import { PHONES_API, PHONES_LIST_SPEC, PhoneRowSchema } from "../../../contract/wire/phones";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { notFound, requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { entityChoices } from "~/features/entities/choices.server";
import { listPath, type EntityMode } from "~/features/entities/resource";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { timeZoneFromCookie } from "~/features/time/timezone";
import type { CurrentUser } from "~/services/current-user.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { CAMPAIGN_MESSAGES, CAMPAIGNS_RESOURCE } from "./resource";

export interface CampaignDialogData {
  record: CampaignDetail | null;
  bots: { id: string; name: string }[];
  numbers: { id: string; label: string }[];
  /** The user may start, pause, resume and cancel (the update role; customer screen only). */
  canTransition: boolean;
  /** The call history's campaign filter is open to the user (CALLS_READ). */
  canSeeCalls: boolean;
  /** The time zones to choose from (the server's list, so the page and its hydration agree), and a new campaign's: the browser's. */
  timeZones: string[];
  defaultTimeZone: string;
}

/** UTC first, then every IANA zone the runtime knows. */
function timeZoneChoices(): string[] {
  const known = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return ["UTC", ...known.filter((z) => z !== "UTC")];
}

const zones = (request: Request) => ({ timeZones: timeZoneChoices(), defaultTimeZone: timeZoneFromCookie(request.headers.get("Cookie")) });
const noZones = { timeZones: [], defaultTimeZone: "UTC" };

/**
 * The account's bots and active numbers by name. A user without their read roles is offered none and
 * the platform is not asked (its 403 would end the session): the platform refuses any other choice.
 */
async function choices(api: PlatformClient, user: CurrentUser): Promise<Pick<CampaignDialogData, "bots" | "numbers">> {
  const [bots, numbers] = await Promise.all([
    entityChoices(api, user, { api: BOTS_API, spec: BOTS_LIST_SPEC, gate: BOTS_RESOURCE.gates.view, row: BotRowSchema }),
    entityChoices(api, user, {
      api: PHONES_API,
      spec: PHONES_LIST_SPEC,
      gate: NUMBERS_RESOURCE.gates.view,
      row: PhoneRowSchema,
      filter: [{ field: "status", op: "=", value: "Active" }],
      sortBy: "e164",
    }),
  ]);
  return {
    bots: bots.map((b) => ({ id: b.id, name: b.name })),
    numbers: numbers.map((n) => ({ id: n.id, label: n.name && n.name !== n.e164 ? `${n.e164} (${n.name})` : n.e164 })),
  };
}

const callsGate = (user: CurrentUser) => hasRoles(user.roles, [ROLES.CALLS_READ]);

export async function loadCampaignCreate(request: Request, context: AppLoadContext): Promise<CampaignDialogData> {
  const { api, user } = await requireEntityAction(request, context, CAMPAIGNS_RESOURCE, "create");
  return { record: null, ...(await choices(api, user)), canTransition: false, canSeeCalls: callsGate(user), ...zones(request) };
}

/** The view (with the transitions the user may post) or, for a draft only, the edit form; a started campaign's edit opens its view. */
export async function loadCampaignRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<CampaignDialogData> {
  if (mode === "admin") {
    const { user, record } = await requireAdminRecord(request, context, CAMPAIGNS_RESOURCE, id);
    return { record, bots: [], numbers: [], canTransition: false, canSeeCalls: callsGate(user), ...noZones };
  }
  const { api, user, record } = await requireOwnRecord(request, context, CAMPAIGNS_RESOURCE, action, id);
  if (action === "edit" && !canEditCampaign(record.state)) throw redirect(`${listPath(CAMPAIGNS_RESOURCE, "portal")}/${encodeURIComponent(id)}${new URL(request.url).search}`);
  const gate = CAMPAIGNS_RESOURCE.gates.edit;
  return {
    record,
    ...(action === "edit" ? await choices(api, user) : { bots: [], numbers: [] }),
    canTransition: gate !== undefined && hasRoles(user.roles, gate.roles, gate.match),
    canSeeCalls: callsGate(user),
    ...(action === "edit" ? zones(request) : noZones),
  };
}

export const loadCampaignDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, CAMPAIGNS_RESOURCE, id);
export const createCampaign = (request: Request, context: AppLoadContext) => entityCreateAction(request, context, CAMPAIGNS_RESOURCE, CampaignFormSchema, [], CAMPAIGN_MESSAGES);
export const editCampaign = (request: Request, context: AppLoadContext, id: string) => entityEditAction(request, context, CAMPAIGNS_RESOURCE, id, campaignFormSchema, [], CAMPAIGN_MESSAGES);
export const deleteCampaign = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, CAMPAIGNS_RESOURCE, id, CAMPAIGN_MESSAGES);

const TRANSITION_TOASTS = {
  start: MSG.success_campaign_start,
  pause: MSG.success_campaign_pause,
  resume: MSG.success_campaign_resume,
  cancel: MSG.success_campaign_cancel,
} as const satisfies Record<CampaignTransition, string>;

/**
 * POST /portal/campaigns/<id>/transition with intent start, pause, resume or cancel (back to the view): the update gate and the
 * record (the caller's own) first; the platform checks the transition against the state in one
 * transaction, so a refused one (a double start, a start after completion) comes back as its message.
 */
export async function campaignTransitionAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireOwnRecord(request, context, CAMPAIGNS_RESOURCE, "edit", id);
  const intent = (await request.formData()).get("intent");
  if (typeof intent !== "string" || !(CAMPAIGN_TRANSITION_NAMES as string[]).includes(intent)) throw json({ messages: [] }, { status: 400 });
  const transition = intent as CampaignTransition;
  const back = `${listPath(CAMPAIGNS_RESOURCE, "portal")}/${encodeURIComponent(id)}${new URL(request.url).search}`;
  try {
    await api.post(campaignTransitionPath(id, transition), {});
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: TRANSITION_TOASTS[transition] });
}
