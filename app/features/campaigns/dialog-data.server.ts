/**
 * What the campaign dialogs offer beside the record: the account's bots and active numbers to choose
 * from, the time zones, and whether the user may start, pause, resume and cancel it. A started
 * campaign's edit opens its view.
 */
import { redirect } from "@remix-run/node";
import { hasRoles, ROLES } from "../../../contract/roles";
import { BOTS_API, BOTS_LIST_SPEC, BotRowSchema } from "../../../contract/wire/bots";
import { canEditCampaign, type CampaignDetail } from "../../../contract/wire/campaigns";
import { PHONES_API, PHONES_LIST_SPEC, PhoneRowSchema } from "../../../contract/wire/phones";
import { BOTS_RESOURCE } from "~/features/bots/resource";
import { entityChoices } from "~/features/entities/choices.server";
import type { DialogContext } from "~/features/entities/dialog.server";
import { recordHref } from "~/features/entities/resource";
import { passes } from "~/features/navigation/gates";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { timeZoneFromCookie } from "~/features/time/timezone";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import { CAMPAIGNS_RESOURCE } from "./resource";

export interface CampaignDialogData {
  record: CampaignDetail | null;
  bots: { id: string; name: string }[];
  numbers: { id: string; label: string }[];
  /** The user may start, pause, resume and cancel (the transition's gate; customer screen only). */
  canTransition: boolean;
  /** The call history's campaign filter is open to the user (CALLS_READ). */
  canSeeCalls: boolean;
  /** The time zones to choose from (the server's list, so the page and its hydration agree), and a new campaign's: the browser's. */
  timeZones: string[];
  defaultTimeZone: string;
}

/** UTC first, then every IANA zone the runtime knows. */
function timeZoneChoices(): string[] {
  const known =
    (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return ["UTC", ...known.filter((z) => z !== "UTC")];
}

/**
 * The account's bots and active numbers by name. A user without their read roles is offered none and
 * the platform is not asked (its 403 would end the session): the platform refuses any other choice.
 */
async function choices(api: PlatformClient, user: CurrentUser): Promise<Pick<CampaignDialogData, "bots" | "numbers">> {
  const [bots, numbers] = await Promise.all([
    entityChoices(api, user, {
      api: BOTS_API,
      spec: BOTS_LIST_SPEC,
      gate: BOTS_RESOURCE.gates.view,
      row: BotRowSchema,
    }),
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

export async function campaignDialogData({
  request,
  api,
  user,
  record,
  action,
  mode,
}: DialogContext<CampaignDetail>): Promise<Omit<CampaignDialogData, "record">> {
  if (record && action === "edit" && !canEditCampaign(record.state))
    throw redirect(recordHref(CAMPAIGNS_RESOURCE, mode, record.id, "view", new URL(request.url).search));
  const form = action !== "view";
  const transition = CAMPAIGNS_RESOURCE.actions?.portal?.record?.transition;
  return {
    ...(form ? await choices(api, user) : { bots: [], numbers: [] }),
    canTransition: mode === "portal" && record !== null && transition !== undefined && passes(transition, user.roles),
    canSeeCalls: hasRoles(user.roles, [ROLES.CALLS_READ]),
    timeZones: form ? timeZoneChoices() : [],
    defaultTimeZone: form ? timeZoneFromCookie(request.headers.get("Cookie")) : "UTC",
  };
}
