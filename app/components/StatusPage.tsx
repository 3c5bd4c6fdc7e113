import { lazyIsland } from "~/components/islands/lazy-island";
import { GENERIC_ERROR, type MessageKey } from "../../contract/messages";
import type { Variant } from "./StatusPageViews";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { BoundaryContent as ServerBoundaryContent } from "./StatusPageViews.server";

/** `/error?reason=<reason>`: the reasons other screens may send a user there with, and the text each shows. */
export const ERROR_PAGE_REASONS = {
  no_admin_permissions: "error_no_admin_permissions",
  warning_no_account_assigned: "warning_no_account_assigned",
} as const satisfies Record<string, MessageKey>;

export type ErrorPageReason = keyof typeof ERROR_PAGE_REASONS;

export function errorPagePath(reason?: ErrorPageReason): string {
  return reason ? `/error?reason=${reason}` : "/error";
}

/** The message key for a `reason` parameter; anything unknown gets the generic text (never the raw query). */
export function errorPageMessage(reason: string | null | undefined): MessageKey {
  return reason && Object.hasOwn(ERROR_PAGE_REASONS, reason)
    ? ERROR_PAGE_REASONS[reason as ErrorPageReason]
    : GENERIC_ERROR;
}

/**
 * The error boundaries, as an island: every route exports one, so its views (StatusPageViews.tsx)
 * would be in every page's first JavaScript, though a page shows them only when something failed.
 */
const BoundaryIsland = lazyIsland<{ variant: Variant; refused?: boolean }>({
  name: "status-page",
  server: ServerBoundaryContent,
  load: () => import("./StatusPageViews").then((m) => m.BoundaryContent),
});

/** A route's error boundary: `export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";` */
export function RouteErrorBoundary() {
  return <BoundaryIsland variant="inline" />;
}

/** The root's boundary: the whole screen. */
export function RootErrorBoundary() {
  return <BoundaryIsland variant="page" />;
}

/** A page the user's roles refuse, inside the shell (the layouts' 403: docs/security.md#refused-pages). */
export function RefusedPage() {
  return <BoundaryIsland variant="inline" refused />;
}
