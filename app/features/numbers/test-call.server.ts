import type { RouteArgs } from "~/features/entities/route-args";
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
export const numberTestCallAction = (args: RouteArgs) =>
  runRecordAction(args, NUMBERS_RESOURCE, "test-call", async ({ api }) => {
    const id = args.params?.id ?? "";
    const { callId } = await api.post(PHONES_PATHS.testCall(id), {}, { schema: TestCallAnswerSchema });
    return {
      to: callDetailsHref("portal", callId, ""),
      toast: { type: "success", message: MSG.success_test_call_placed },
    };
  });
