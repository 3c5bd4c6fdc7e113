import { redirect, json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from "~/auth/redirect";
import { ACCEPT_TERMS_INTENT } from "~/components/shell/TermsDialog";
import { updateTerms } from "~/services/auth.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";

/**
 * POST /portal/accept-terms: Accept in the terms-update dialog (docs/product.md#start-up) calls UpdateTerms and
 * returns to the page the dialog covered. Its own route, so a plain form reaches this action also
 * without JavaScript (a POST to /portal itself would land on the index route).
 */
const AcceptTermsSchema = z.object({
  intent: z.literal(ACCEPT_TERMS_INTENT),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AcceptTermsSchema });
  if (submission.status !== "success") throw json({ messages: [] }, { status: 400 });
  const back = safeRedirectPath(submission.value.redirectTo, DEFAULT_AFTER_LOGIN);
  try {
    await updateTerms(api, user.id);
  } catch (error) {
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirect(back);
}

/** Nothing to show: a visit goes to the dashboard (or to sign-in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  throw redirect(DEFAULT_AFTER_LOGIN);
}
