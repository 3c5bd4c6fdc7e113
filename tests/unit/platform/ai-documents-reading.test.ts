/**
 * Reading, cutting and ranking documents (docs/features/ai-framework.md#documents): each format's
 * blocks (headings kept where the format has them), chunks cut at headings and toward the chunk size
 * with their heading paths, and retrieval: the section a question is about ranks first, with the same
 * scores asked twice, and no question (quotes, operators, punctuation) breaks the MATCH expression.
 * Fixtures are made here: a PDF with pdfkit, a .docx as a zip of its parts written here (what mammoth reads).
 */
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import { HEADING_PATH_SEPARATOR, type DocumentFormat } from "../../../contract/wire/aiDocuments";
import { chunkBlocks, splitText } from "../../../platform/ai/documents/chunk";
import { indexTextNow } from "../../../platform/ai/documents/index";
import {
  DocumentFailure,
  readDocumentFile,
  textBlocks,
  unpackedSize,
  type Block,
} from "../../../platform/ai/documents/parse";
import { accountScope } from "../../../platform/ai/documents/index";
import { rankChunks } from "../../../platform/ai/documents/rank";
import { matchExpression, questionTerms, retrieve } from "../../../platform/ai/documents/retrieve";
import { createTestContext, insertAccount, type TestContext } from "./helpers";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "vc-docs-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The blocks of a file of `format`. */
async function blocksOf(name: string, content: string | Buffer, format: DocumentFormat): Promise<Block[]> {
  const path = join(dir, name);
  writeFileSync(path, content);
  const blocks: Block[] = [];
  await readDocumentFile(path, format, { add: (b) => blocks.push(b), checkpoint: async () => {} });
  return blocks;
}

async function pdfFile(): Promise<Buffer> {
  const doc = new PDFDocument();
  const path = join(dir, `made-${Math.random()}.pdf`);
  const out = createWriteStream(path);
  doc.pipe(out);
  doc.fontSize(24).text("Refund policy");
  doc.fontSize(12).text("Refunds are paid back to the card within five days.");
  doc.moveDown(2);
  doc.text("Ask the support desk for a refund form.");
  doc.addPage();
  doc.fontSize(24).text("Shipping");
  doc.fontSize(12).text("Parcels leave the warehouse every weekday.");
  doc.end();
  await once(out, "finish");
  const { readFileSync } = await import("node:fs");
  return readFileSync(path);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const STYLES = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}>${[1, 2]
  .map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`)
  .join("")}</w:styles>`;

/** A zip of `files`, stored (not compressed): local headers, the central directory, its end record. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text, "utf8");
    const path = Buffer.from(name, "utf8");
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(path.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(path.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, path, data);
    centrals.push(central, path);
    offset += local.length + path.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: its parts, with two heading styles. */
function docxFile(paragraphs: [string, string?][]): Buffer {
  const p = ([text, style]: [string, string?]) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const rels = (target: string, type: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/${type}" Target="${target}"/></Relationships>`;
  return storedZip({
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    "_rels/.rels": rels("word/document.xml", "officeDocument/2006/relationships/officeDocument"),
    "word/_rels/document.xml.rels": rels("styles.xml", "officeDocument/2006/relationships/styles"),
    "word/styles.xml": STYLES,
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${paragraphs.map(p).join("")}</w:body></w:document>`,
  });
}

describe("reading each format", () => {
  it("reads plain text as paragraphs, with no headings (a # line is text)", async () => {
    const blocks = await blocksOf(
      "a.txt",
      "\uFEFFFirst line\r\nstill the first paragraph\r\n\r\n# not a heading\n\n\n",
      "txt",
    );
    expect(blocks).toEqual([
      { level: 0, text: "First line\nstill the first paragraph" },
      { level: 0, text: "# not a heading" },
    ]);
  });

  it("reads Markdown's # and underlined headings, but not inside code fences or without a space", async () => {
    const blocks = await blocksOf(
      "a.md",
      [
        "# Billing ##",
        "Refunds take five days.",
        "",
        "Cards",
        "-----",
        "We take Visa.",
        "",
        "```",
        "# a comment in code",
        "```",
        "#hashtag is text",
        "",
        "---",
        "",
        "###### Deep",
        "Six levels.",
      ].join("\n"),
      "md",
    );
    expect(blocks).toEqual([
      { level: 1, text: "Billing" },
      { level: 0, text: "Refunds take five days." },
      { level: 2, text: "Cards" },
      { level: 0, text: "We take Visa." },
      { level: 0, text: "```\n# a comment in code\n```\n#hashtag is text" },
      { level: 6, text: "Deep" },
      { level: 0, text: "Six levels." },
    ]);
  });

  it("reads HTML's headings and text, without scripts, styles or link addresses", async () => {
    const blocks = await blocksOf(
      "a.html",
      `<html><head><title>x</title><style>p{color:red}</style><script>alert("no")</script></head><body>
       <h1>Billing &amp; refunds</h1><p>Refunds are <b>paid</b>
       within five days, see <a href="https://example.com/refunds">the policy</a>.</p>
       <h2>Cards</h2><ul><li>Visa</li><li>Mastercard</li></ul><h3>#1 tip</h3><p># not a heading</p></body></html>`,
      "html",
    );
    expect(blocks).toEqual([
      { level: 1, text: "Billing & refunds" },
      { level: 0, text: "Refunds are paid within five days, see the policy." },
      { level: 2, text: "Cards" },
      { level: 0, text: "* Visa\n * Mastercard" },
      { level: 3, text: "#1 tip" },
      { level: 0, text: "# not a heading" },
    ]);
  });

  it("reads a PDF page by page, its larger lines as headings", async () => {
    const blocks = await blocksOf("a.pdf", await pdfFile(), "pdf");
    expect(blocks).toEqual([
      { level: 1, text: "Refund policy" },
      { level: 0, text: "Refunds are paid back to the card within five days." },
      { level: 0, text: "Ask the support desk for a refund form." },
      { level: 1, text: "Shipping" },
      { level: 0, text: "Parcels leave the warehouse every weekday." },
    ]);
  });

  it("reads a Word document's heading styles as headings (mammoth)", async () => {
    const docx = docxFile([
      ["Billing", "Heading1"],
      ["Refunds take five days."],
      ["Cards", "Heading2"],
      ["We take Visa."],
    ]);
    expect(await blocksOf("a.docx", docx, "docx")).toEqual([
      { level: 1, text: "Billing" },
      { level: 0, text: "Refunds take five days." },
      { level: 2, text: "Cards" },
      { level: 0, text: "We take Visa." },
    ]);
  });

  it("refuses a Word file whose parts would unpack past MAX_UNPACKED_BYTES, before unpacking it", async () => {
    const docx = docxFile([["Small", "Heading1"]]);
    expect(unpackedSize(docx)).toBeGreaterThan(0);
    expect(unpackedSize(docx)).toBeLessThan(docx.length);
    // The same file, its central directory claiming a part of MAX_UNPACKED_BYTES + 1 bytes.
    const bomb = Buffer.from(docx);
    const end = bomb.length - 22;
    const directory = bomb.readUInt32LE(end + 16);
    bomb.writeUInt32LE(AI_DOCUMENTS.MAX_UNPACKED_BYTES + 1, directory + 24);
    await expect(blocksOf("bomb.docx", bomb, "docx")).rejects.toEqual(
      new DocumentFailure("error_ai_document_unreadable"),
    );
  });

  it("refuses a file that is not what its name says, with the reason", async () => {
    for (const [name, format] of [
      ["fake.pdf", "pdf"],
      ["fake.docx", "docx"],
    ] as const) {
      await expect(blocksOf(name, "just some text", format)).rejects.toEqual(
        new DocumentFailure("error_ai_document_unreadable"),
      );
    }
  });

  it("cuts a line or a paragraph of any length into bounded paragraphs, losing no text", async () => {
    const word = "abcdefghi ";
    const line = word.repeat(10_000); // one 100,000-character line
    const blocks = await blocksOf("long.txt", line, "txt");
    expect(blocks.length).toBeGreaterThan(5);
    expect(Math.max(...blocks.map((b) => b.text.length))).toBeLessThanOrEqual(16 * 1024);
    expect(
      blocks
        .map((b) => b.text)
        .join(" ")
        .replace(/\s+/g, " "),
    ).toBe(line.trim());
  });
});

const THREE_SECTIONS = `# Billing

Refunds are paid back to your card within five days. Ask support for a refund.

# Shipping

Parcels ship from our warehouse every weekday. Tracking numbers arrive by e-mail.

# Accounts

You can close your account at any time from the settings page.
`;

describe("chunking", () => {
  it("starts a chunk at every heading, keeping the heading path, and skips sections without text", () => {
    const chunks = chunkBlocks(
      textBlocks("# Guide\n\n## Billing\n\nPay by card.\n\n### Refunds\n\nFive days.\n\n## Support\n\nCall us."),
      1000,
    );
    expect(chunks).toEqual([
      { heading: ["Guide", "Billing"].join(HEADING_PATH_SEPARATOR), text: "Pay by card." },
      { heading: ["Guide", "Billing", "Refunds"].join(HEADING_PATH_SEPARATOR), text: "Five days." },
      { heading: ["Guide", "Support"].join(HEADING_PATH_SEPARATOR), text: "Call us." },
    ]);
  });

  it("puts paragraphs together toward the chunk size, never past it, and keeps a paragraph whole when it fits", () => {
    const paragraph = (n: number) => `${"word ".repeat(29)}p${n}.`; // 149 characters
    const text = Array.from({ length: 10 }, (_, i) => paragraph(i)).join("\n\n");
    const chunks = chunkBlocks(textBlocks(text), AI_DOCUMENTS.CHUNK_SIZE_MIN);
    // 149 + 2 + 149 > 200: one paragraph per chunk, none cut.
    expect(chunks).toHaveLength(10);
    const bigger = chunkBlocks(textBlocks(text), 500);
    // Three paragraphs (3 × 149 + 2 × 2 = 451) fit 500, four do not.
    expect(bigger.map((c) => c.text.split("\n\n").length)).toEqual([3, 3, 3, 1]);
    for (const c of bigger) expect(c.text.length).toBeLessThanOrEqual(500);
  });

  it("cuts a paragraph longer than the chunk size at its sentences, then its words", () => {
    const sentence = "The quick brown fox jumps over the lazy dog. "; // 45 characters
    const pieces = splitText(sentence.repeat(20).trim(), 200);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(200);
      expect(piece.endsWith(".")).toBe(true);
    }
    expect(pieces.join(" ")).toBe(sentence.repeat(20).trim());
    const noSentences = splitText("abcd ".repeat(100).trim(), 200);
    for (const piece of noSentences) expect(piece.length).toBeLessThanOrEqual(200);
    expect(noSentences.join(" ")).toBe("abcd ".repeat(100).trim());
    expect(splitText("x".repeat(450), 200)).toEqual(["x".repeat(200), "x".repeat(200), "x".repeat(50)]);
  });
});

describe("retrieval", () => {
  let t: TestContext;
  let account: string;
  let other: string;
  const DOC = "doc-three-sections";

  function insertDocument(id: string, accountId: string, text: string, name = id) {
    const db = t.ctx.db;
    db.prepare(
      "INSERT INTO ai_documents (id, account_id, name, source, chunk_size, created_at) VALUES (?, ?, ?, 'text', 1000, 0)",
    ).run(id, accountId, name);
    db.transaction(() => indexTextNow(db, { documentId: id, accountId, generation: 1, chunkSize: 1000 }, text, 0))();
  }

  beforeAll(() => {
    t = createTestContext();
    account = insertAccount(t.ctx);
    other = insertAccount(t.ctx);
    insertDocument(DOC, account, THREE_SECTIONS, "Help");
    insertDocument("doc-other-account", other, "# Refunds\n\nRefund refund refund: another account's refunds.");
  });
  afterAll(() => t.cleanup());

  const ask = (question: string, ids = [DOC], topK = 5) => retrieve(t.ctx.db, account, ids, question, { topK });

  it("ranks the chunk of the section a question is about first, with the same scores asked twice", () => {
    const cases: [string, string][] = [
      ["How do I get a refund for my card?", "Billing"],
      ["When do parcels ship from the warehouse?", "Shipping"],
      ["Can I close my account in the settings?", "Accounts"],
    ];
    for (const [question, heading] of cases) {
      const first = ask(question);
      expect(first.chunks[0].heading, question).toBe(heading);
      expect(first.chunks[0].score).toBeGreaterThanOrEqual(first.threshold);
      expect(ask(question)).toEqual(first);
    }
  });

  it("scores higher-is-better, lists each chunk's matched words, and sets the threshold from the best score", () => {
    const { chunks, threshold } = ask("refund shipping");
    expect(chunks.map((c) => c.heading).sort()).toEqual(["Billing", "Shipping"]);
    expect(chunks[0].score).toBeGreaterThan(0);
    expect(chunks[0].score).toBeGreaterThanOrEqual(chunks[1].score);
    expect(threshold).toBeCloseTo(
      Math.max(AI_DOCUMENTS.RETRIEVAL_MIN_SCORE, chunks[0].score * AI_DOCUMENTS.RETRIEVAL_RELATIVE_THRESHOLD),
      4,
    );
    expect(chunks.find((c) => c.heading === "Billing")!.matched).toEqual(["refund", "refunds"]);
    // Stemmed: "shipping" in the question matches "ship" in the text and "Shipping" in the heading.
    expect(chunks.find((c) => c.heading === "Shipping")!.matched).toEqual(["ship", "shipping"]);
    expect(chunks[0]).toMatchObject({ documentId: DOC, documentName: "Help" });
  });

  it("orders equal scores by chunk id", () => {
    insertDocument("doc-twins", account, "# A\n\nzebra crossing\n\n# B\n\nzebra crossing", "Twins");
    const { chunks } = ask("zebra", ["doc-twins"]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0].score).toBe(chunks[1].score);
    expect(Number(chunks[0].chunkId)).toBeLessThan(Number(chunks[1].chunkId));
  });

  it("keeps to the account's asked documents: another account's ids find nothing", () => {
    expect(ask("refund", ["doc-other-account"]).chunks).toEqual([]);
    expect(ask("refund", [DOC, "doc-other-account"]).chunks.every((c) => c.documentId === DOC)).toBe(true);
    expect(ask("refund", []).chunks).toEqual([]);
  });

  it("answers no chunk for a question of stop words only, and at most topK", () => {
    expect(questionTerms("What is it, and how would you do that?")).toEqual([]);
    expect(ask("What is it, and how would you do that?")).toEqual({
      chunks: [],
      threshold: AI_DOCUMENTS.RETRIEVAL_MIN_SCORE,
    });
    expect(ask("refund parcels account", [DOC], 2).chunks).toHaveLength(2);
  });

  it("never breaks on quotes, operators or punctuation in a question: they are words or nothing", () => {
    const questions = [
      'refund" OR "x',
      "refund AND NOT shipping",
      "NEAR(refund ship, 2)",
      "refund*",
      "^refund",
      "heading:refund",
      "{heading text}: refund",
      "'; DROP TABLE ai_documents; --",
      'refund""""',
      "(((refund",
      "refund)",
      "- + : . , ! ? \\ / @ # $ % & = < > |",
      "\u0000\u0002refund\u0003",
      "réfund café naïve",
      "🙂 refund 🙂",
    ];
    for (const question of questions) {
      expect(() => ask(question), question).not.toThrow();
      for (const term of questionTerms(question)) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(ask('refund" OR "x').chunks[0].heading).toBe("Billing");
    expect(
      ask("refund AND NOT shipping")
        .chunks.map((c) => c.heading)
        .sort(),
    ).toEqual(["Billing", "Shipping"]);
    expect(matchExpression(['a"b'], "s")).toBe('{heading text} : ("a""b") AND scope : "s"');
  });

  it("ranks exactly as scoring every matching chunk would, common words and ties included", () => {
    // Text whose word frequencies fall off as real text's do (word k about 1/k as often as the first).
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocabulary = Array.from({ length: 3000 }, (_, k) => `w${k.toString(36)}x`);
    const word = () => vocabulary[Math.min(vocabulary.length - 1, Math.floor(Math.exp(next() * 8.6) - 1))];
    const ids: string[] = [];
    for (let d = 0; d < 12; d++) {
      let text = "";
      for (let section = 0; section < 40; section++) {
        text += `## ${word()} ${word()}\n\n${Array.from({ length: 20 + Math.floor(next() * 60) }, word).join(" ")}\n\n`;
      }
      insertDocument(`doc-zipf-${d}`, account, text);
      ids.push(`doc-zipf-${d}`);
    }
    const indexed = t.ctx.db.prepare("SELECT chunks FROM ai_document_index_size").pluck().get();
    expect(indexed).toBe(t.ctx.db.prepare("SELECT COUNT(*) FROM ai_document_chunks").pluck().get());
    const everyDocument = (
      t.ctx.db.prepare("SELECT id FROM ai_documents WHERE account_id = ?").pluck().all(account) as string[]
    ).map((id) => `${id}:1`);
    let pruned = 0;
    for (let i = 0; i < 300; i++) {
      const words = questionTerms(Array.from({ length: 2 + Math.floor(next() * 6) }, word).join(" "));
      const query = {
        words: words.map((w) => `"${w}"`),
        scope: `"${accountScope(account)}"`,
        documents: ids.map((id) => `${id}:1`),
        limit: 1 + Math.floor(next() * 8),
      };
      const exhaustive = rankChunks(t.ctx.db, query, true);
      expect(rankChunks(t.ctx.db, query), words.join(" ")).toEqual(exhaustive);
      // Asked every indexed document: the same ranking without looking each chunk up.
      const every = { ...query, documents: everyDocument };
      expect(rankChunks(t.ctx.db, { ...every, documents: null })).toEqual(rankChunks(t.ctx.db, every, true));
      if (exhaustive.length) pruned++;
    }
    expect(pruned).toBeGreaterThan(200);
  });

  it("searches at most RETRIEVAL_MAX_TERMS words of a question", () => {
    const words = Array.from({ length: 50 }, (_, i) => `word${i}`);
    expect(questionTerms(words.join(" "))).toEqual(words.slice(0, AI_DOCUMENTS.RETRIEVAL_MAX_TERMS));
  });
});
