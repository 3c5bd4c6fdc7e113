import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { aiToolTestAction, loadAiToolTest } from "~/features/ai-tools/test.server";
import { TestDialog } from "~/features/ai-tools/TestDialog";

/**
 * /portal/ai_framework/tools/:id/test (the file name escapes "test": remix.config.js ignores *.test.tsx
 * files as tests): sample arguments, then the call's status, time and body (docs/features/ai-framework.md#test).
 */
export const loader = (args: LoaderFunctionArgs) => loadAiToolTest(args);
export const action = (args: ActionFunctionArgs) => aiToolTestAction(args);

export default TestDialog;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
