import { Outlet, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { lazyIsland } from "~/components/islands/lazy-island";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { JoyScope as ServerJoyScope } from "./JoyScope.server";

/** A route handle's `plain`: the route's own modules render no Joy component (JoyScope.tsx). */
export interface JoyHandle {
  plain?: boolean;
}

/**
 * The scope as an island: a page whose route is not plain hydrates its content once the scope's
 * chunk is there (the server's HTML stays meanwhile); a plain page never loads it.
 */
const JoyScopeIsland = lazyIsland<{ children: ReactNode }>({
  server: ServerJoyScope,
  load: () => import("./JoyScope").then((module) => module.JoyScope),
});

/**
 * An `<Outlet />` inside Joy's theme. Given the outlet's own `routeId`, it leaves a plain child route
 * out of the scope.
 */
export function ScopedOutlet({ routeId, context }: { routeId?: string; context?: unknown }) {
  const matches = useMatches();
  const child = routeId === undefined ? undefined : matches[matches.findIndex((match) => match.id === routeId) + 1];
  if ((child?.handle as JoyHandle | undefined)?.plain === true) return <Outlet context={context} />;
  return (
    <JoyScopeIsland>
      <Outlet context={context} />
    </JoyScopeIsland>
  );
}
