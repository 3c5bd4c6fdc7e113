import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { loadMyAccountSection, myAccountAction, type MyAccountData } from "~/features/my-account/my-account.server";
import { SECTION_COMPONENTS, type SectionResult } from "~/features/my-account/MyAccountPage";

/**
 * /portal/settings/my_account/:section (user, password, account, settings, secret, upgrade): the
 * section's form action; the page around it is the parent's, this route draws the section with the
 * action's answer (errors on their fields, what was typed), with or without JavaScript.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadMyAccountSection(request, context, params.section);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  myAccountAction(request, context, params.section);

export default function MyAccountSectionRoute() {
  const { section } = useLoaderData<typeof loader>();
  const data = useRouteLoaderData("routes/portal.settings.my_account") as MyAccountData | undefined;
  const answer = useActionData<typeof action>() as { section: string; result: SectionResult } | undefined;
  if (!data) return null;
  const Component = SECTION_COMPONENTS[section];
  return <Component data={data} lastResult={answer?.section === section ? answer.result : undefined} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
