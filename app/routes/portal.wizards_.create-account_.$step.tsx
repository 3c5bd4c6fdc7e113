import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { WizardStepPage } from "~/features/wizards/WizardStepPage";
import { loadWizardStep, wizardStepAction } from "~/features/wizards/wizards.server";
import { WIZARD_STEP_I18N } from "~/features/wizards/step-i18n";

/** The translations this route adds to its parents': the wizards' and those of the entity dialogs its steps show. */
export const handle = WIZARD_STEP_I18N;

/** /portal/wizards/create-account/<step>: the region, then the new account's name and description. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadWizardStep(request, context, "create-account", params.step);

/** The step's answer: the region, or the account form (the new account, signed in to). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  wizardStepAction(request, context, "create-account", params.step);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? BRAND_NAME },
];

export default WizardStepPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
