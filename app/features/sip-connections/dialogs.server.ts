/**
 * The loaders and actions of the SIP connection dialogs: the generic entity dialogs (app/features/
 * entities) with the form's choices — the regions (base settings) and the call-limit profiles the
 * platform defines (GET {sip}/cacProfile) — and the DNS verification of a pending connection
 * (POST {sip}/connections/{id}/verify-dns).
 */
import type { AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles } from "../../../contract/roles";
import { CacProfileDefsResponseSchema } from "../../../contract/wire/admin";
import { SipCreateSchema, SipDnsVerifySchema, sipFormSchema, sipVerifyDnsPath, type SipConnectionDetail } from "../../../contract/wire/sip";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { notFound, requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { listPath, type EntityMode } from "~/features/entities/resource";
import { ENTITY_ACTION_GATES } from "~/features/navigation/model";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { SIP_CONNECTION_MESSAGES, SIP_CONNECTIONS_RESOURCE, SIP_SECRET_FIELDS } from "./resource";

export interface SipConnectionDialogData {
  record: SipConnectionDetail | null;
  regions: { regionId: string; regionName: string }[];
  cacProfiles: { profileId: string; display: string }[];
  /** The profile a connection without its own runs under. */
  defaultCacProfile: string | null;
  /** The view offers Verify (a pending connection, and the update role). */
  canVerify: boolean;
}

async function choices(request: Request, context: AppLoadContext, api: PlatformClient, record: SipConnectionDetail | null): Promise<Omit<SipConnectionDialogData, "canVerify">> {
  const [settings, defs] = await Promise.all([baseSettingsOf(context, request), api.get("/sip-connection/api/cacProfile", { schema: CacProfileDefsResponseSchema })]);
  const params = defs.adminConfigParams[0];
  return {
    record,
    regions: (settings?.regionsSettings ?? []).map((r) => ({ regionId: r.regionId, regionName: r.regionName })),
    cacProfiles: params?.enum ?? [],
    defaultCacProfile: params?.default ?? null,
  };
}

export async function loadSipConnectionCreate(request: Request, context: AppLoadContext): Promise<SipConnectionDialogData> {
  const { api } = await requireEntityAction(request, context, SIP_CONNECTIONS_RESOURCE, "create");
  return { ...(await choices(request, context, api, null)), canVerify: false };
}

export async function loadSipConnectionRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<SipConnectionDialogData> {
  const { api, user, record } =
    mode === "admin" ? await requireAdminRecord(request, context, SIP_CONNECTIONS_RESOURCE, id) : await requireOwnRecord(request, context, SIP_CONNECTIONS_RESOURCE, action, id);
  const gate = ENTITY_ACTION_GATES["/portal/sip_connections"].edit;
  const canVerify = mode === "portal" && record.dnsTxtValue !== null && hasRoles(user.roles, gate.roles, gate.match);
  return { ...(await choices(request, context, api, record)), canVerify };
}

export const loadSipConnectionDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, SIP_CONNECTIONS_RESOURCE, id);

export const createSipConnection = (request: Request, context: AppLoadContext) =>
  entityCreateAction(request, context, SIP_CONNECTIONS_RESOURCE, SipCreateSchema, SIP_SECRET_FIELDS, SIP_CONNECTION_MESSAGES);
export const editSipConnection = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, SIP_CONNECTIONS_RESOURCE, id, sipFormSchema, SIP_SECRET_FIELDS, SIP_CONNECTION_MESSAGES);
export const deleteSipConnection = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, SIP_CONNECTIONS_RESOURCE, id, SIP_CONNECTION_MESSAGES);

/**
 * POST /portal/sip_connections/<id>/verify: asks the platform to resolve the FQDN's TXT records;
 * back to the connection's view with the outcome (verified, or "publish it and try again").
 */
export async function verifySipConnectionDns(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireOwnRecord(request, context, SIP_CONNECTIONS_RESOURCE, "edit", id);
  const search = new URL(request.url).search;
  const back = `${listPath(SIP_CONNECTIONS_RESOURCE, "portal")}/${encodeURIComponent(id)}${search}`;
  try {
    const { verified } = await api.post(sipVerifyDnsPath(id), {}, { schema: SipDnsVerifySchema });
    return redirectWithToast(back, verified ? { type: "success", message: MSG.success_sip_dns_verified } : { type: "warning", message: MSG.error_sip_dns_not_verified });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
}
