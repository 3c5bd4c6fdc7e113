import { lazy, Suspense, useId, useState, useSyncExternalStore, type ComponentType } from "react";

const noSubscription = () => () => {};

/** True while React hydrates the server's HTML (it reads the server's snapshot then), false in any later render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export interface StaticIslandOptions<P> {
  /**
   * The component for the server's render. Import it from a `.server` module: the browser bundle
   * replaces those with empty modules, so its code (and its libraries) never reach the page.
   */
  server: ComponentType<P> | undefined;
  /** The same component for a render in the browser (new props, or a page shown by navigation): its own chunk, loaded then. */
  load: () => Promise<ComponentType<P>>;
  /** Whether two sets of props draw the same picture (then the server's markup stays as it is). */
  same: (a: P, b: P) => boolean;
}

/**
 * A part of a page that is static markup (SVG, plain links: nothing to hydrate) drawn by a large
 * library (issue 15 "move what a first page does not need behind an island"). The server renders it
 * as usual; hydration adopts the server's markup as it stands instead of running the component, so a
 * first visit downloads none of its code. Only when the browser must draw it itself (other props, or
 * a page reached by client-side navigation) is the component's chunk loaded, showing the previous
 * picture (or nothing) meanwhile.
 */
export function staticIsland<P extends object>({ server, load, same }: StaticIslandOptions<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function StaticIsland(props: P) {
    const id = useId();
    const hydrating = useHydrating();
    // Read once, in the render that hydrates this island: the server's markup for these props.
    const [adopted] = useState(() =>
      hydrating && typeof document !== "undefined"
        ? { props, html: document.getElementById(id)?.innerHTML ?? "" }
        : null,
    );
    if (typeof document === "undefined") {
      const Server = server as ComponentType<P>;
      return (
        <div id={id}>
          <Server {...props} />
        </div>
      );
    }
    const serverMarkup = adopted ? (
      <div id={id} dangerouslySetInnerHTML={{ __html: adopted.html }} suppressHydrationWarning />
    ) : null;
    if (adopted && same(adopted.props, props)) return serverMarkup;
    return (
      <Suspense fallback={serverMarkup}>
        <div id={id}>
          <Lazy {...props} />
        </div>
      </Suspense>
    );
  }
  return StaticIsland;
}
