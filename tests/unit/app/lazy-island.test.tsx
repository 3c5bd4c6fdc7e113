import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyIsland, loadPageIslands } from "../../../app/components/islands/lazy-island";

/**
 * A page that arrives with an island open loads its chunk before hydrating
 * (components/islands/lazy-island.tsx): the server's markup names the island, and the browser's
 * entry loads what it names.
 */

const Greeting = ({ who }: { who: string }) => <p>Hello {who}</p>;

/** The browser's document as far as loadPageIslands reads it: the markers of the server's markup. */
function pageOf(html: string) {
  const names = [...html.matchAll(/<template data-lazy-island="([^"]+)"><\/template>/g)].map((m) => m[1]);
  return { querySelectorAll: () => names.map((name) => ({ getAttribute: () => name })) };
}

afterEach(() => vi.unstubAllGlobals());

describe("lazy islands", () => {
  it("the server draws the island with a marker naming it; the browser loads that island's chunk once", async () => {
    const load = vi.fn(async () => Greeting);
    const Island = lazyIsland({ name: "greeting-shown", server: Greeting, load });
    const other = vi.fn(async () => Greeting);
    lazyIsland({ name: "greeting-not-shown", server: Greeting, load: other });

    const html = renderToString(<Island who="Ada" />);
    expect(html).toContain("Hello <!-- -->Ada");

    vi.stubGlobal("document", pageOf(html + html));
    await loadPageIslands();
    await loadPageIslands();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("two islands of one name are refused: the browser could not tell which chunk a page needs", () => {
    lazyIsland({ name: "twice", server: Greeting, load: async () => Greeting });
    expect(() => lazyIsland({ name: "twice", server: Greeting, load: async () => Greeting })).toThrow(/twice/);
  });
});
