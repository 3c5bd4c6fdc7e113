import { lazyIsland } from "~/components/islands/lazy-island";
import type { DisabledHintProps } from "./DisabledHint";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { DisabledHint as ServerDisabledHint } from "./DisabledHint.server";

/**
 * The reason of a disabled control (the call list's search over a long range) as an island: Joy's
 * tooltip is a chunk of its own, loaded by the lists that disable a control, not by every list page.
 * Until it is there, the control shows without its tooltip.
 */
export const DisabledHintIsland = lazyIsland<DisabledHintProps>({
  name: "disabled-hint",
  server: ServerDisabledHint,
  load: () => import("./DisabledHint").then((m) => m.DisabledHint),
  fallback: ({ children }) => <span>{children}</span>,
});
