import type { AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import { PHONES_PATHS, TestCallAnswerSchema } from "../../../contract/wire/phones";
import { callDetailsHref } from "~/features/call-history/mode";
import { runRecordAction } from "~/features/entities/record-action.server";
import { NUMBERS_RESOURCE } from "./resource";

/**
 * POST /portal/numbers/:id/test-call: the platform places a call to the number now (its own bot or
 * where the account's rules send it) and the call opens in the call history; a refusal (not active,
 * nothing answers) goes back to the number's view saying why.
 */
export const numberTestCallAction = (request: Request, context: AppLoadContext, id: string) =>
  runRecordAction(request, context, NUMBERS_RESOURCE, id, "test-call", async ({ api }) => {
    const { callId } = await api.post(PHONES_PATHS.testCall(id), {}, { schema: TestCallAnswerSchema });
    return {
      to: callDetailsHref("portal", callId, ""),
      toast: { type: "success", message: MSG.success_test_call_placed },
    };
  });
