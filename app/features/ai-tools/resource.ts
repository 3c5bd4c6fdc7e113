/**
 * AI tools as an entity screen (docs/features/ai-framework.md#tools; ADR 014): /portal/ai_framework/tools
 * and the admin's read-only /admin/ai_framework/tools (docs/product.md#ai-framework), the tools
 * contract, the AIFRAMEWORK gates (docs/product.md#role-names). A tool's own dialog is `test` (its
 * Test: sample arguments, then the trace), behind the edit gate: it makes the tool's request with the
 * stored header values, as the platform's endpoint requires.
 */
import { AI_TOOLS } from "../../../contract/limits/ai";
import { MSG } from "../../../contract/messages";
import { ROLES } from "../../../contract/roles";
import {
  AI_TOOL_KINDS,
  AI_TOOLS_API,
  AI_TOOLS_LIST_SPEC,
  AiToolCreateSchema,
  AiToolDetailSchema,
  aiToolFormSchema,
  AiToolRowSchema,
  type AiToolDetail,
  type AiToolRow,
} from "../../../contract/wire/aiTools";
import type { EntityResource } from "~/features/entities/resource";
import { crudGates } from "~/features/navigation/gates";

const GATES = crudGates(
  ROLES.AIFRAMEWORK_CREATE,
  ROLES.AIFRAMEWORK_READ,
  ROLES.AIFRAMEWORK_UPDATE,
  ROLES.AIFRAMEWORK_DELETE,
);

/** The record action of a tool's Test (its path `/<id>/test`). */
export const AI_TOOL_TEST_ACTION = "test";

/** Every header row's value field (`headers[i].value`). */
const HEADER_VALUE_FIELDS = Array.from({ length: AI_TOOLS.HEADERS_MAX }, (_, i) => `headers[${i}].value`);

/** The form's fields, each a `field: message` target of a platform refusal (rows and headers by their list). */
const FORM_FIELDS = [
  "name",
  "description",
  "parametersMode",
  "parameters",
  "parametersSchema",
  "method",
  "url",
  "headers",
  "bodyTemplate",
  "timeoutSeconds",
  "answerPath",
  "mockAnswer",
] as const;

export const AI_TOOLS_RESOURCE: EntityResource<AiToolRow, AiToolDetail> = {
  key: "ai_tools",
  ns: "ai-tools",
  paths: { portal: "/portal/ai_framework/tools", admin: "/admin/ai_framework/tools" },
  api: AI_TOOLS_API,
  listSpec: AI_TOOLS_LIST_SPEC,
  rowSchema: AiToolRowSchema,
  detailSchema: AiToolDetailSchema,
  gates: GATES,
  // Header values are write-only: a refused form, "Continue" or a list button never sends them back.
  form: { create: AiToolCreateSchema, edit: aiToolFormSchema, secrets: HEADER_VALUE_FIELDS },
  messages: {
    created: MSG.success_ai_tool_created,
    updated: MSG.success_ai_tool_updated,
    deleted: MSG.success_ai_tool_deleted,
  },
  actions: { portal: { record: { [AI_TOOL_TEST_ACTION]: GATES.edit } } },
  sortable: ["name", "accountName", "kind", "description", "method", "url", "timeoutSeconds", "createdAt"],
  defaultSort: { field: "name", direction: "asc" },
  hiddenByDefault: { portal: ["id", "createdAt"], admin: ["accountId", "id", "timeoutSeconds", "createdAt"] },
  filters: [{ param: "kind", field: "kind", values: AI_TOOL_KINDS }],
  limitMessage: MSG.warning_max_ai_tools_reached,
  formFields: FORM_FIELDS,
  // The pre-defined tools are read-only: no Edit, no Delete (the platform refuses both).
  rowAllows: (row, action) => action === "view" || !row.builtIn,
};
