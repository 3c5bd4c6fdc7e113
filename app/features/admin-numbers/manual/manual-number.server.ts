/**
 * The manual number (docs/product.md#admin-dialogs "Admin dialogs", #manual-number "Manual number", #admin-and-ai-calls "PATCH
 * {phones}/Admin/ManualNumber"): an administrator adds a number to a client account by hand. The
 * form is checked with the same schema in the browser and here, so invalid input never reaches the
 * platform; the account name of the payload is looked up from the chosen client, never typed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { DEFAULT_CONNECTIVITY_PROVIDER } from "../../../../contract/enums/accounts";
import { MSG } from "../../../../contract/messages";
import type { AccountListItem } from "../../../../contract/wire/accounts";
import { ManualNumberFormSchema, type ManualNumber } from "../../../../contract/wire/admin";
import { ConnectivityProvidersResponseSchema, ManualNumberResultSchema } from "../../../../contract/wire/phones";
import type { Region } from "../../../../contract/wire/settings";
import { accountById, accountOptions, accountSearchOf } from "~/features/admin-accounts/picker/accounts-page.server";
import type { AccountOptions } from "~/features/admin-accounts/picker/params";
import { platformFormErrors } from "~/services/form-errors.server";
import { isNotFound, isPlatformError, type PlatformClient } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";
import { redirectWithToast } from "~/toast/toast.server";
import { savedRecordPlace } from "~/features/entities/saved-record.server";
import { NUMBERS_RESOURCE } from "~/features/numbers/resource";
import { requireManualNumber } from "../guard.server";
import { PHONES_API } from "../paths";
import { MANUAL_NUMBER_FIELDS, MANUAL_NUMBER_INTENT } from "./form";

export interface ManualNumberDialogData {
  regions: Region[];
  /** Connectivity providers, "System default" first. */
  providers: string[];
  /** The client dropdown's first page. */
  accounts: AccountOptions;
}

export interface ManualNumberActionData {
  result: SubmissionResult<string[]>;
  /** Without JavaScript: the client list of the typed account search, and the chosen client's name. */
  accounts?: AccountOptions;
  chosen?: AccountListItem | null;
}

/** The platform's providers; "System default" alone when it lists none (a platform without the list). */
async function providersOf(api: PlatformClient): Promise<string[]> {
  try {
    return (await api.get(PHONES_API.providers, { schema: ConnectivityProvidersResponseSchema })).providers;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return [DEFAULT_CONNECTIVITY_PROVIDER];
  }
}

/** The dialog's choices: regions (base settings), providers and the first page of accounts. */
export async function loadManualNumber(request: Request, context: AppLoadContext): Promise<ManualNumberDialogData> {
  const { api } = await requireManualNumber(request, context);
  const [settings, providers, accounts] = await Promise.all([
    baseSettingsOf(context, request),
    providersOf(api),
    accountOptions(api, ""),
  ]);
  return { regions: settings?.regionsSettings ?? [], providers, accounts };
}

/** What the no-JS client field needs to show the typed search's accounts and keep the chosen one. */
async function clientChoices(
  api: PlatformClient,
  form: FormData,
): Promise<Pick<ManualNumberActionData, "accounts" | "chosen">> {
  const clientId = form.get("clientId");
  try {
    const accounts = await accountOptions(api, accountSearchOf(form));
    const listed = typeof clientId === "string" ? accounts.accounts.find((a) => a.id === clientId) : undefined;
    const chosen = listed ?? (typeof clientId === "string" && clientId ? await accountById(api, clientId) : null);
    return { accounts, chosen };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return {};
  }
}

/** The form's answer: field errors (400), the platform's refusal, or the grid with a success toast. */
export async function manualNumberAction(request: Request, context: AppLoadContext) {
  const { api } = await requireManualNumber(request, context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: ManualNumberFormSchema });

  // Without JavaScript, "Find accounts" posts the form to list other accounts: nothing is checked or sent.
  if (form.get(MANUAL_NUMBER_INTENT.name) === MANUAL_NUMBER_INTENT.findAccounts) {
    const { initialValue } = submission.reply();
    return json<ManualNumberActionData>({ result: { initialValue }, ...(await clientChoices(api, form)) });
  }
  if (submission.status !== "success") {
    return json<ManualNumberActionData>(
      { result: submission.reply(), ...(await clientChoices(api, form)) },
      { status: 400 },
    );
  }

  const input = submission.value;
  const account = await accountById(api, input.clientId);
  if (!account) {
    return json<ManualNumberActionData>(
      {
        result: submission.reply({ fieldErrors: { clientId: [MSG.validation_account_not_found] } }),
        ...(await clientChoices(api, form)),
      },
      { status: 400 },
    );
  }
  const payload: ManualNumber = {
    phoneNumber: input.phoneNumber,
    countryName: input.countryName,
    monthlyCharge: input.monthlyCharge,
    regionId: input.regionId,
    clientId: account.id,
    accountName: account.name,
    ...(input.provider ? { provider: input.provider } : {}),
  };
  let added;
  try {
    added = await api.patch(PHONES_API.manualNumber, payload, { schema: ManualNumberResultSchema });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return json<ManualNumberActionData>(
      { result: refusal(submission, error), chosen: account },
      { status: error.status >= 500 ? 502 : error.status === 409 ? 409 : 400 },
    );
  }
  // The grid the dialog was opened from, on the page that holds the new number, marked (docs/adding-an-entity-screen.md#a-record-just-saved).
  const place = await savedRecordPlace(
    api,
    NUMBERS_RESOURCE,
    "admin",
    new URL(request.url).search,
    added.id,
    undefined,
  );
  return redirectWithToast(place.href, [{ type: "success", message: MSG.success_manual_number }, ...place.toasts]);
}

interface Replying {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>;
}

/**
 * A refusal of the platform on the fields it concerns: 409 is the number in use, 404 the account gone,
 * `field: message` lines go under their fields, anything else above the form with 'Error adding the number'.
 */
function refusal(submission: Replying, error: { status: number; messages: string[] }): SubmissionResult<string[]> {
  if (error.status === 409)
    return submission.reply({ fieldErrors: { phoneNumber: [MSG.validation_phone_number_in_use] } });
  if (isNotFound(error)) return submission.reply({ fieldErrors: { clientId: [MSG.validation_account_not_found] } });
  const { fieldErrors, formErrors } = platformFormErrors(error.messages, MANUAL_NUMBER_FIELDS);
  const general =
    formErrors.length > 0 || Object.keys(fieldErrors).length === 0 ? [MSG.error_manual_number, ...formErrors] : [];
  return submission.reply({ fieldErrors, formErrors: general });
}
