import { Outlet, useMatches } from "@remix-run/react";
import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
// Undefined in the browser on purpose: the server renders the scope from it (as lazy-island.tsx does).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { JoyScope as ServerJoyScope } from "./JoyScope.server";

/** A route handle's `plain`: the route's own modules render no Joy component (JoyScope.tsx). */
export interface JoyHandle {
  plain?: boolean;
}

/** The one rule of both the outlet and the preloading: a route is plain when its handle says so. */
const isPlain = (route: { handle?: unknown } | undefined) => (route?.handle as JoyHandle | undefined)?.plain === true;

type Scope = ComponentType<{ children: ReactNode }>;

let loadedScope: Scope | undefined;
let loadingScope: Promise<Scope> | undefined;

/** The scope's chunk (JoyScope.tsx). entry.client waits for it before hydrating a page with Joy. */
export function loadJoyScope(): Promise<Scope> {
  loadingScope ??= import("./JoyScope").then((module) => (loadedScope = module.JoyScope));
  return loadingScope;
}

/** Whether a page of these routes (id and handle, root first) draws Joy: one of its routes is not plain. */
export function pageHasJoy(routes: readonly { id: string; handle?: unknown }[]): boolean {
  return routes.some((route) => route.id !== "root" && !isPlain(route));
}

/**
 * The scope in the browser, as a lazy component whose loader answers at once when the chunk is
 * already there (React takes any thenable, and a resolved one does not suspend): a page hydrates its
 * content with the scope entry.client loaded, instead of waiting for one more chunk after hydration
 * began (a field typed into before that would miss its handlers). Opened later by a navigation, it
 * suspends in the navigation's transition, so the previous page stays until the chunk is there.
 */
const LazyScope = lazy(() => {
  const scope = loadedScope;
  if (!scope) return loadJoyScope().then((loaded) => ({ default: loaded }));
  const resolved = { then: (resolve: (module: { default: Scope }) => void) => resolve({ default: scope }) };
  return resolved as unknown as Promise<{ default: Scope }>;
});

function ScopeIsland({ children }: { children: ReactNode }) {
  const Component = typeof document === "undefined" ? (ServerJoyScope as Scope) : LazyScope;
  return (
    <Suspense fallback={null}>
      <Component>{children}</Component>
    </Suspense>
  );
}

/**
 * An `<Outlet />` inside Joy's theme. Given the outlet's own `routeId`, it leaves a plain child route
 * out of the scope.
 */
export function ScopedOutlet({ routeId, context }: { routeId?: string; context?: unknown }) {
  const matches = useMatches();
  const child = routeId === undefined ? undefined : matches[matches.findIndex((match) => match.id === routeId) + 1];
  if (isPlain(child)) return <Outlet context={context} />;
  return (
    <ScopeIsland>
      <Outlet context={context} />
    </ScopeIsland>
  );
}
