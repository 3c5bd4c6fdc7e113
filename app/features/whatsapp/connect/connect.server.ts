/**
 * Creation steps 2 and 3 (docs/product.md#whatsapp-numbers "WhatsApp number creation"): the provider's sign-up window,
 * then the finalize call with its code, event and ids. The embedded platform plays the provider; its
 * window returns to the console's callback route with the code.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { WHATSAPP } from "../../../../contract/limits/whatsapp";
import { MSG } from "../../../../contract/messages";
import { SIGNUP_CALLBACK_PARAMS, WhatsAppFinalizeSchema, WhatsAppSignupSchema } from "../../../../contract/wire/whatsapp";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { requireOwnWhatsAppNumber } from "../guard.server";
import { listHref, signupCallbackPath, WHATSAPP_API } from "../paths";

export interface ConnectData {
  id: string;
  name: string;
  /** The provider's one-time sign-up window (same origin: the platform's page). */
  signupUrl: string;
}

export interface SignupOutcome {
  id: string;
  event: string | null;
  code: string | null;
  wabaId: string | null;
  waPhoneNumberId: string | null;
}

/** The connect dialog: a number waiting for its sign-up, and a fresh sign-up window for it. */
export async function loadConnect(request: Request, context: AppLoadContext, id: string): Promise<ConnectData> {
  // The guard's lookup is the number's row: its name is all the dialog shows of it.
  const { api, row } = await requireOwnWhatsAppNumber(request, context, "create", id);
  const back = listHref("portal", new URL(request.url).search);
  try {
    const { url } = await api.post(WHATSAPP_API.signup(id), { returnTo: signupCallbackPath(id) }, { schema: WhatsAppSignupSchema });
    return { id, name: row.name, signupUrl: url };
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    // Not waiting for a sign-up any more (finalized, failed): back to the list with the reason.
    throw await redirectWithToast(back, [{ type: "danger", message: MSG.error_whatsapp_connect }, ...error.messages.map((m) => ({ type: "danger" as const, message: m }))]);
  }
}

/** What the sign-up window returned (callback query or the popup's message). */
export function signupOutcome(id: string, params: URLSearchParams | FormData): SignupOutcome {
  const read = (name: string) => {
    const v = params.get(name);
    return typeof v === "string" && v !== "" ? v.slice(0, 500) : null;
  };
  return {
    id,
    event: read(SIGNUP_CALLBACK_PARAMS.event),
    code: read(SIGNUP_CALLBACK_PARAMS.code),
    wabaId: read(SIGNUP_CALLBACK_PARAMS.wabaId),
    waPhoneNumberId: read(SIGNUP_CALLBACK_PARAMS.waPhoneNumberId),
  };
}

async function finalize(api: PlatformClient, id: string, form: FormData) {
  const outcome = signupOutcome(id, form);
  if (outcome.event === WHATSAPP.SIGNUP_CANCEL_EVENT) return { ok: false as const, errors: [MSG.error_whatsapp_connect, MSG.labels_whatsapp_signup_cancelled] };
  const body = WhatsAppFinalizeSchema.safeParse(outcome);
  if (!body.success) return { ok: false as const, errors: [MSG.error_whatsapp_connect] };
  try {
    await api.patch(WHATSAPP_API.final(id), body.data);
    return { ok: true as const };
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404 });
    if (!isPlatformError(error)) throw error;
    return { ok: false as const, errors: [MSG.error_whatsapp_connect, ...error.messages] };
  }
}

/**
 * The finalize call of the connect dialog (the popup's result) and of the callback page (no
 * JavaScript): 'WhatsApp number finalized successfully' on the list, or the failure in place.
 */
export async function finalizeAction(request: Request, context: AppLoadContext, id: string, listSearch: string) {
  const { api } = await requireOwnWhatsAppNumber(request, context, "create", id);
  const result = await finalize(api, id, await request.formData());
  const back = listHref("portal", listSearch);
  if (result.ok) return redirectWithToast(back, { type: "success", message: MSG.success_whatsapp_finalized });
  return json({ errors: result.errors }, { status: 400 });
}

/** The callback page: the signed-in owner of the sign-up, and what the window returned. */
export async function loadSignupCallback(request: Request, context: AppLoadContext, id: string): Promise<SignupOutcome> {
  // The guard answers another account's id with a 404, as in the dialogs.
  await requireOwnWhatsAppNumber(request, context, "create", id);
  const outcome = signupOutcome(id, new URL(request.url).searchParams);
  if (!outcome.event) throw redirect(listHref("portal"));
  return outcome;
}
