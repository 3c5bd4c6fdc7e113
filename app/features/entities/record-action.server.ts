/**
 * A record's own action beside the four (ADR 014): SIP "verify", a campaign's "transition", a
 * number's "test-call". One shape for all: the action's gate (the resource's `actions.portal.record`)
 * and the caller's own record, then the call, then back to the record's view with the outcome's toast;
 * a record gone is a 404, a platform refusal its messages as toasts.
 */
import type { RouteArgs } from "./route-args";
import type { SignedIn } from "~/auth/guards.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { redirectWithToast, toastsFromError, type ToastInput } from "~/toast/toast.server";
import { notFound, requireOwnRecord } from "./guard.server";
import { recordHref, type EntityResource } from "./resource";

/**
 * What the action did: a toast on the record's view, a toast somewhere else (a test call opens its
 * call), or the action's own answer (a refusal its dialog shows in place: a WhatsApp finalize).
 */
export type RecordActionOutcome = ToastInput | { toast: ToastInput; to: string } | Response;

export async function runRecordAction<Detail extends { accountId?: string }>(
  { request, context, params }: RouteArgs,
  resource: EntityResource<unknown, Detail>,
  name: string,
  run: (signedIn: SignedIn & { record: Detail }) => Promise<RecordActionOutcome>,
) {
  const id = params?.id ?? "";
  const signedIn = await requireOwnRecord(request, context, resource, name, id);
  const back = recordHref(resource, "portal", id, "view", new URL(request.url).search);
  try {
    const outcome = await run(signedIn);
    if (outcome instanceof Response) return outcome;
    return "to" in outcome ? redirectWithToast(outcome.to, outcome.toast) : redirectWithToast(back, outcome);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isPlatformError(error)) throw error;
    return redirectWithToast(back, toastsFromError(error));
  }
}

/**
 * GET of a record action's URL: nothing of its own to show, so the list shows, after the same guard
 * (the action's gate and the caller's own record).
 */
export async function loadRecordAction(
  { request, context, params }: RouteArgs,
  resource: EntityResource<unknown, { accountId?: string }>,
  name: string,
) {
  const id = params?.id ?? "";
  await requireOwnRecord(request, context, resource, name, id);
  return null;
}
