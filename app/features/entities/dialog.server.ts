/**
 * The dialogs of every entity (ADR 010, ADR 014): create, edit and delete as nested-route form
 * actions, and the loaders of create, view, edit and delete, for the customer and the admin screen
 * alike (the mode picks the guard and where a write leads). The resource says what the form is, which
 * fields are secret and what each toast says; an entity passes only what is its own (the choices its
 * form offers). Each reads top-down: guard → parse → call → answer. A refused
 * form answers 400 with the errors on their fields and keeps what was typed (secrets excepted); a
 * platform refusal puts its `field: message` lines under their fields; "Continue" (JavaScript off)
 * re-renders the form with the fields the chosen options take and saves nothing, and so does a
 * conform list button (a list's "Add" and "Remove", JavaScript off).
 */
import type { RouteArgs } from "./route-args";
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type AppLoadContext,
} from "@remix-run/node";
import type { z } from "zod";
import { EntityCreatedSchema, entityPaths } from "../../../contract/entities";
import { GENERIC_ERROR, isMessageKey } from "../../../contract/messages";
import { platformFormErrors } from "~/services/form-errors.server";
import { isTrialAccount } from "~/features/session/subscription";
import { isNotFound, isPlatformError, type PlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";
import {
  fetchRecord,
  notFound,
  requireAdminDelete,
  requireAdminRecord,
  requireAdminWrite,
  requireEntityAction,
  requireOwnRecord,
} from "./guard.server";
import { CONTINUE_INTENT, listPath, recordHref, type EntityMode, type EntityResource } from "./resource";
import { savedRecordPlace, type SavedRecordPlace } from "./saved-record.server";

type FormSchema = z.ZodTypeAny;

const backToList = (resource: EntityResource, request: Request, mode: EntityMode = "portal") =>
  `${listPath(resource, mode)}${new URL(request.url).search}`;

/** The create's and the edit's schemas (an edit without its own takes the create's) and the secret fields. */
function formOf(resource: EntityResource) {
  const form = resource.form;
  if (!form?.create) throw notFound();
  const create = form.create;
  return { create, edit: form.edit ?? (() => create), secrets: form.secrets ?? [] };
}

/** What a dialog's own data (the choices its form offers) is made from. */
export interface DialogContext<Detail> {
  request: Request;
  context: AppLoadContext;
  api: PlatformClient;
  user: CurrentUser;
  record: Detail | null;
  action: "create" | "view" | "edit";
  mode: EntityMode;
}
/** An entity's own dialog data beside its record (regions, the account's bots to choose from). */
export type DialogData<Detail, Extra> = (dialog: DialogContext<Detail>) => Promise<Extra> | Extra;

/**
 * The form as conform reads it. A conform control button (a list's "Add" or "Remove": a submit
 * button named `__intent__`) is not a submission to save: conform answers it without a status. A
 * malformed `__intent__` (no form of ours sends one) is a 400.
 */
function parseForm(formData: FormData, schema: FormSchema) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    throw json({ messages: [] }, { status: 400 });
  }
}

/**
 * The posted form. A resource with file inputs (`uploads`) posts multipart: each file is read as text
 * into its field, and a part past its size is not read further (null: the form is refused on that field).
 */
async function readForm(request: Request, resource: EntityResource): Promise<FormData | null> {
  const uploads = resource.uploads;
  if (!uploads || !(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data"))
    return request.formData();
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: Math.max(...Object.values(uploads)) }),
    );
  } catch {
    return null;
  }
  for (const name of Object.keys(uploads)) {
    const file = form.get(name);
    if (file !== null && typeof file !== "string") form.set(name, file.size > uploads[name] ? "" : await file.text());
  }
  return form;
}

/** Fields never sent back to the form: its secrets, and its files' contents (a browser cannot put them back in a file input). */
const hiddenFields = (resource: EntityResource, secrets: readonly string[]) => [
  ...secrets,
  ...Object.keys(resource.uploads ?? {}),
];

/** A file past its size: refused on its field (what else was typed is not read, so not shown again). */
const uploadTooLarge = (resource: EntityResource) =>
  json(
    {
      status: "error",
      error: Object.fromEntries(
        Object.keys(resource.uploads ?? {}).map((name) => [name, ["validation_file_too_large"]]),
      ),
    },
    { status: 400 },
  );

/**
 * Where a write leads: a dialog of the written record (resource.afterWrite), or the list on the page
 * that holds it, the record marked (docs/adding-an-entity-screen.md#a-record-just-saved).
 */
async function afterWrite(
  written: { api: PlatformClient; user: CurrentUser; id: string },
  resource: EntityResource,
  request: Request,
  mode: EntityMode,
  write: "create" | "edit",
): Promise<SavedRecordPlace> {
  const search = new URL(request.url).search;
  const dialog = resource.afterWrite?.[write];
  if (dialog) return { href: recordHref(resource, mode, written.id, dialog, search), toasts: [] };
  const accountId = mode === "portal" ? written.user.accountId : undefined;
  return savedRecordPlace(written.api, resource, mode, search, written.id, accountId);
}

/** A list "Add" or "Remove" without JavaScript: the form again with the list changed, nothing saved (conform shows the list's own errors only). */
const intentReply = (submission: ReturnType<typeof parseForm>, secrets: readonly string[]) =>
  json(submission.reply({ hideFields: [...secrets] }), { status: 200 });

/** "Continue": what was typed, back in the form, without errors (the fields follow the choices made). */
function continueReply(formData: FormData, schema: FormSchema, secrets: readonly string[]) {
  const reply = parseForm(formData, schema).reply({ hideFields: [...secrets] });
  return json({ ...reply, status: undefined, error: undefined }, { status: 200 });
}

function refusal(
  resource: EntityResource,
  submission: { reply: (o: object) => unknown },
  error: PlatformError,
  secrets: readonly string[],
  write: "create" | "edit",
) {
  const { fieldErrors, formErrors } = platformFormErrors(error.messages, resource.formFields);
  // A 409 is a limit: the platform's own message when it names one of the catalogue (a trial account's
  // single number), else the resource's (a platform that answers in words: the WhatsApp provider).
  const named = formErrors.filter(isMessageKey);
  const failed = write === "create" ? resource.messages.createFailed : resource.messages.updateFailed;
  const messages =
    error.status === 409
      ? named.length > 0
        ? named
        : [resource.limitMessage ?? GENERIC_ERROR]
      : [...(failed ? [failed] : []), ...formErrors];
  return json(submission.reply({ fieldErrors, formErrors: messages, hideFields: [...secrets] }), {
    status: error.status >= 500 ? 502 : error.status === 403 ? 403 : 400,
  });
}

/** GET /<entity>/new: the create's gate, and the entity's own dialog data. */
export async function loadEntityCreate<Extra extends object = object>(
  { request, context }: RouteArgs,
  resource: EntityResource,
  mode: EntityMode = "portal",
  data?: DialogData<never, Extra>,
): Promise<{ record: null } & Extra> {
  const { api, user } =
    mode === "admin"
      ? await requireAdminWrite(request, context, resource, "create")
      : await requireEntityAction(request, context, resource, "create");
  return {
    record: null,
    ...((await data?.({ request, context, api, user, record: null, action: "create", mode })) as Extra),
  };
}

/**
 * GET /<entity>/<id> and /<id>/edit: the action's gate, then the record (the caller's own on the
 * customer screen, any account's on the admin screen), and the entity's own dialog data.
 */
export async function loadEntityRecord<Detail, Extra extends object = object>(
  { request, context, params }: RouteArgs,
  resource: EntityResource<unknown, Detail>,
  action: "view" | "edit",
  mode: EntityMode = "portal",
  data?: DialogData<Detail, Extra>,
): Promise<{ record: Detail } & Extra> {
  const id = params?.id ?? "";
  const { api, user, record } =
    mode === "portal"
      ? await requireOwnRecord(
          request,
          context,
          resource as EntityResource<unknown, Detail & { accountId?: string }>,
          action,
          id,
        )
      : action === "edit"
        ? await loadEntityAdminEdit(request, context, resource, id)
        : await requireAdminRecord(request, context, resource, id);
  return { record, ...((await data?.({ request, context, api, user, record, action, mode })) as Extra) };
}

/** A create without its answer: the new record's id (and who made it), or the reply that shows the form again. */
export type CreateOutcome =
  | { created: { id: string }; api: PlatformClient; user: CurrentUser }
  | { reply: Response; messages: readonly string[] };

/**
 * A create without its answer: the new record's id, or the reply that shows the form again (its
 * errors, "Continue", a list button) with the platform's messages when it refused. The create
 * dialog's action answers with it; so does a flow that creates the entity as one of its steps (a
 * launch wizard), which then goes on its own way. An Essential-only entity refuses a trial account's
 * valid form itself (403, the plan's message above the form): the platform would refuse it with a
 * 403, which ends the session. On the admin screen (`adminWrites`) the form names the account.
 */
export async function entityCreate(
  { request, context }: RouteArgs,
  resource: EntityResource,
  mode: EntityMode = "portal",
): Promise<CreateOutcome> {
  const { api, user } =
    mode === "admin"
      ? await requireAdminWrite(request, context, resource, "create")
      : await requireEntityAction(request, context, resource, "create");
  const { create: schema, secrets } = formOf(resource);
  const hidden = hiddenFields(resource, secrets);
  const formData = await readForm(request, resource);
  if (formData === null) return { reply: uploadTooLarge(resource), messages: [] };
  if (formData.get("intent") === CONTINUE_INTENT)
    return { reply: continueReply(formData, schema, hidden), messages: [] };
  const submission = parseForm(formData, schema);
  if (submission.status === undefined) return { reply: intentReply(submission, hidden), messages: [] };
  if (submission.status !== "success")
    return { reply: json(submission.reply({ hideFields: [...hidden] }), { status: 400 }), messages: [] };
  if (mode === "portal" && resource.essentialOnly && isTrialAccount(user)) {
    return {
      reply: json(submission.reply({ formErrors: [resource.essentialOnly], hideFields: [...hidden] }), { status: 403 }),
      messages: [resource.essentialOnly],
    };
  }
  try {
    return {
      created: await api.post(entityPaths(resource.api).create, submission.value, { schema: EntityCreatedSchema }),
      api,
      user,
    };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return { reply: refusal(resource, submission, error, hidden, "create"), messages: error.messages };
  }
}

/**
 * POST /<entity>/new: the create, then the list (or a dialog of the new record) with the created toast;
 * none where the create is the first step of a flow whose end has its own (a WhatsApp number's connect).
 */
export async function entityCreateAction(args: RouteArgs, resource: EntityResource, mode: EntityMode = "portal") {
  const { request } = args;
  const outcome = await entityCreate(args, resource, mode);
  if ("reply" in outcome) return outcome.reply;
  const created = resource.messages.created;
  const place = await afterWrite({ ...outcome, id: outcome.created.id }, resource, request, mode, "create");
  return redirectWithToast(place.href, [
    ...(created ? [{ type: "success" as const, message: created }] : []),
    ...place.toasts,
  ]);
}

/** POST /<entity>/<id>/edit: the record is looked up (the caller's own on the customer screen) before the form is read. */
export async function entityEditAction(
  { request, context, params }: RouteArgs,
  resource: EntityResource,
  mode: EntityMode = "portal",
) {
  const id = params?.id ?? "";
  const { api, user, record } =
    mode === "admin"
      ? await loadEntityAdminEdit(request, context, resource, id)
      : await requireOwnRecord(
          request,
          context,
          resource as EntityResource<unknown, { accountId?: string }>,
          "edit",
          id,
        );
  const { edit, secrets } = formOf(resource);
  const hidden = hiddenFields(resource, secrets);
  const formData = await readForm(request, resource);
  if (formData === null) return uploadTooLarge(resource);
  const set = Object.entries((record as { secretsSet?: Record<string, boolean> }).secretsSet ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  const schema = edit(set);
  if (formData.get("intent") === CONTINUE_INTENT) return continueReply(formData, schema, hidden);
  const submission = parseForm(formData, schema);
  if (submission.status === undefined) return intentReply(submission, hidden);
  if (submission.status !== "success") return json(submission.reply({ hideFields: [...hidden] }), { status: 400 });
  try {
    await api.patch(entityPaths(resource.api).one(id), submission.value);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return refusal(resource, submission, error, hidden, "edit");
  }
  const place = await afterWrite({ api, user, id }, resource, request, mode, "edit");
  return redirectWithToast(place.href, [
    { type: "success", message: resource.messages.updated ?? GENERIC_ERROR },
    ...place.toasts,
  ]);
}

/** The confirmation field of an admin delete: it names the record, so only the dialog's own form deletes it. */
export const ADMIN_DELETE_CONFIRM_FIELD = "confirm";

/**
 * GET /<entity>/<id>/delete: the danger confirmation names the record (the caller's own; on the admin
 * screen any account's, with its account).
 */
export async function loadEntityDelete(
  { request, context, params }: RouteArgs,
  resource: EntityResource<unknown, { accountId?: string; name: string; accountName?: string }>,
  mode: EntityMode = "portal",
) {
  const id = params?.id ?? "";
  if (mode === "admin") {
    const { record } = await requireAdminDelete(request, context, resource, id);
    return { id, name: record.name, accountName: record.accountName ?? null };
  }
  const { record } = await requireOwnRecord(request, context, resource, "delete", id);
  return { id, name: record.name, accountName: null };
}

/**
 * POST /<entity>/<id>/delete, after the danger confirmation; failures come back line by line. An
 * administrator deletes any account's record, so the admin form must name it (`confirm`, the dialog's
 * hidden field): any other post is a 400 and deletes nothing.
 */
export async function entityDeleteAction(
  { request, context, params }: RouteArgs,
  resource: EntityResource,
  mode: EntityMode = "portal",
) {
  const id = params?.id ?? "";
  let api: PlatformClient;
  if (mode === "admin") {
    ({ api } = await requireAdminDelete(request, context, resource, id));
    if ((await request.formData()).get(ADMIN_DELETE_CONFIRM_FIELD) !== id)
      throw json({ messages: [] }, { status: 400 });
  } else {
    ({ api } = await requireOwnRecord(
      request,
      context,
      resource as EntityResource<unknown, { accountId?: string }>,
      "delete",
      id,
    ));
  }
  const back = backToList(resource, request, mode);
  try {
    await api.del(entityPaths(resource.api).one(id));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirectWithToast(back, { type: "success", message: resource.messages.deleted });
}

/** GET /admin/<entity>/<id>/edit: the write's gate, then any account's record. */
async function loadEntityAdminEdit<Detail>(
  request: Request,
  context: AppLoadContext,
  resource: EntityResource<unknown, Detail>,
  id: string,
) {
  const signedIn = await requireAdminWrite(request, context, resource, "edit");
  return { ...signedIn, record: await fetchRecord(signedIn.api, resource, id) };
}
