import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { WizardStepPage } from "~/features/wizards/WizardStepPage";
import { loadWizardStep, wizardStepAction } from "~/features/wizards/wizards.server";
import { WIZARD_STEP_I18N } from "~/features/wizards/step-i18n";

/** The translations this route adds to its parents': the wizards' and those of the entity dialogs its steps show. */
export const handle = WIZARD_STEP_I18N;

/**
 * /portal/wizards/<kind>/<step>: one step of a wizard (a nested route: works without JavaScript and
 * after a reload). `?create` shows the step entity's own create dialog over it.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadWizardStep(request, context, params.kind, params.step);

/** The step's answer: a pick, a bought number, the entity's create form or the routing rule's. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  wizardStepAction(request, context, params.kind, params.step);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: (data as { title?: string } | undefined)?.title ?? BRAND_NAME },
];

export default WizardStepPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
