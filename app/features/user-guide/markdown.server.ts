/**
 * The user guide's Markdown to HTML (docs/features/shell.md "User guide"), with `marked`: GitHub's
 * Markdown (tables, autolinks), and four rules of our own:
 * - raw HTML is never passed through: marked has no switch to turn it off, so its HTML tokens are
 *   written out as text (`<month>` in a sentence shows as typed);
 * - links go through `resolveLink`: a link to another page of the guide becomes its guide URL, an
 *   http(s) or mail link stays, an anchor of the page stays, anything else (a source file, a decision
 *   record) keeps its text without a link;
 * - headings get GitHub's ids (`## Session calls` -> `session-calls`), so `product.md#session-calls`
 *   still lands on its heading;
 * - images are left out (their files are not served) and table cells carry no `align` attribute
 *   (obsolete in HTML).
 */
import { Marked, TextRenderer, type Token, type Tokens } from "marked";

/** What a link of the page becomes: an href, or null to keep its text only. */
export type LinkResolver = (href: string) => string | null;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** GitHub's heading id: lower case, letters, digits, `-` and `_` kept, spaces to `-`, the rest dropped. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const textRenderer = new TextRenderer();

/** Decodes the entities marked's text renderer writes (`&amp;`, `&#39;`), for a heading's slug. */
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => {
    const found = Object.entries(HTML_ESCAPES).find(([, escaped]) => escaped === entity);
    return found ? found[0] : entity;
  });

/** Renders one document's tokens to HTML: links through `resolveLink`, headings with unique ids. */
export function renderMarkdown(tokens: Token[], resolveLink: LinkResolver): string {
  const used = new Map<string, number>();
  const uniqueSlug = (text: string) => {
    const base = headingSlug(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        const id = uniqueSlug(unescapeHtml(this.parser.parseInline(tokens, textRenderer)));
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const target = resolveLink(href);
        if (target === null) return text;
        const titled = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(target)}"${titled}>${text}</a>`;
      },
      image() {
        return "";
      },
      // A paragraph that held only an image is left out with it.
      paragraph({ tokens }: Tokens.Paragraph) {
        const inner = this.parser.parseInline(tokens);
        return inner.trim() ? `<p>${inner}</p>\n` : "";
      },
      tablecell(token: Tokens.TableCell) {
        const tag = token.header ? "th" : "td";
        const scope = token.header ? ' scope="col"' : "";
        return `<${tag}${scope}>${this.parser.parseInline(token.tokens)}</${tag}>\n`;
      },
    },
  });
  return marked.parser(tokens);
}

/** The tokens of a Markdown text (GitHub's flavour). */
export function lexMarkdown(source: string): Token[] {
  return new Marked({ gfm: true }).lexer(source);
}

/** Calls `visit` with every token of `tokens`, nested ones (table cells, list items, a link's text) included. */
export function walkMarkdown(tokens: Token[], visit: (token: Token) => void): void {
  new Marked({ gfm: true }).walkTokens(tokens, visit);
}
