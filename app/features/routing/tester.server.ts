/**
 * The rule tester (/portal/routing/tester): a GET form, so it works without JavaScript and its answer is
 * rendered on the server. Its query names the origin, the calling and called numbers and the event
 * type; the platform's tester (POST /routing/api/RoutingRules/test) answers with the matcher the
 * simulator routes its calls with. Asking changes nothing: the list's read gate is the gate.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import {
  ROUTING_TEST_PATH,
  RoutingTestAnswerSchema,
  RoutingTestSchema,
  type RoutingTestAnswer,
} from "../../../contract/wire/routing";
import { requireEntityAction } from "~/features/entities/guard.server";
import { isPlatformError } from "~/services/platform.server";
import { loadRoutingChoices } from "./dialog-data.server";
import { ROUTING_RULES_RESOURCE, TEST_PARAMS } from "./resource";

type TestField = keyof typeof TEST_PARAMS;

export interface RoutingTesterData {
  origins: { type: string; id: string; name: string }[];
  /** What was asked, as typed. */
  values: Record<TestField, string>;
  /** Message keys by field when the question is malformed. */
  errors: Partial<Record<TestField, string>>;
  answer: RoutingTestAnswer | null;
  /** The platform refused or failed: its messages. */
  failure: string[];
}

export async function loadRoutingTester(request: Request, context: AppLoadContext) {
  const { api } = await requireEntityAction(request, context, ROUTING_RULES_RESOURCE, "view");
  const params = new URL(request.url).searchParams;
  const values = Object.fromEntries(
    Object.entries(TEST_PARAMS).map(([field, param]) => [field, params.get(param) ?? ""]),
  ) as Record<TestField, string>;
  const { endpoints } = await loadRoutingChoices(api);
  const data: RoutingTesterData = { origins: endpoints, values, errors: {}, answer: null, failure: [] };
  const asked = params.has(TEST_PARAMS.calling) || params.has(TEST_PARAMS.called);
  if (asked) {
    const parsed = RoutingTestSchema.safeParse({ ...values, eventType: values.eventType || undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) data.errors[String(issue.path[0]) as TestField] ??= issue.message;
    } else {
      try {
        data.answer = await api.post(ROUTING_TEST_PATH, parsed.data, { schema: RoutingTestAnswerSchema });
      } catch (error) {
        if (!isPlatformError(error)) throw error;
        data.failure = error.messages;
      }
    }
  }
  return json(data, {
    status: Object.keys(data.errors).length ? 400 : 200,
    headers: { "Cache-Control": "private, no-store" },
  });
}
