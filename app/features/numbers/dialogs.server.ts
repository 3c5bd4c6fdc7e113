/**
 * The loaders and actions of the number dialogs: the generic entity dialogs (app/features/entities)
 * with the languages and voices a number may speak (LanguageVoiceNames) and its defaults
 * (DefaultConfig). Configure is the entity's edit, the release its delete, and porting a number in its
 * create (a form of its own: POST {phones}/phones with the carrier's details).
 */
import type { AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { hasRoles, ROLES } from "../../../contract/roles";
import {
  LanguageVoiceNamesSchema,
  PHONES_PATHS,
  PhoneConfigureSchema,
  PhoneDefaultConfigSchema,
  PortInSchema,
  TestCallAnswerSchema,
  type LanguageVoiceNames,
  type PhoneDefaultConfig,
  type PhoneDetail,
} from "../../../contract/wire/phones";
import { forbidden } from "~/auth/guards.server";
import { callDetailsHref } from "~/features/call-history/mode";
import { entityCreateAction, entityDeleteAction, entityEditAction, loadEntityDelete } from "~/features/entities/dialog.server";
import { requireAdminRecord, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import type { EntityMode } from "~/features/entities/resource";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import { notFound } from "~/features/entities/guard.server";
import { NUMBER_MESSAGES, NUMBERS_RESOURCE } from "./resource";

export interface NumberDialogData {
  record: PhoneDetail | null;
  languages: LanguageVoiceNames["languages"];
  defaults: PhoneDefaultConfig;
  /** The view offers "Place a test call" (an active number; the roles of TEST_CALL_ROLES). */
  canTestCall?: boolean;
}

/** A test call changes nothing of the number but places a call on it, then opens that call: both roles. */
export const TEST_CALL_ROLES = [ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ] as const;

async function choices(api: PlatformClient, record: PhoneDetail | null): Promise<NumberDialogData> {
  const [voices, defaults] = await Promise.all([
    api.get(PHONES_PATHS.languageVoiceNames, { schema: LanguageVoiceNamesSchema }),
    api.get(PHONES_PATHS.defaultConfig, { schema: PhoneDefaultConfigSchema }),
  ]);
  return { record, languages: voices.languages, defaults };
}

export async function loadNumberRecord(request: Request, context: AppLoadContext, id: string, action: "view" | "edit", mode: EntityMode = "portal"): Promise<NumberDialogData> {
  const { api, record, user } = mode === "admin" ? await requireAdminRecord(request, context, NUMBERS_RESOURCE, id) : await requireOwnRecord(request, context, NUMBERS_RESOURCE, action, id);
  const canTestCall = mode === "portal" && action === "view" && record.status === "Active" && hasRoles(user.roles, TEST_CALL_ROLES, "all");
  return { ...(await choices(api, record)), canTestCall };
}

/** The number's view after a refused test call (the toast says why). */
const numberViewPath = (id: string) => `/portal/numbers/${encodeURIComponent(id)}`;

/**
 * /portal/numbers/:id/test-call (POST): the platform places a call to the number now (its own bot or
 * where the account's rules send it) and the call opens in the call history; a refusal (not active,
 * nothing answers) goes back to the number's view saying why.
 */
export async function numberTestCallAction(request: Request, context: AppLoadContext, id: string) {
  const { api, user } = await requireOwnRecord(request, context, NUMBERS_RESOURCE, "edit", id);
  if (!hasRoles(user.roles, TEST_CALL_ROLES, "all")) throw forbidden();
  try {
    const { callId } = await api.post(PHONES_PATHS.testCall(id), {}, { schema: TestCallAnswerSchema });
    return redirectWithToast(callDetailsHref("portal", callId, ""), { type: "success", message: MSG.success_test_call_placed });
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(numberViewPath(id), toastsFromError(error));
  }
}

/** The port-in dialog: the create gate (it gives the account a number). */
export async function loadPortIn(request: Request, context: AppLoadContext): Promise<Record<string, never>> {
  await requireEntityAction(request, context, NUMBERS_RESOURCE, "create");
  return {};
}

export const loadNumberDelete = (request: Request, context: AppLoadContext, id: string) => loadEntityDelete(request, context, NUMBERS_RESOURCE, id);

export const portInNumber = (request: Request, context: AppLoadContext) => entityCreateAction(request, context, NUMBERS_RESOURCE, PortInSchema, [], NUMBER_MESSAGES);
export const configureNumber = (request: Request, context: AppLoadContext, id: string) =>
  entityEditAction(request, context, NUMBERS_RESOURCE, id, () => PhoneConfigureSchema, [], NUMBER_MESSAGES);
export const deleteNumber = (request: Request, context: AppLoadContext, id: string) => entityDeleteAction(request, context, NUMBERS_RESOURCE, id, NUMBER_MESSAGES);
