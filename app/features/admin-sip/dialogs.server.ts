/**
 * The admin SIP dialogs (docs/product.md#admin-dialogs "Admin dialogs", #admin-and-ai-calls, #export-call-and-ai-messages; issue 7): call-limit profile, SBC
 * override and SIP charge. Every loader and action starts with the update guard; input is checked
 * with the dialog's schema before the platform is called; a refused field keeps what was typed; a
 * failing platform is a toast titled error_sip_update_fail (docs/product.md#export-call-and-ai-messages "SIP charge failure").
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { AdminCacProfileDefsResponseSchema, SipOverrideResponseSchema } from "../../../contract/wire/admin";
import type { AdminSipConnection } from "../../../contract/wire/sip";
import { platformFormErrors } from "~/services/form-errors.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { requireSipUpdate } from "./guard.server";
import { sipConnectionOf } from "./list.server";
import { SIP_ADMIN_API, sipListHref } from "./paths";
import {
  CAC_FIELD,
  CHARGE_FIELD,
  ChargeFormSchema,
  cacProfileFormSchema,
  OVERRIDE_FIELD,
  SbcOverrideFormSchema,
} from "./schema";

/** What every dialog shows of its connection. */
export type SipDialogConnection = Pick<AdminSipConnection, "id" | "name" | "accountName" | "shouldCharge">;

export interface CacProfileDialogData {
  connection: SipDialogConnection;
  profiles: { profileId: string; display: string }[];
  /** The connection's profile, else the default one. */
  selected: string;
}

export interface SbcOverrideDialogData {
  connection: SipDialogConnection;
  /** The saved override, pretty-printed. */
  text: string;
}

export interface ChargeDialogData {
  connection: SipDialogConnection;
}

export type SipDialogActionData = SubmissionResult<string[]>;

const notFound = () => new Response("Not found", { status: 404, statusText: "Not Found" });
const brief = (c: AdminSipConnection): SipDialogConnection => ({
  id: c.id,
  name: c.name,
  accountName: c.accountName,
  shouldCharge: c.shouldCharge,
});

async function cacProfilesOf(api: PlatformClient, connection: AdminSipConnection) {
  try {
    return await api.get(SIP_ADMIN_API.cacProfilesDefs(connection.id, connection.accountId), {
      schema: AdminCacProfileDefsResponseSchema,
    });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

type Reply = (errors: { fieldErrors: Record<string, string[]>; formErrors: string[] }) => SipDialogActionData;

/**
 * After a refused or failed PATCH: a 400's `field: message` lines go under the form's fields (and,
 * with `bodyField`, its other lines under that one field), so the dialog stays with what was typed;
 * anything else returns to the grid with the error_sip_update_fail toast. A 404 is the not-found page.
 */
function failed(error: unknown, request: Request, reply: Reply, fields: readonly string[], bodyField?: string) {
  if (isNotFound(error)) throw notFound();
  if (!isPlatformError(error)) throw error;
  if (error.status === 400) {
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, fields);
    if (bodyField && formErrors.length) (fieldErrors[bodyField] ??= []).push(...formErrors.splice(0));
    if (Object.keys(fieldErrors).length > 0) return json(reply({ fieldErrors, formErrors }), { status: 400 });
  }
  return redirectWithToast(sipListHref(new URL(request.url).search), toastsFromError(error, MSG.error_sip_update_fail));
}

const saved = (request: Request, message: string) =>
  redirectWithToast(sipListHref(new URL(request.url).search), { type: "success", message });

// ---- Call-limit profile: GET cacProfilesDefs?id&userId, PATCH cacProfile?id&userId { cacProfile } ----

export async function loadCacProfileDialog(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<CacProfileDialogData> {
  const { api } = await requireSipUpdate(request, context);
  const connection = await sipConnectionOf(api, id);
  const defs = await cacProfilesOf(api, connection);
  const params = defs.adminConfigParams[0];
  return {
    connection: brief(connection),
    profiles: params.enum,
    selected: defs.current ?? params.default ?? params.enum[0]?.profileId ?? "",
  };
}

export async function cacProfileAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireSipUpdate(request, context);
  const connection = await sipConnectionOf(api, id);
  const defs = await cacProfilesOf(api, connection);
  const schema = cacProfileFormSchema(defs.adminConfigParams[0].enum.map((p) => p.profileId));
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await api.patch(SIP_ADMIN_API.cacProfile(connection.id, connection.accountId), {
      cacProfile: submission.value[CAC_FIELD],
    });
  } catch (error) {
    return failed(error, request, (errors) => submission.reply(errors), [CAC_FIELD]);
  }
  return saved(request, MSG.success_sip_cac_profile);
}

// ---- SBC override: GET overrideSbcConfig, PATCH with the object as the body ----

export async function loadSbcOverrideDialog(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<SbcOverrideDialogData> {
  const { api } = await requireSipUpdate(request, context);
  const connection = await sipConnectionOf(api, id);
  try {
    const { overrideSbcConfig } = await api.get(SIP_ADMIN_API.overrideSbcConfig(connection.id, connection.accountId), {
      schema: SipOverrideResponseSchema,
    });
    return { connection: brief(connection), text: JSON.stringify(overrideSbcConfig, null, 2) };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

export async function sbcOverrideAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireSipUpdate(request, context);
  const connection = await sipConnectionOf(api, id);
  const submission = parseWithZod(await request.formData(), { schema: SbcOverrideFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await api.patch(
      SIP_ADMIN_API.overrideSbcConfig(connection.id, connection.accountId),
      submission.value[OVERRIDE_FIELD],
    );
  } catch (error) {
    // The platform's refusal of the body ("labels_invalid_json_format") is about the one field.
    return failed(error, request, (errors) => submission.reply(errors), [OVERRIDE_FIELD], OVERRIDE_FIELD);
  }
  return saved(request, MSG.success_sip_override);
}

// ---- SIP charge: PATCH connections/admin/{id}/shouldChargeSip { shouldCharge } ----

export async function loadChargeDialog(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<ChargeDialogData> {
  const { api } = await requireSipUpdate(request, context);
  return { connection: brief(await sipConnectionOf(api, id)) };
}

export async function chargeAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireSipUpdate(request, context);
  const connection = await sipConnectionOf(api, id);
  const submission = parseWithZod(await request.formData(), { schema: ChargeFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const shouldCharge = submission.value[CHARGE_FIELD];
  try {
    await api.patch(SIP_ADMIN_API.shouldChargeSip(connection.id), { shouldCharge });
  } catch (error) {
    return failed(error, request, (errors) => submission.reply(errors), [CHARGE_FIELD]);
  }
  return saved(request, shouldCharge ? MSG.success_sip_charge_on : MSG.success_sip_charge_off);
}
