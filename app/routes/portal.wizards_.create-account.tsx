import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cancelWizard, resumeWizard } from "~/features/wizards/wizards.server";

/**
 * /portal/wizards/create-account: the create-account wizard's launch or resume, and its cancel. A
 * route of its own because its gate is not the routing wizards' (CREATE_ACCOUNT_WIZARD_GATE).
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => resumeWizard(request, context, "create-account");

/** Cancel (WizardCanceled): the chooser again; without an account of one's own, /error (docs/product.md#wizards). */
export const action = ({ request, context }: ActionFunctionArgs) => cancelWizard(request, context, "create-account");

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
