/**
 * The user guide (docs/features/shell.md "User guide"): its pages are the README's tour and the
 * feature notes it links, plus the product rules; a URL picks a page by name only (anything else,
 * `../` included, is a 404); links between the docs lead to the guide's pages and their headings;
 * raw HTML in the Markdown is shown as text, never passed through.
 */
import { readdirSync } from "node:fs";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { USER_GUIDE_PATH } from "../../../contract/help-links";
import { guideHref, guideOf, guidePage, PRODUCT_RULES_SLUG } from "../../../app/features/user-guide/guide-pages.server";
import { lexMarkdown, renderMarkdown } from "../../../app/features/user-guide/markdown.server";
import { loader } from "../../../app/routes/help.($page)";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM } from "../../mocks/platform";

const server = mockPlatformServer();
const guide = guideOf(process.cwd());
const FEATURE_NOTES = readdirSync("docs/features")
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.replace(/\.md$/, ""));

function useBrand() {
  server.use(
    http.get(`${PLATFORM}/vaic/api/Settings/baseSettings`, () =>
      HttpResponse.json({
        regionsSettings: [],
        registrationEnabled: true,
        sessionTimeoutSeconds: 900,
        dnsTxtRegex: ".*",
        mosThresholds: { poorToFair: 2.8, fairToGood: 3.5 },
        brand: { name: "Acme Voice Cloud" },
        widgets: { chatSupportEnabled: false },
        termsVersion: 1,
      }),
    ),
  );
}

async function load(page: string | undefined) {
  const path = page === undefined ? USER_GUIDE_PATH : `${USER_GUIDE_PATH}/${encodeURIComponent(page)}`;
  return loader({
    request: consoleRequest(path),
    context: makeTestContext(),
    params: page === undefined ? {} : { page },
  });
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    const res = await promise;
    return (res as Response).status;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
const hrefsOf = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);

describe("the guide's pages", () => {
  it("are the home, every feature note in the README tour's order and the product rules", () => {
    const slugs = guide.pages.map((page) => page.slug);
    expect(slugs[0]).toBeNull();
    expect(slugs.at(-1)).toBe(PRODUCT_RULES_SLUG);
    expect([...slugs.slice(1, -1)].sort()).toEqual([...FEATURE_NOTES].sort());
    expect(guide.pages.find((p) => p.slug === "bots")).toMatchObject({
      title: "Bots",
      href: "/help/bots",
      file: "docs/features/bots.md",
    });
  });

  it("opens a known page by its name and answers 404 to any other name, a path among them", async () => {
    useBrand();
    const home = await (await load(undefined)).json();
    expect(home.isHome).toBe(true);
    expect(home.title).toBe("User guide · Acme Voice Cloud");
    expect(home.html).toContain('<a href="/help/bots">Bots</a>');
    expect(home.nav.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1);

    const bots = await (await load("bots")).json();
    expect(bots.html).toMatch(/^<h1 id="bots">Bots<\/h1>/);
    expect(bots.title).toBe("Bots · User guide · Acme Voice Cloud");
    expect(bots.nav.find((entry: { current: boolean }) => entry.current)?.href).toBe("/help/bots");

    for (const name of [
      "nope",
      "../README",
      "../../package.json",
      "..",
      "features/bots",
      "bots.md",
      "BOTS",
      "product.md",
      "",
    ]) {
      expect(await status(load(name)), name).toBe(404);
    }
    expect(guidePage(guide, "../docs/product")).toBeNull();
  });

  it("leads every link between the docs to a page of the guide and, with a fragment, to one of its headings", () => {
    const idsByHref = new Map(guide.pages.map((page) => [page.href, new Set(idsOf(guide.html.get(page.slug ?? "")!))]));
    let checked = 0;
    for (const page of guide.pages) {
      const html = guide.html.get(page.slug ?? "")!;
      for (const href of hrefsOf(html)) {
        if (/^(https?:|mailto:)/.test(href)) continue;
        const [path, fragment] = href.split("#");
        const target = path === "" ? page.href : path;
        expect(idsByHref.has(target), `${page.href}: ${href}`).toBe(true);
        if (fragment) expect(idsByHref.get(target)!.has(fragment), `${page.href}: ${href}`).toBe(true);
        checked++;
      }
      // A file that is no page of the guide (a decision record, a source file) keeps its text, without a link.
      expect(html, page.href).not.toMatch(/href="[^"]*\.md/);
      expect(new Set(idsOf(html)).size, `${page.href}: repeated ids`).toBe(idsOf(html).length);
    }
    // The feature notes cite the product rules' headings by the dozen.
    expect(checked).toBeGreaterThan(100);
    expect(guide.html.get("billing")).toContain(`href="${guideHref(PRODUCT_RULES_SLUG)}#billing"`);
  });
});

describe("the Markdown renderer", () => {
  const render = (text: string) => renderMarkdown(lexMarkdown(text), (href) => (href === "ok.md" ? "/help/ok" : null));

  it("shows raw HTML as text, block and inline", () => {
    const html = render('<script>alert(1)</script>\n\nA <img src=x onerror="alert(2)"> and <month>.');
    expect(html).not.toMatch(/<script|<img|<month/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;month&gt;");
    // The docs' own: billing's "<month>" in a sentence.
    expect(guide.html.get("billing")).toContain("&lt;month&gt;");
  });

  it("keeps a link the resolver knows, and only the text of any other", () => {
    expect(render("[a](ok.md) [b](javascript:alert(1)) [c](../secret.md)")).toBe(
      '<p><a href="/help/ok">a</a> b c</p>\n',
    );
  });

  it("gives headings GitHub's ids, unique in the page, and writes tables without obsolete attributes", () => {
    const html = render(
      "## Session calls\n\n## Session calls\n\n### `GET` a, b & c?\n\n| a | b |\n| :-- | --: |\n| 1 | 2 |\n\n![x](y.png)\n",
    );
    expect(idsOf(html)).toEqual(["session-calls", "session-calls-1", "get-a-b--c"]);
    expect(html).not.toMatch(/align=|<img|<p><\/p>/);
    expect(html).toContain('<th scope="col">a</th>');
  });
});
