import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

export interface LazyIslandOptions<P> {
  /** Unique among islands: the server's markup names the islands a page shows, for the browser to load them before hydrating. */
  name: string;
  /**
   * The component for the server's render. Import it from a `.server` module: the browser bundle
   * replaces those with empty modules, so the component's code (and its libraries) is not part of
   * the page's own chunks.
   */
  server: ComponentType<P> | undefined;
  /** The same component for the browser: its own chunk, loaded when it is first rendered there. */
  load: () => Promise<ComponentType<P>>;
  /** What a browser render shows until the chunk is there (nothing unless given). */
  fallback?: (props: P) => ReactNode;
}

/** The attribute of the marker an island leaves in the server's markup (and keeps in the browser's). */
const MARKER = "data-lazy-island";

/** Every island of the modules evaluated so far, by name: its chunk's loader (the page's route modules import theirs before entry.client runs). */
const islands = new Map<string, () => Promise<unknown>>();

/**
 * Loads the chunks of the islands the server's page shows; entry.client waits for them before
 * hydrating. An island hydrated without its chunk stays server markup until the chunk arrives, and
 * any update reaching it meanwhile (a context change at the root) makes React throw that markup away
 * and draw it again (React error 421), a flicker at best.
 */
export function loadPageIslands(): Promise<unknown> {
  const names = new Set([...document.querySelectorAll(`template[${MARKER}]`)].map((el) => el.getAttribute(MARKER)));
  return Promise.all([...names].map((name) => (name ? islands.get(name)?.() : undefined)));
}

/**
 * A part of a page that is interactive but seldom there at first paint (a dialog a URL parameter
 * opens), behind its own chunk (issue 15 "move what a first page does not need behind an island").
 * The server renders it with a marker naming it; a page that arrives with it open loads its chunk
 * before hydrating (loadPageIslands), so it hydrates at once. Opened in the browser, it shows as soon
 * as its chunk is there.
 */
export function lazyIsland<P extends object>({ name, server, load, fallback }: LazyIslandOptions<P>): ComponentType<P> {
  if (islands.has(name)) throw new Error(`Two lazy islands are named "${name}".`);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)));
  islands.set(name, loadOnce);
  // A loaded chunk answers with a thenable that is already resolved: React renders it without suspending.
  const Lazy = lazy(() => {
    if (!loaded) return loadOnce().then((component) => ({ default: component }));
    const component = loaded;
    const resolved = {
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return resolved as unknown as Promise<{ default: ComponentType<P> }>;
  }) as unknown as ComponentType<P>;
  function LazyIsland(props: P) {
    const Component = typeof document === "undefined" ? (server as ComponentType<P>) : Lazy;
    return (
      <>
        <template {...{ [MARKER]: name }} />
        <Suspense fallback={fallback ? fallback(props) : null}>
          <Component {...props} />
        </Suspense>
      </>
    );
  }
  return LazyIsland;
}

/**
 * A part of a page that exists only with JavaScript (a copy button: without a script it could do
 * nothing), behind its own chunk: nothing on the server or in hydration; once the page is
 * interactive, its chunk loads and it appears.
 */
export function clientIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function ClientIsland(props: P) {
    const [interactive, setInteractive] = useState(false);
    useEffect(() => setInteractive(true), []);
    return interactive ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : null;
  }
  return ClientIsland;
}
