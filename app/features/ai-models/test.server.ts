/**
 * Test connection (docs/features/ai-framework.md#models): the smallest request, made by the platform
 * (only the platform calls a provider). Two ways in, both plain form posts that work without
 * JavaScript: a stored model's record action (/portal/ai_framework/models/<id>/test, the view's
 * button), and the create and edit dialogs' "Test connection", which tests what is typed (the stored
 * key when the key is left empty) instead of saving it.
 */
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { AI_MODELS } from "../../../contract/limits/ai";
import {
  AI_MODEL_SECRETS,
  AiModelCreateSchema,
  aiModelFormSchema,
  aiModelTestPath,
  AiModelTestResultSchema,
  type AiModelDetail,
  type AiModelTestResult,
} from "../../../contract/wire/aiModels";
import { entityCreateAction, entityEditAction } from "~/features/entities/dialog.server";
import { notFound, requireEntityAction, requireOwnRecord } from "~/features/entities/guard.server";
import { runRecordAction } from "~/features/entities/record-action.server";
import { recordHref } from "~/features/entities/resource";
import type { RouteArgs } from "~/features/entities/route-args";
import { platformFormErrors } from "~/services/form-errors.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { AI_MODEL_TEST_ACTION, AI_MODEL_TEST_INTENT, AI_MODELS_RESOURCE } from "./resource";

/** What a test answers the dialog beside the form's own reply: the result, word for word. */
export interface AiModelTestReply {
  test?: AiModelTestResult;
}

const HIDE = { hideFields: [...AI_MODEL_SECRETS] };
/** The platform waits up to the model's timeout: the console waits for it (never the default platform timeout). */
const TEST_CALL = { schema: AiModelTestResultSchema, timeoutMs: AI_MODELS.TEST_CONSOLE_WAIT_MS };

async function intentOf(request: Request): Promise<FormDataEntryValue | null> {
  try {
    return (await request.clone().formData()).get("intent");
  } catch {
    return null;
  }
}

const setSecrets = (record: AiModelDetail) =>
  Object.entries(record.secretsSet)
    .filter(([, set]) => set)
    .map(([name]) => name);

/** A test of the typed form (create: the create's gate; edit: the caller's own model and the update gate). */
async function testTypedModel(args: RouteArgs, write: "create" | "edit") {
  const { request, context, params } = args;
  const id = params?.id ?? "";
  const signedIn =
    write === "create"
      ? { ...(await requireEntityAction(request, context, AI_MODELS_RESOURCE, "create")), record: null }
      : await requireOwnRecord(request, context, AI_MODELS_RESOURCE, "edit", id);
  const record = signedIn.record;
  if (record?.builtIn) throw notFound();
  const schema = record ? aiModelFormSchema(setSecrets(record)) : AiModelCreateSchema;
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return json(submission.reply(HIDE), { status: 400 });
  try {
    const test = await signedIn.api.post(aiModelTestPath(record ? id : undefined), submission.value, TEST_CALL);
    return json({ ...submission.reply(HIDE), test } satisfies AiModelTestReply);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, AI_MODELS_RESOURCE.formFields);
    return json(submission.reply({ fieldErrors, formErrors, ...HIDE }), { status: error.status >= 500 ? 502 : 400 });
  }
}

/** POST of the create and edit dialogs: "Test connection" tests what is typed; anything else is the generic write. */
export async function aiModelFormAction(args: RouteArgs, write: "create" | "edit") {
  if ((await intentOf(args.request)) === AI_MODEL_TEST_INTENT) return testTypedModel(args, write);
  return write === "create" ? entityCreateAction(args, AI_MODELS_RESOURCE) : entityEditAction(args, AI_MODELS_RESOURCE);
}

/** GET /portal/ai_framework/models/<id>/test: the test's dialog (a stored model of the caller's; the built-in one has none). */
export async function loadModelTest({ request, context, params }: RouteArgs) {
  const id = params?.id ?? "";
  const { record } = await requireOwnRecord(request, context, AI_MODELS_RESOURCE, AI_MODEL_TEST_ACTION, id);
  if (record.builtIn) throw redirect(recordHref(AI_MODELS_RESOURCE, "portal", id, "view", new URL(request.url).search));
  return { record };
}

/** POST /portal/ai_framework/models/<id>/test: the stored model's test; the result shows in the dialog. */
export const testStoredModel = (args: RouteArgs) =>
  runRecordAction(args, AI_MODELS_RESOURCE, AI_MODEL_TEST_ACTION, async ({ api, record }) => {
    if ((await args.request.formData()).get("intent") !== AI_MODEL_TEST_INTENT)
      return json({} satisfies AiModelTestReply, { status: 400 });
    const test = await api.post(aiModelTestPath(record.id), {}, TEST_CALL);
    return json({ test } satisfies AiModelTestReply);
  });
