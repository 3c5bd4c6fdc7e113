/**
 * The user guide's pages (docs/features/shell.md "User guide"): the README's introduction and tour of
 * the screens as its home, one page per feature note the tour links (docs/features/<page>.md, in the
 * tour's order and under its names) and the product rules (docs/product.md), which the notes cite.
 * The files are read once, when the guide is first asked for; a URL only ever picks one of these
 * pages by its name, it never names a file.
 */
import { readFileSync } from "node:fs";
import { posix } from "node:path";
import type { Token, Tokens } from "marked";
import { USER_GUIDE_PATH } from "../../../contract/help-links";
import { lexMarkdown, renderMarkdown, walkMarkdown } from "./markdown.server";

export interface GuidePage {
  /** The page's name in its URL (`bots`); null for the home. */
  slug: string | null;
  /** Its name in the navigation and the document title. */
  title: string;
  href: string;
  /** The file it is made from, relative to the console's root. */
  file: string;
}

export interface Guide {
  /** Home first, then the tour's order, then the product rules. */
  pages: GuidePage[];
  /** A page's HTML by slug ("" for the home). */
  html: ReadonlyMap<string, string>;
}

const README = "README.md";
const PRODUCT_RULES = "docs/product.md";
const FEATURE_NOTE = /^docs\/features\/([a-z0-9-]+)\.md$/;
/** The product rules' page name. */
export const PRODUCT_RULES_SLUG = "product";

export const guideHref = (slug: string | null) => (slug === null ? USER_GUIDE_PATH : `${USER_GUIDE_PATH}/${slug}`);

/** Every link of `tokens` (tables and lists included), in order. */
function linksOf(tokens: Token[]): Tokens.Link[] {
  const links: Tokens.Link[] = [];
  walkMarkdown(tokens, (token) => {
    if (token.type === "link") links.push(token as Tokens.Link);
  });
  return links;
}

/** The README's home part: what comes before its first section, and the section that tours the feature notes. */
function homeTokens(readme: Token[]): { tokens: Token[]; tour: Tokens.Link[] } {
  const sections: Token[][] = [[]];
  for (const token of readme) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) sections.push([]);
    sections[sections.length - 1].push(token);
  }
  const [intro, ...rest] = sections;
  const isFeatureLink = (link: Tokens.Link) => FEATURE_NOTE.test(link.href);
  const tour = rest.find((section) => linksOf(section).some(isFeatureLink));
  if (!tour) throw new Error(`${README} has no section linking the feature notes (docs/features/*.md)`);
  // The README's own title is the product's name: the guide's page has a title of its own.
  const body = intro.filter((token) => !(token.type === "heading" && (token as Tokens.Heading).depth === 1));
  return { tokens: [...body, ...tour], tour: linksOf(tour).filter(isFeatureLink) };
}

/** The plain text of a link, for a page's name. */
const linkText = (link: Tokens.Link) => link.text.replace(/[*_`]/g, "").trim();

/**
 * A link's target seen from `file`: a page of the guide (`../product.md#roles` -> `/help/product#roles`),
 * an absolute http(s) or mail link as it is, an anchor of the page as it is; null otherwise.
 */
export function guideLinkResolver(file: string, hrefByFile: ReadonlyMap<string, string>) {
  return (href: string): string | null => {
    if (/^(https?:|mailto:)/i.test(href)) return href;
    if (href.startsWith("#")) return href;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/")) return null;
    const [path, fragment] = href.split("#", 2);
    const target = hrefByFile.get(posix.normalize(posix.join(posix.dirname(file), path)));
    if (target === undefined) return null;
    return fragment ? `${target}#${fragment}` : target;
  };
}

/** Reads and renders the guide from the console's root folder. */
export function loadGuide(root: string): Guide {
  const read = (file: string) => readFileSync(posix.join(root, file), "utf8");
  const home = homeTokens(lexMarkdown(read(README)));
  const features = home.tour.map((link) => ({
    slug: FEATURE_NOTE.exec(link.href)![1],
    title: linkText(link),
    file: link.href,
  }));
  const productTokens = lexMarkdown(read(PRODUCT_RULES));
  const productTitle = productTokens.find((t): t is Tokens.Heading => t.type === "heading" && t.depth === 1);
  const pages: GuidePage[] = [
    { slug: null, title: "", file: README },
    ...features,
    { slug: PRODUCT_RULES_SLUG, title: productTitle?.text ?? PRODUCT_RULES_SLUG, file: PRODUCT_RULES },
  ].map((page) => ({ ...page, href: guideHref(page.slug) }));
  const hrefByFile = new Map(pages.map((page) => [page.file, page.href]));
  const html = new Map(
    pages.map((page) => {
      const tokens =
        page.slug === null ? home.tokens : page.file === PRODUCT_RULES ? productTokens : lexMarkdown(read(page.file));
      return [page.slug ?? "", renderMarkdown(tokens, guideLinkResolver(page.file, hrefByFile))] as const;
    }),
  );
  return { pages, html };
}

const byRoot = new Map<string, Guide>();

/** The guide of the console at `root`, read on first use and kept for the process's life. */
export function guideOf(root: string): Guide {
  let guide = byRoot.get(root);
  if (!guide) byRoot.set(root, (guide = loadGuide(root)));
  return guide;
}

/** The page named `slug` (undefined: the home), or null when the guide has no such page. */
export function guidePage(guide: Guide, slug: string | undefined): { page: GuidePage; html: string } | null {
  const page = guide.pages.find((p) => p.slug === (slug ?? null));
  const html = page ? guide.html.get(page.slug ?? "") : undefined;
  return page && html !== undefined ? { page, html } : null;
}
