import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cancelWizard, resumeWizard } from "~/features/wizards/wizards.server";

/** /portal/wizards/<kind>: launches the wizard, or resumes its draft at the first step not done. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => resumeWizard(request, context, params.kind);

/** Cancel (WizardCanceled): the draft is forgotten and the chooser opens again. */
export const action = ({ request, context, params }: ActionFunctionArgs) => cancelWizard(request, context, params.kind);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
