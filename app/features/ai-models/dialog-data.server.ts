/**
 * What the model dialogs need beside the record (docs/features/ai-framework.md#models): whether the
 * user may test a stored model (the view's Test connection). The built-in model is never edited: its
 * edit opens its view.
 */
import { redirect } from "@remix-run/node";
import type { AiModelDetail } from "../../../contract/wire/aiModels";
import type { DialogContext } from "~/features/entities/dialog.server";
import { recordHref } from "~/features/entities/resource";
import { passes } from "~/features/navigation/gates";
import { AI_MODEL_TEST_ACTION, AI_MODELS_RESOURCE } from "./resource";

export interface AiModelDialogData {
  record: AiModelDetail | null;
  /** The view offers Test connection (a stored model, the customer screen, the update gate). */
  canTest: boolean;
}

export function aiModelDialogData({
  request,
  user,
  record,
  action,
  mode,
}: DialogContext<AiModelDetail>): Omit<AiModelDialogData, "record"> {
  if (record?.builtIn && action === "edit")
    throw redirect(recordHref(AI_MODELS_RESOURCE, mode, record.id, "view", new URL(request.url).search));
  const gate = AI_MODELS_RESOURCE.actions?.portal?.record?.[AI_MODEL_TEST_ACTION];
  return {
    canTest: mode === "portal" && record !== null && !record.builtIn && gate !== undefined && passes(gate, user.roles),
  };
}
