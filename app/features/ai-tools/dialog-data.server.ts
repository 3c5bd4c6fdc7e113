/**
 * What the tool dialogs need beside the record: whether the user may test it (the view's Test leads
 * to the tool's `test` dialog, customer screen only). A pre-defined tool's edit opens its view: it is
 * read-only (docs/features/ai-framework.md#pre-defined-tools).
 */
import { redirect } from "@remix-run/node";
import type { AiToolDetail } from "../../../contract/wire/aiTools";
import type { DialogContext } from "~/features/entities/dialog.server";
import { recordHref } from "~/features/entities/resource";
import { passes } from "~/features/navigation/gates";
import { AI_TOOL_TEST_ACTION, AI_TOOLS_RESOURCE } from "./resource";

export interface AiToolDialogData {
  record: AiToolDetail | null;
  /** The view offers Test (the user holds its gate, on the customer screen). */
  canTest: boolean;
}

export function aiToolDialogData({
  request,
  user,
  record,
  action,
  mode,
}: DialogContext<AiToolDetail>): Omit<AiToolDialogData, "record"> {
  if (record?.builtIn && action === "edit")
    throw redirect(recordHref(AI_TOOLS_RESOURCE, mode, record.id, "view", new URL(request.url).search));
  const test = AI_TOOLS_RESOURCE.actions?.portal?.record?.[AI_TOOL_TEST_ACTION];
  return { canTest: mode === "portal" && record !== null && test !== undefined && passes(test, user.roles) };
}
