import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

export interface LazyIslandOptions<P> {
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

/**
 * A part of a page that is interactive but seldom there at first paint (a dialog a URL parameter
 * opens), behind its own chunk (issue 15 "move what a first page does not need behind an island").
 * The server renders it inside a Suspense boundary; when a page arrives with it open, React 18
 * leaves that boundary's server HTML in place (a plain form still works) and hydrates it once the
 * chunk has loaded. Opened in the browser, it shows as soon as its chunk is there.
 */
export function lazyIsland<P extends object>({ server, load, fallback }: LazyIslandOptions<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyIsland(props: P) {
    const Component = typeof document === "undefined" ? (server as ComponentType<P>) : Lazy;
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Component {...props} />
      </Suspense>
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
