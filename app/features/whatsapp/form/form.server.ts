/**
 * Loaders and actions of the WhatsApp dialogs (docs/product.md#whatsapp-numbers "WhatsApp number dialog", #whatsapp-numbers "WhatsApp
 * number creation", #whatsapp-calls, #whatsapp-messages): create, view, edit and delete. Every one starts with its guard; every
 * platform failure becomes the spec's message with the server's lines, never a crash.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../../contract/messages";
import { CacProfileDefsResponseSchema } from "../../../../contract/wire/admin";
import type { Region } from "../../../../contract/wire/settings";
import {
  WhatsAppNumberCreatedSchema,
  WhatsAppNumberSchema,
  WhatsAppNumberStatusSchema,
  type WhatsAppNumber,
  type WhatsAppNumberRow,
  type WhatsAppNumberStatus,
} from "../../../../contract/wire/whatsapp";
import { platformFormErrors } from "~/services/form-errors.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { findNumberRow, requireOwnWhatsAppNumber, requireWhatsAppAction, requireWhatsAppList } from "../guard.server";
import { dialogHref, listHref, WHATSAPP_API, type WhatsAppMode } from "../paths";
import { CreateFormSchema, EditFormSchema, FORM_FIELDS } from "./schema";

export interface ProfileOption {
  profileId: string;
  display: string;
}

export interface NumberFormData {
  regions: Region[];
  profiles: ProfileOption[];
  defaultProfile: string | null;
  number: WhatsAppNumber | null;
  /** The list row of the number: its status and error (view). */
  row: WhatsAppNumberRow | null;
  /** The connection flags (view); null when they could not be fetched. */
  connection: WhatsAppNumberStatus | null;
  /** Messages of a failed status fetch ('Error fetching number status'). */
  statusError: string[];
}

const notFound = () => new Response("Not found", { status: 404, statusText: "Not Found" });

async function formChoices(api: PlatformClient, context: AppLoadContext, request: Request) {
  const [settings, defs] = await Promise.all([
    baseSettingsOf(context, request),
    api.get(WHATSAPP_API.cacProfiles, { schema: CacProfileDefsResponseSchema }),
  ]);
  const params = defs.adminConfigParams[0];
  return { regions: settings?.regionsSettings ?? [], profiles: params.enum, defaultProfile: params.default ?? null };
}

/** The number of the caller's account (the platform scopes the read); a 404 for any other id. */
export async function numberOf(api: PlatformClient, id: string): Promise<WhatsAppNumber> {
  try {
    return await api.get(WHATSAPP_API.number(id), { schema: WhatsAppNumberSchema });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
}

/** The create dialog's choices. */
export async function loadCreateForm(request: Request, context: AppLoadContext): Promise<NumberFormData> {
  const { api } = await requireWhatsAppAction(request, context, "create");
  return { ...(await formChoices(api, context, request)), number: null, row: null, connection: null, statusError: [] };
}

/** The edit dialog: the number and the choices. */
export async function loadEditForm(request: Request, context: AppLoadContext, id: string): Promise<NumberFormData> {
  const { api } = await requireOwnWhatsAppNumber(request, context, "edit", id);
  const [number, choices] = await Promise.all([numberOf(api, id), formChoices(api, context, request)]);
  return { ...choices, number, row: null, connection: null, statusError: [] };
}

/**
 * The delete confirmation: only for a number of the caller's account (the guard answers another
 * account's id with a 404, before any confirmation is shown).
 */
export async function loadDeleteDialog(request: Request, context: AppLoadContext, id: string): Promise<null> {
  await requireOwnWhatsAppNumber(request, context, "delete", id);
  return null;
}

/** The view dialog (customer, and read-only for administrators): the number, its status and its connection flags. */
export async function loadViewForm(request: Request, context: AppLoadContext, mode: WhatsAppMode, id: string): Promise<NumberFormData> {
  // A customer's guard has looked the row up already (is the number theirs?); an administrator's reads it here.
  const own = mode === "admin" ? null : await requireOwnWhatsAppNumber(request, context, "view", id);
  const { api } = own ?? (await requireWhatsAppList(request, context, "admin"));
  const [number, choices, row] = await Promise.all([numberOf(api, id), formChoices(api, context, request), own?.row ?? findNumberRow(api, id)]);
  let connection: WhatsAppNumberStatus | null = null;
  let statusError: string[] = [];
  try {
    connection = await api.get(WHATSAPP_API.status(id), { schema: WhatsAppNumberStatusSchema });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    statusError = [MSG.error_whatsapp_status, ...error.messages];
  }
  return { ...choices, number, row, connection, statusError };
}

/** POST create, then the provider's sign-up (the connect dialog). */
export async function createAction(request: Request, context: AppLoadContext) {
  const { api } = await requireWhatsAppAction(request, context, "create");
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: CreateFormSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: ["pinCode"] }), { status: 400 });
  try {
    const { id } = await api.post(WHATSAPP_API.create, submission.value, { schema: WhatsAppNumberCreatedSchema });
    const search = new URL(request.url).search;
    return redirectWithToast(dialogHref("portal", `${encodeURIComponent(id)}/connect`, search), []);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, FORM_FIELDS);
    const limit = error.status === 409;
    return json(
      submission.reply({ fieldErrors, formErrors: limit ? [MSG.warning_max_whatsapp_numbers_reached] : [MSG.error_whatsapp_create, ...formErrors], hideFields: ["pinCode"] }),
      { status: error.status >= 500 ? 502 : 400 },
    );
  }
}

/** PATCH the number: 'WhatsApp number updated successfully', or 'Error updating WhatsApp number' with the server's lines. */
export async function editAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireOwnWhatsAppNumber(request, context, "edit", id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: EditFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await api.patch(WHATSAPP_API.number(id), submission.value);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, FORM_FIELDS);
    return json(submission.reply({ fieldErrors, formErrors: [MSG.error_whatsapp_update, ...formErrors] }), { status: error.status >= 500 ? 502 : 400 });
  }
  return redirectWithToast(listHref("portal", new URL(request.url).search), { type: "success", message: MSG.success_whatsapp_updated });
}

/** DELETE after the danger confirmation; failures are shown line by line (docs/product.md#whatsapp-messages). */
export async function deleteAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireOwnWhatsAppNumber(request, context, "delete", id);
  const back = listHref("portal", new URL(request.url).search);
  try {
    await api.del(WHATSAPP_API.number(id));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: MSG.success_whatsapp_deleted });
}
