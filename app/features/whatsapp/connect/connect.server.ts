/**
 * Creation steps 2 and 3 (docs/product.md#whatsapp-numbers "WhatsApp number creation"), the number's record actions
 * `connect` and `signup-callback`: the provider's sign-up window, then the finalize call with its
 * code, event and ids. The embedded platform plays the provider; its window returns to the console's
 * callback route with the code.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { WHATSAPP } from "../../../../contract/limits/whatsapp";
import { MSG } from "../../../../contract/messages";
import {
  SIGNUP_CALLBACK_PARAMS,
  whatsAppNumberPath,
  WhatsAppFinalizeSchema,
  WhatsAppSignupSchema,
} from "../../../../contract/wire/whatsapp";
import { notFound, requireOwnRecord } from "~/features/entities/guard.server";
import { runRecordAction } from "~/features/entities/record-action.server";
import { listPath, recordHref } from "~/features/entities/resource";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { WHATSAPP_RESOURCE } from "../resource";

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

const listHref = (search = "") => `${listPath(WHATSAPP_RESOURCE, "portal")}${search}`;

/** The connect dialog: a number waiting for its sign-up, and a fresh sign-up window for it. */
export async function loadConnect(request: Request, context: AppLoadContext, id: string): Promise<ConnectData> {
  const { api, record } = await requireOwnRecord(request, context, WHATSAPP_RESOURCE, "connect", id);
  try {
    const returnTo = recordHref(WHATSAPP_RESOURCE, "portal", id, "signup-callback");
    const { url } = await api.post(whatsAppNumberPath(id, "signup"), { returnTo }, { schema: WhatsAppSignupSchema });
    return { id, name: record.name, signupUrl: url };
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    // Not waiting for a sign-up any more (finalized, failed): back to the list with the reason.
    throw await redirectWithToast(listHref(new URL(request.url).search), [
      { type: "danger", message: MSG.error_whatsapp_connect },
      ...error.messages.map((m) => ({ type: "danger" as const, message: m })),
    ]);
  }
}

/** What the sign-up window returned (callback query or the popup's message). */
function signupOutcome(id: string, params: URLSearchParams | FormData): SignupOutcome {
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

/** The finalize call; the lines to show when it fails (a number gone is the caller's 404). */
async function finalize(api: PlatformClient, outcome: SignupOutcome): Promise<string[] | null> {
  if (outcome.event === WHATSAPP.SIGNUP_CANCEL_EVENT)
    return [MSG.error_whatsapp_connect, MSG.labels_whatsapp_signup_cancelled];
  const body = WhatsAppFinalizeSchema.safeParse(outcome);
  if (!body.success) return [MSG.error_whatsapp_connect];
  try {
    await api.patch(whatsAppNumberPath(outcome.id, "final"), body.data);
    return null;
  } catch (error) {
    if (isNotFound(error) || !isPlatformError(error)) throw error;
    return [MSG.error_whatsapp_connect, ...error.messages];
  }
}

/**
 * The finalize call of the connect dialog (the popup's result) and of the callback page (no
 * JavaScript): 'WhatsApp number finalized successfully' on the list (the dialog's keeps its query),
 * or the failure in place.
 */
export const finalizeAction = (
  request: Request,
  context: AppLoadContext,
  id: string,
  step: "connect" | "signup-callback",
) =>
  runRecordAction({ request, context, params: { id: id } }, WHATSAPP_RESOURCE, step, async ({ api }) => {
    const errors = await finalize(api, signupOutcome(id, await request.formData()));
    if (errors) return json({ errors }, { status: 400 });
    return {
      toast: { type: "success", message: MSG.success_whatsapp_finalized },
      to: listHref(step === "connect" ? new URL(request.url).search : ""),
    };
  });

/** The callback page: the signed-in owner of the sign-up, and what the window returned. */
export async function loadSignupCallback(
  request: Request,
  context: AppLoadContext,
  id: string,
): Promise<SignupOutcome> {
  // The guard answers another account's id with a 404, as in the dialogs.
  await requireOwnRecord(request, context, WHATSAPP_RESOURCE, "signup-callback", id);
  const outcome = signupOutcome(id, new URL(request.url).searchParams);
  if (!outcome.event) throw redirect(listHref());
  return outcome;
}
