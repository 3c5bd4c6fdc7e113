import createEmotionServer from "@emotion/server/create-instance";
import Button from "@mui/joy/Button";
import Chip from "@mui/joy/Chip";
import { CacheProvider } from "@emotion/react";
import { keyframes, Global } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createEmotionCache } from "../../../app/styles/emotion-cache";
import { componentStyleTags } from "../../../app/styles/shared-styles.server";

const spin = keyframes`from { opacity: 0 } to { opacity: 1 }`;

/** One page's render: two Joy components and a global rule, as entry.server renders them. */
function renderPage() {
  const cache = createEmotionCache({ prefix: false });
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ body: { animation: `${spin} 1s` } }} />
      <Button>Save</Button>
      <Chip>Active</Chip>
    </CacheProvider>,
  );
  // The classes in document order: the button's root first, then the chip's.
  const classes = [...html.matchAll(/class="[^"]*\bcss-([a-zA-Z0-9_-]+)/g)].map((m) => m[1]);
  return { cache, html, emotionTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)), classes };
}

describe("a page's component CSS (shared stylesheet + inline rest)", () => {
  it("inlines exactly what emotion's own extraction does when there is no shared stylesheet", () => {
    const { cache, html, emotionTags } = renderPage();
    expect(componentStyleTags(cache, html, undefined, null)).toBe(emotionTags);
  });

  it("links the shared stylesheet, names its classes for the browser's cache, and inlines only the rest", () => {
    const { cache, html, classes } = renderPage();
    const [button, chip] = classes;
    const tags = componentStyleTags(cache, html, "n0nce", {
      href: "/build/_assets/shared-1.css",
      ids: new Set([button]),
    });
    expect(tags).toContain('<link rel="stylesheet" href="/build/_assets/shared-1.css">');
    // The browser's emotion cache reads the ids of this empty tag and never inserts them again.
    expect(tags).toContain(`<style data-emotion="css ${button}" nonce="n0nce"></style>`);
    const inline = /<style data-emotion="css ([^"]*)" nonce="n0nce">([^<]+)<\/style>$/.exec(tags)!;
    expect(inline[1].split(" ")).toContain(chip);
    expect(inline[1].split(" ")).not.toContain(button);
    expect(inline[2]).not.toContain(`.css-${button}`);
    // Global rules (here a keyframes animation) stay inline whatever the stylesheet holds.
    expect(tags).toMatch(/<style data-emotion="css-global [^"]+" nonce="n0nce">[^<]*@keyframes/);
  });
});
