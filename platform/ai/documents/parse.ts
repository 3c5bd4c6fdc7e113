/**
 * Reading a document's text (docs/features/ai-framework.md#documents): each format becomes one stream
 * of blocks, headings (level 1–6) and paragraphs, which chunk.ts cuts. Memory does not grow with the
 * file where the format allows: text and Markdown are read a piece at a time (long lines and
 * paragraphs are cut, so one 10 MB line is no 10 MB string); a PDF page by page. HTML (html-to-text)
 * and Word (mammoth, then its HTML) have no streaming API: they are read whole, bounded by the upload
 * limit (AI_DOCUMENTS.MAX_UPLOAD_BYTES) and, for Word, its unpacked size (MAX_UNPACKED_BYTES).
 */
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { convert, type FormatCallback } from "html-to-text";
import mammoth from "mammoth";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import type { DocumentFormat } from "../../../contract/wire/aiDocuments";

/** A heading (level 1–6) or a paragraph (level 0) of a document, in reading order. */
export interface Block {
  level: number;
  text: string;
}

/**
 * Where blocks go: `add` takes each as it is read; `checkpoint` is awaited between the pieces of the
 * source (a read of the file, a PDF page), where the sink writes what it holds and the event loop breathes.
 */
export interface BlockSink {
  add(block: Block): void;
  checkpoint(): Promise<void>;
}

/** Why a document cannot be read: a message key (or reference) its status shows. */
export class DocumentFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Longest line and paragraph kept whole: past these a line continues as the next, a paragraph ends (at a space when it can). */
const MAX_LINE_CHARACTERS = 16 * 1024;
export const MAX_PARAGRAPH_CHARACTERS = 16 * 1024;
/** Lines of an in-memory text (HTML, Word) handed on between checkpoints. */
const LINES_PER_CHECKPOINT = 2000;

/** Characters that are no text: NUL and the markers this module puts in HTML (U+0001). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000\u0001]/g;

/** Splits text that arrives in pieces into lines (\n, \r\n or \r), a line past MAX_LINE_CHARACTERS in several. */
export class LineSplitter {
  private pending = "";
  constructor(private readonly onLine: (line: string) => void) {}

  push(text: string): void {
    const buffer = this.pending + text;
    const newline = /\r\n|\r|\n/g;
    let start = 0;
    let match: RegExpExecArray | null;
    while ((match = newline.exec(buffer))) {
      // A \r at the very end may be half of a \r\n: wait for the next piece.
      if (match[0] === "\r" && match.index === buffer.length - 1) break;
      this.emit(buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    let rest = buffer.slice(start);
    while (rest.length > MAX_LINE_CHARACTERS) {
      const cut = cutAt(rest, MAX_LINE_CHARACTERS);
      this.onLine(rest.slice(0, cut).replace(CONTROL, ""));
      rest = rest.slice(cut);
    }
    this.pending = rest;
  }

  end(): void {
    if (this.pending !== "") this.emit(this.pending.replace(/\r$/, ""));
    this.pending = "";
  }

  private emit(line: string): void {
    let rest = line;
    while (rest.length > MAX_LINE_CHARACTERS) {
      const cut = cutAt(rest, MAX_LINE_CHARACTERS);
      this.onLine(rest.slice(0, cut).replace(CONTROL, ""));
      rest = rest.slice(cut);
    }
    this.onLine(rest.replace(CONTROL, ""));
  }
}

/** Where to cut `text` at most `max` characters in: after its last whitespace there, else at `max`. */
function cutAt(text: string, max: number): number {
  const space = text.lastIndexOf(" ", max);
  return space > max / 2 ? space + 1 : max;
}

/** Which headings a text has: Markdown's # and underlined ones, this module's HTML markers, or none (plain text). */
type HeadingStyle = "markdown" | "markers" | "none";

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** The heading marker of HTML (see htmlLines): U+0001, the level, U+0001. */
// eslint-disable-next-line no-control-regex
const MARKER_HEADING = /^\u0001([1-6])\u0001(.*)$/;

/**
 * Lines into blocks: a blank line ends a paragraph; in Markdown, "# Title" lines and underlined
 * lines are headings, except inside ``` fences (code is text); a paragraph past
 * MAX_PARAGRAPH_CHARACTERS is handed on in parts.
 */
export class BlockReader {
  private lines: string[] = [];
  private size = 0;
  private fence: string | null = null;

  constructor(
    private readonly style: HeadingStyle,
    private readonly sink: (block: Block) => void,
  ) {}

  line(raw: string): void {
    if (this.style === "markers") {
      const marked = MARKER_HEADING.exec(raw);
      if (marked) return this.heading(Number(marked[1]), marked[2]);
      raw = raw.replace(CONTROL, "");
    }
    const line = raw.replace(/\s+$/, "");
    if (this.style === "markdown") {
      const fence = FENCE.exec(line);
      if (fence && (this.fence === null || fence[1].startsWith(this.fence))) {
        this.fence = this.fence === null ? fence[1][0].repeat(3) : null;
        return this.append(line);
      }
      if (this.fence !== null) return this.append(line);
      const atx = ATX_HEADING.exec(line);
      if (atx) return this.heading(atx[1].length, atx[2] ?? "");
      const underline = SETEXT_UNDERLINE.exec(line);
      if (underline && this.lines.length === 1) {
        const title = this.lines[0];
        this.lines = [];
        this.size = 0;
        return this.heading(underline[1][0] === "=" ? 1 : 2, title);
      }
      // A line of dashes after a blank line is a rule, not text.
      if (underline && this.lines.length === 0 && underline[1][0] === "-") return;
    }
    if (line.trim() === "") return this.paragraphEnd();
    this.append(line);
  }

  end(): void {
    this.paragraphEnd();
  }

  private append(line: string): void {
    this.lines.push(line);
    this.size += line.length + 1;
    while (this.size > MAX_PARAGRAPH_CHARACTERS) {
      const text = this.lines.join("\n");
      const cut = cutAt(text, MAX_PARAGRAPH_CHARACTERS);
      this.emitParagraph(text.slice(0, cut));
      const rest = text.slice(cut);
      this.lines = rest === "" ? [] : [rest];
      this.size = rest.length;
    }
  }

  private heading(level: number, text: string): void {
    this.paragraphEnd();
    const title = text.replace(/\s+/g, " ").trim();
    if (title !== "") this.sink({ level, text: title });
  }

  private paragraphEnd(): void {
    if (this.lines.length) this.emitParagraph(this.lines.join("\n"));
    this.lines = [];
    this.size = 0;
  }

  private emitParagraph(text: string): void {
    const trimmed = text.trim();
    if (trimmed !== "") this.sink({ level: 0, text: trimmed });
  }
}

/** Text or Markdown held in memory (pasted text, the seed) as blocks: pasted text is Markdown. */
export function textBlocks(text: string, format: "txt" | "md" = "md"): Block[] {
  const blocks: Block[] = [];
  const reader = new BlockReader(format === "md" ? "markdown" : "none", (b) => blocks.push(b));
  const lines = new LineSplitter((line) => reader.line(line));
  lines.push(text.replace(/^\uFEFF/, ""));
  lines.end();
  reader.end();
  return blocks;
}

/** A text or Markdown file, a piece at a time (UTF-8; a byte order mark is dropped). */
async function readTextFile(path: string, style: HeadingStyle, sink: BlockSink): Promise<void> {
  const reader = new BlockReader(style, (b) => sink.add(b));
  const lines = new LineSplitter((line) => reader.line(line));
  let first = true;
  for await (const piece of createReadStream(path, { encoding: "utf8", highWaterMark: 64 * 1024 })) {
    const text = first ? (piece as string).replace(/^\uFEFF/, "") : (piece as string);
    first = false;
    lines.push(text);
    await sink.checkpoint();
  }
  lines.end();
  reader.end();
}

/** html-to-text's heading: the level as a marker before the words, so the lines keep what a heading is. */
const markedHeading: FormatCallback = (elem, walk, builder, options) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral(`\u0001${String(options.level)}\u0001`);
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** HTML as lines, headings marked (html-to-text: scripts and styles dropped, links without their addresses, tables as text). */
function htmlLines(html: string): string[] {
  const text = convert(html.replace(CONTROL, ""), {
    wordwrap: false,
    limits: { maxInputLength: AI_DOCUMENTS.MAX_UPLOAD_BYTES * 2 },
    formatters: { markedHeading },
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
      { selector: "nav", format: "skip" },
      { selector: "table", format: "dataTable" },
      ...[1, 2, 3, 4, 5, 6].map((level) => ({ selector: `h${level}`, format: "markedHeading", options: { level } })),
    ],
  });
  return text.split(/\r?\n/);
}

async function readHtmlText(html: string, sink: BlockSink): Promise<void> {
  const reader = new BlockReader("markers", (b) => sink.add(b));
  const lines = htmlLines(html);
  for (let i = 0; i < lines.length; i++) {
    reader.line(lines[i]);
    if (i % LINES_PER_CHECKPOINT === LINES_PER_CHECKPOINT - 1) await sink.checkpoint();
  }
  reader.end();
  await sink.checkpoint();
}

/**
 * What a zip's parts say they unpack to, read from its central directory (null when it is no zip, or a
 * ZIP64 one: parts past 4 GB). A .docx is a zip: one whose parts would unpack past MAX_UNPACKED_BYTES
 * is refused before mammoth unpacks it (a small file that unpacks to gigabytes).
 */
export function unpackedSize(zip: Buffer): number | null {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  // The end record: 22 bytes, then a comment of up to 65,535 bytes.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) !== END) continue;
    const entries = zip.readUInt16LE(at + 10);
    let entry = zip.readUInt32LE(at + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (entry + 46 > zip.length || zip.readUInt32LE(entry) !== ENTRY) return null;
      const size = zip.readUInt32LE(entry + 24);
      if (size === 0xffffffff) return null;
      total += size;
      entry += 46 + zip.readUInt16LE(entry + 28) + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    }
    return total;
  }
  return null;
}

async function readDocx(path: string, sink: BlockSink): Promise<void> {
  const buffer = await readFile(path);
  const unpacked = unpackedSize(buffer);
  if (unpacked === null || unpacked > AI_DOCUMENTS.MAX_UNPACKED_BYTES)
    throw new DocumentFailure("error_ai_document_unreadable");
  let html: string;
  try {
    // Word's heading styles become <h1>…<h6>: the headings the chunks are cut at.
    html = (await mammoth.convertToHtml({ buffer })).value;
  } catch {
    throw new DocumentFailure("error_ai_document_unreadable");
  }
  await readHtmlText(html, sink);
}

/** One line of a PDF page: its text, the largest text height in it, and where it sits (y grows upwards). */
interface PdfLine {
  text: string;
  height: number;
  y: number;
}

interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  height: number;
  transform: number[];
}

function pdfLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    if (item.str !== "") {
      current ??= { text: "", height: 0, y: item.transform[5] ?? 0 };
      current.text += item.str;
      current.height = Math.max(current.height, item.height);
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines.filter((l) => l.text.trim() !== "");
}

/** The height most of a page's characters have: its body text. */
function bodyHeight(lines: readonly PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) chars.set(Math.round(l.height), (chars.get(Math.round(l.height)) ?? 0) + l.text.length);
  let best = 0;
  let most = -1;
  for (const [height, count] of chars)
    if (count > most || (count === most && height < best)) [best, most] = [height, count];
  return best;
}

/**
 * A PDF page's blocks: a PDF has no headings, only bigger text. A short line noticeably taller than
 * the page's body text is a heading (level by how much taller); a gap between lines wider than a
 * line ends a paragraph.
 */
function pdfPageBlocks(lines: readonly PdfLine[], add: (block: Block) => void): void {
  const body = bodyHeight(lines);
  let paragraph: string[] = [];
  let size = 0;
  const end = () => {
    const text = paragraph.join(" ").replace(/\s+/g, " ").trim();
    if (text) add({ level: 0, text });
    paragraph = [];
    size = 0;
  };
  let previous: PdfLine | null = null;
  for (const line of lines) {
    const text = line.text.trim();
    const ratio = body > 0 ? line.height / body : 1;
    if (ratio >= 1.2 && text.length <= 200 && !/[.!?:;,]$/.test(text)) {
      end();
      add({ level: ratio >= 1.6 ? 1 : ratio >= 1.35 ? 2 : 3, text: text.replace(/\s+/g, " ") });
      previous = line;
      continue;
    }
    if (previous && previous.y - line.y > 1.8 * Math.max(previous.height, line.height, 1)) end();
    paragraph.push(text);
    size += text.length + 1;
    if (size > MAX_PARAGRAPH_CHARACTERS) end();
    previous = line;
  }
  end();
}

async function readPdf(path: string, sink: BlockSink): Promise<void> {
  const data = new Uint8Array(await readFile(path));
  if (Buffer.from(data.subarray(0, 5)).toString("latin1") !== "%PDF-")
    throw new DocumentFailure("error_ai_document_unreadable");
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // No fonts drawn, no code generated from the file (isEvalSupported false): text only.
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch {
    throw new DocumentFailure("error_ai_document_unreadable");
  }
  try {
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pdfPageBlocks(pdfLines(content.items as PdfTextItem[]), (b) => sink.add(b));
      page.cleanup();
      await sink.checkpoint();
    }
  } finally {
    await pdf.destroy();
  }
}

/** Reads the file at `path` as `format` into `sink`; a file it cannot read throws a DocumentFailure. */
export async function readDocumentFile(path: string, format: DocumentFormat, sink: BlockSink): Promise<void> {
  switch (format) {
    case "txt":
      return readTextFile(path, "none", sink);
    case "md":
      return readTextFile(path, "markdown", sink);
    case "html":
      return readHtmlText(await readFile(path, "utf8"), sink);
    case "pdf":
      return readPdf(path, sink);
    case "docx":
      return readDocx(path, sink);
  }
}
