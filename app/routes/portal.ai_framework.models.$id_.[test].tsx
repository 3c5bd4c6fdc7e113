import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadModelTest, testStoredModel } from "~/features/ai-models/test.server";
import { TestConnectionDialog } from "~/features/ai-models/TestConnectionDialog";

/**
 * /portal/ai_framework/models/:id/test (the file name's brackets keep "test" a path segment: the build
 * ignores *.test.tsx files): a stored model's Test connection (the update gate: it uses the
 * stored key); its POST makes the smallest request through the platform and shows the result.
 */
export const loader = (args: LoaderFunctionArgs) => loadModelTest(args);
export const action = (args: ActionFunctionArgs) => testStoredModel(args);

export default TestConnectionDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
