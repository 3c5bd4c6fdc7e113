import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { BRAND_NAME } from "~/components/BrandLogo";
import { NoPermissionNotice } from "~/components/shell/NoPermissionNotice";
import { loadShellData } from "~/components/shell/shell-data.server";
import { ShellLayout } from "~/components/shell/ShellLayout";
import { ACCEPT_TERMS_INTENT } from "~/components/shell/TermsDialog";
import { RootErrorBoundary, RouteErrorBoundary } from "~/components/StatusPage";
import { requireUser } from "~/auth/guards.server";
import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from "~/auth/redirect";
import { updateTerms } from "~/services/auth.server";
import { redirectWithToast, toastsFromError } from "~/toast/toast.server";

/** /portal/*: every customer page is drawn inside this shell, and only for a signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = await requireUser(request, context);
  const { data, headers } = await loadShellData(request, context, signedIn, "portal");
  headers.set("Cache-Control", "private, no-store");
  return json(data, { headers });
}

export const meta: MetaFunction = () => [{ title: BRAND_NAME }];

const PortalActionSchema = z.object({
  intent: z.literal(ACCEPT_TERMS_INTENT),
  redirectTo: z.string().optional(),
});

/** The shell's own form: Accept in the terms-update dialog. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user, api } = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: PortalActionSchema });
  if (submission.status !== "success") throw json({ messages: [] }, { status: 400 });
  const back = safeRedirectPath(submission.value.redirectTo, DEFAULT_AFTER_LOGIN);
  try {
    await updateTerms(api, user.id);
  } catch (error) {
    return redirectWithToast(back, toastsFromError(error));
  }
  return redirect(back);
}

export default function PortalLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShellLayout data={data}>
      {data.user.roles.length === 0 ? <NoPermissionNotice supportEmail={data.help.supportEmail} /> : <Outlet />}
    </ShellLayout>
  );
}

/** A failing page keeps the shell around its error; without the shell's data, the whole-page error. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/portal");
  if (!data) return <RootErrorBoundary />;
  return (
    <ShellLayout data={data}>
      <RouteErrorBoundary />
    </ShellLayout>
  );
}
