/**
 * AI models as an entity screen (docs/features/ai-framework.md#models; ADR 010, ADR 014):
 * /portal/ai_framework/models and the admin's read-only /admin/ai_framework/models, the models
 * contract and the AIFRAMEWORK gates (docs/product.md#portal-gates "AIFRAMEWORK_READ (AI agents
 * group)"). The built-in embedded model is listed first and offers only its view; a stored model's
 * Test connection is a record action under the update gate (it uses the stored key).
 */
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  AI_MODEL_CAPABILITIES,
  AI_MODEL_LIST_PROVIDERS,
  AI_MODEL_SECRETS,
  AI_MODELS_API,
  AI_MODELS_LIST_SPEC,
  AiModelCreateSchema,
  AiModelDetailSchema,
  aiModelFormSchema,
  AiModelRowSchema,
  type AiModelDetail,
  type AiModelRow,
} from "../../../contract/wire/aiModels";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

const AI_MODEL_GATES = crudGates(
  ROLES.AIFRAMEWORK_CREATE,
  ROLES.AIFRAMEWORK_READ,
  ROLES.AIFRAMEWORK_UPDATE,
  ROLES.AIFRAMEWORK_DELETE,
);

/** The record action of a stored model: /portal/ai_framework/models/<id>/test. */
export const AI_MODEL_TEST_ACTION = "test";
/** The form's intent of a test of what is typed (create and edit dialogs), instead of saving it. */
export const AI_MODEL_TEST_INTENT = "test";

export const AI_MODELS_RESOURCE: EntityResource<AiModelRow, AiModelDetail> = {
  key: "ai_models",
  ns: "ai-models",
  paths: { portal: "/portal/ai_framework/models", admin: "/admin/ai_framework/models" },
  api: AI_MODELS_API,
  listSpec: AI_MODELS_LIST_SPEC,
  rowSchema: AiModelRowSchema,
  detailSchema: AiModelDetailSchema,
  gates: AI_MODEL_GATES,
  form: { create: AiModelCreateSchema, edit: aiModelFormSchema, secrets: AI_MODEL_SECRETS },
  messages: {
    created: MSG.success_ai_model_created,
    updated: MSG.success_ai_model_updated,
    deleted: MSG.success_ai_model_deleted,
  },
  // Test connection sends the stored key to the provider: the update gate, as the platform's.
  actions: { portal: { record: { [AI_MODEL_TEST_ACTION]: AI_MODEL_GATES.edit } } },
  sortable: ["name", "accountName", "provider", "model", "timeoutSeconds", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "baseUrl"], admin: ["accountId", "id"] },
  filters: [{ param: "provider", field: "provider", values: AI_MODEL_LIST_PROVIDERS }],
  limitMessage: MSG.warning_max_ai_models_reached,
  formFields: [
    "name",
    "provider",
    "baseUrl",
    "modelId",
    "deployment",
    "apiVersion",
    "apiKey",
    "timeoutSeconds",
    ...AI_MODEL_CAPABILITIES,
  ],
  // The built-in model is the platform's: view only.
  rowAllows: (row, action) => action === "view" || !row.builtIn,
};
