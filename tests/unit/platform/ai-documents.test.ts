/**
 * AI documents on the embedded platform, over real HTTP (docs/features/ai-framework.md#documents):
 * pasted text, uploads (multipart, streamed, refused past the size limit) and URLs (private addresses
 * refused at save; fetched in the background), the status from Processing to Ready or Failed with the
 * reason, the chunk browser, the retrieval test, a new chunk size cutting again, deletes taking the
 * chunks and their index rows, the per-account maximum, unique names, scoping, roles, and processing
 * that resumes after a restart. Expected values come from the inputs or from direct SQL.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { AI_DOCUMENTS, AI_LIMITS_PER_ACCOUNT } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import { AI_FRAMEWORK_BASE } from "../../../contract/wire/aiFramework";
import {
  AI_DOCUMENT_PATHS,
  AI_DOCUMENTS_API,
  DOCUMENT_MESSAGES,
  DocumentChunksPageSchema,
  DocumentDetailSchema,
  DocumentRowSchema,
  RetrievalTestAnswerSchema,
  type DocumentRow,
} from "../../../contract/wire/aiDocuments";
import { issueAccessToken } from "../../../platform/auth/issue";
import { documentsSettled, incomingDir, uploadPath } from "../../../platform/ai/documents/jobs";
import { createPlatform } from "../../../platform/index";
import { createAiFrameworkRouter } from "../../../platform/services/ai/index";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

const paths = entityPaths(AI_DOCUMENTS_API);
const ListSchema = entityListSchema(AI_DOCUMENTS_API.rowsKey, DocumentRowSchema);
const THREE_SECTIONS = `# Billing

Refunds are paid back to your card within five days. Ask support for a refund.

# Shipping

Parcels ship from our warehouse every weekday. Tracking numbers arrive by e-mail.

# Accounts

You can close your account at any time from the settings page.
`;

type Who = "owner" | "reader" | "nobody" | "other";

interface Served {
  t: TestContext;
  base: string;
  tokens: Record<Who, string>;
  accounts: { own: string; other: string };
  close(): Promise<void>;
}

/** The AI framework's router on a test database, with an owner, a reader, a user without roles and another account's owner. */
async function serve(privateUrlsAllowed: string[] = []): Promise<Served> {
  const t = createTestContext({ privateUrlsAllowed });
  const own = insertAccount(t.ctx, { name: "Docs Inc" });
  const other = insertAccount(t.ctx, { name: "Other Co" });
  const users = {
    owner: await insertUser(t.ctx, { accountId: own }),
    reader: await insertUser(t.ctx, { accountId: own, roles: [ROLES.AIFRAMEWORK_READ] }),
    nobody: await insertUser(t.ctx, { accountId: own, roles: [] }),
    other: await insertUser(t.ctx, { accountId: other }),
  };
  const tokens = {} as Record<Who, string>;
  for (const [who, id] of Object.entries(users)) tokens[who as Who] = await issueAccessToken(t.ctx, id);
  const app = express();
  app.use(AI_FRAMEWORK_BASE, createAiFrameworkRouter(t.ctx));
  const server = await listen(app);
  return {
    t,
    base: server.url,
    tokens,
    accounts: { own, other },
    async close() {
      await documentsSettled(t.ctx);
      await server.close();
      t.cleanup();
    },
  };
}

interface Answer {
  status: number;
  json: unknown;
  text: string;
}

async function call(s: Served, who: Who, method: string, path: string, body?: unknown): Promise<Answer> {
  const multipart = body instanceof FormData;
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${s.tokens[who]}`,
      ...(body !== undefined && !multipart ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

const message = (a: Answer) => (a.json as { message?: string } | undefined)?.message;

function upload(
  fields: Record<string, string>,
  file?: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([file.content], { type: file.type ?? "application/octet-stream" }), file.name);
  return form;
}

async function created(s: Served, who: Who, body: unknown): Promise<string> {
  const answer = await call(s, who, "POST", paths.create, body);
  expect(answer.status, answer.text).toBe(201);
  return (answer.json as { id: string }).id;
}

async function detail(s: Served, id: string, who: Who = "owner") {
  const answer = await call(s, who, "GET", paths.one(id));
  expect(answer.status, answer.text).toBe(200);
  return DocumentDetailSchema.parse(answer.json);
}

async function chunksOf(s: Served, id: string, query = "") {
  const answer = await call(s, "owner", "GET", `${AI_DOCUMENT_PATHS.chunks(id)}${query}`);
  if (answer.status === 204) return { chunks: [], pages: { totalElements: 0, number: 1 } };
  expect(answer.status, answer.text).toBe(200);
  return DocumentChunksPageSchema.parse(answer.json);
}

const countRows = (s: Served, table: string, documentId: string) =>
  s.t.ctx.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE document_id = ?`).pluck().get(documentId) as number;

/** FTS5's own check that the index holds exactly the rows of the chunks table. */
const indexIntact = (s: Served) =>
  s.t.ctx.db.prepare("INSERT INTO ai_document_chunks_fts (ai_document_chunks_fts) VALUES ('integrity-check')").run();

describe("documents: pasted text, the chunk browser and the retrieval test", () => {
  let s: Served;
  let id: string;
  beforeAll(async () => {
    s = await serve();
    id = await created(s, "owner", { name: "Help center", source: "text", text: THREE_SECTIONS, chunkSize: 1000 });
  });
  afterAll(() => s.close());

  it("reads pasted Markdown with three headings into three chunks, Ready at once", async () => {
    const doc = await detail(s, id);
    expect(doc).toMatchObject({
      name: "Help center",
      source: "text",
      format: "md",
      status: "Ready",
      error: null,
      chunks: 3,
      chunkSize: 1000,
      fileName: null,
      url: null,
    });
    expect(doc.characters).toBe(
      ["Billing", "Shipping", "Accounts"].join("").length +
        THREE_SECTIONS.split("\n\n")
          .filter((p) => !p.startsWith("#"))
          .reduce((n, p) => n + p.trim().length, 0),
    );
    const rows = ListSchema.parse((await call(s, "owner", "GET", paths.list)).json)[
      AI_DOCUMENTS_API.rowsKey
    ] as DocumentRow[];
    expect(rows.map((r) => [r.name, r.status, r.chunks])).toEqual([["Help center", "Ready", 3]]);
  });

  it("pages the chunks in order, each with its heading path", async () => {
    const all = await chunksOf(s, id);
    expect(all.pages.totalElements).toBe(3);
    expect(all.chunks.map((c) => [c.position, c.heading])).toEqual([
      [1, "Billing"],
      [2, "Shipping"],
      [3, "Accounts"],
    ]);
    expect(all.chunks[0].text).toBe("Refunds are paid back to your card within five days. Ask support for a refund.");
    expect(all.chunks[0].characters).toBe(all.chunks[0].text.length);
    const second = await chunksOf(s, id, "?limit=2&page=2");
    expect(second).toEqual({ chunks: [all.chunks[2]], pages: { totalElements: 3, number: 2 } });
    expect((await call(s, "owner", "GET", `${AI_DOCUMENT_PATHS.chunks(id)}?limit=0`)).status).toBe(400);
    expect((await call(s, "owner", "GET", `${AI_DOCUMENT_PATHS.chunks(id)}?page=x`)).status).toBe(400);
  });

  it("ranks the chunk a question is about first, with its matched words, the same asked twice", async () => {
    const ask = async (body: unknown) => {
      const answer = await call(s, "reader", "POST", AI_DOCUMENT_PATHS.retrievalTest, body);
      expect(answer.status, answer.text).toBe(200);
      return RetrievalTestAnswerSchema.parse(answer.json);
    };
    const first = await ask({ question: "When do parcels ship from the warehouse?", topK: 3 });
    expect(first.terms).toEqual(["parcels", "ship", "warehouse"]);
    expect(first.chunks[0]).toMatchObject({ heading: "Shipping", documentId: id, documentName: "Help center" });
    expect(first.chunks[0].matched).toEqual(["parcels", "ship", "shipping", "warehouse"]);
    expect(first.chunks[0].score).toBeGreaterThanOrEqual(first.threshold);
    expect(await ask({ question: "When do parcels ship from the warehouse?", topK: 3 })).toEqual(first);
    // Named documents only; none named: every document of the account.
    expect((await ask({ question: "refund", documentIds: [id] })).chunks[0].heading).toBe("Billing");
    expect((await ask({ question: "refund", documentIds: [randomUUID()] })).chunks).toEqual([]);
  });

  it("refuses an empty question, a question too long and a topK out of range on their fields", async () => {
    const refused = async (body: unknown, expected: string) => {
      const answer = await call(s, "owner", "POST", AI_DOCUMENT_PATHS.retrievalTest, body);
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe(expected);
    };
    await refused({ question: "   " }, "question: validation_field_required");
    await refused(
      { question: "x".repeat(AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS + 1) },
      `question: ${DOCUMENT_MESSAGES.question}`,
    );
    await refused({ question: "refund", topK: 0 }, `topK: ${DOCUMENT_MESSAGES.topK}`);
    await refused(
      { question: "refund", topK: AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX + 1 },
      `topK: ${DOCUMENT_MESSAGES.topK}`,
    );
  });

  it("cuts again at a new chunk size (Processing, then Ready), and a new name alone cuts nothing", async () => {
    const before = await chunksOf(s, id);
    const renamed = await call(s, "owner", "PATCH", paths.one(id), { name: "Help centre", chunkSize: 1000 });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Help centre", status: "Ready" });
    expect((await chunksOf(s, id)).chunks.map((c) => c.id)).toEqual(before.chunks.map((c) => c.id));

    // Each section is shorter than 200 characters: still one chunk each, but new chunks.
    const patched = await call(s, "owner", "PATCH", paths.one(id), { name: "Help centre", chunkSize: 200 });
    expect(patched.json).toMatchObject({ status: "Processing", chunkSize: 200 });
    await documentsSettled(s.t.ctx);
    const after = await detail(s, id);
    expect(after).toMatchObject({ status: "Ready", chunks: 3, chunkSize: 200 });
    const chunks = await chunksOf(s, id);
    expect(chunks.chunks.map((c) => c.heading)).toEqual(["Billing", "Shipping", "Accounts"]);
    // New chunks (the next generation); the old ones and their index rows are gone.
    expect(chunks.chunks.map((c) => c.id)).not.toEqual(before.chunks.map((c) => c.id));
    expect(countRows(s, "ai_document_chunks", id)).toBe(3);
    indexIntact(s);
  });

  it("deletes a document with its chunks, its text and their index rows", async () => {
    const other = await created(s, "owner", { name: "Short lived", source: "text", text: "# Zebra\n\nzebra crossing" });
    expect(countRows(s, "ai_document_chunks", other)).toBe(1);
    expect((await call(s, "owner", "DELETE", paths.one(other))).status).toBe(204);
    expect((await call(s, "owner", "GET", paths.one(other))).status).toBe(404);
    expect((await call(s, "owner", "GET", AI_DOCUMENT_PATHS.chunks(other))).status).toBe(404);
    expect(countRows(s, "ai_document_chunks", other)).toBe(0);
    expect(countRows(s, "ai_document_blocks", other)).toBe(0);
    indexIntact(s);
    const search = await call(s, "owner", "POST", AI_DOCUMENT_PATHS.retrievalTest, { question: "zebra" });
    expect(RetrievalTestAnswerSchema.parse(search.json).chunks).toEqual([]);
  });
});

describe("documents: the create's rules", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.close());

  async function refused(body: unknown, expected: string, status = 400) {
    const before = s.t.ctx.db.prepare("SELECT COUNT(*) FROM ai_documents").pluck().get();
    const answer = await call(s, "owner", "POST", paths.create, body);
    expect(answer.status, answer.text).toBe(status);
    expect(message(answer)).toBe(expected);
    expect(s.t.ctx.db.prepare("SELECT COUNT(*) FROM ai_documents").pluck().get()).toBe(before);
  }

  it("refuses what each source needs missing, a bad name, a chunk size out of range and text too long", async () => {
    await refused({ name: "No text", source: "text", text: "  " }, "text: validation_ai_document_text_required");
    await refused({ name: "No url", source: "url" }, "url: validation_field_required");
    await refused({ name: "Bad url", source: "url", url: "not a url" }, "url: validation_invalid_url");
    await refused({ name: "No source", text: "x" }, "source: validation_radio_required");
    // An upload's file travels only in a multipart body.
    await refused(
      { name: "Json upload", source: "upload", file: "a.md" },
      "file: validation_ai_document_file_required",
    );
    await refused({ name: "x", source: "text", text: "x" }, "name: validation_name_rule");
    for (const chunkSize of [AI_DOCUMENTS.CHUNK_SIZE_MIN - 1, AI_DOCUMENTS.CHUNK_SIZE_MAX + 1, 500.5]) {
      await refused(
        { name: "Sizes", source: "text", text: "x", chunkSize },
        `chunkSize: ${DOCUMENT_MESSAGES.chunkSize}`,
      );
    }
    await refused(
      { name: "Too long", source: "text", text: "x".repeat(AI_DOCUMENTS.MAX_PASTED_CHARACTERS + 1) },
      `text: ${DOCUMENT_MESSAGES.textLength}`,
    );
  });

  it("takes the boundaries: the chunk size's range and the longest pasted text", async () => {
    for (const chunkSize of [AI_DOCUMENTS.CHUNK_SIZE_MIN, AI_DOCUMENTS.CHUNK_SIZE_MAX]) {
      await created(s, "owner", { name: `Size ${chunkSize}`, source: "text", text: "x", chunkSize });
    }
    const id = await created(s, "owner", {
      name: "Longest text",
      source: "text",
      text: "word ".repeat(AI_DOCUMENTS.MAX_PASTED_CHARACTERS / 5),
    });
    expect(await detail(s, id)).toMatchObject({ status: "Ready", chunkSize: AI_DOCUMENTS.CHUNK_SIZE_DEFAULT });
  });

  it("refuses a URL that leads to a private or local address when it is saved", async () => {
    for (const url of ["http://127.0.0.1:9/doc.md", "http://10.0.0.8/doc", "http://[::1]/x", "http://localhost/x"]) {
      await refused({ name: "Private page", source: "url", url }, "url: validation_url_private_address");
    }
  });

  it("refuses a name the account already uses, whatever its case", async () => {
    await created(s, "owner", { name: "Product FAQ", source: "text", text: "x" });
    await refused({ name: "product faq", source: "text", text: "y" }, "name: validation_name_unique");
    // Another account may use it.
    await created(s, "other", { name: "Product FAQ", source: "text", text: "y" });
  });

  it(`refuses the ${AI_LIMITS_PER_ACCOUNT.DOCUMENTS + 1}th document of an account with 409`, async () => {
    const account = insertAccount(s.t.ctx, { name: "Full Docs" });
    const user = await insertUser(s.t.ctx, { accountId: account });
    const token = await issueAccessToken(s.t.ctx, user);
    const insert = s.t.ctx.db.prepare(
      "INSERT INTO ai_documents (id, account_id, name, source, chunk_size, status, created_at) VALUES (?, ?, ?, 'text', 1000, 'Ready', 0)",
    );
    for (let i = 0; i < AI_LIMITS_PER_ACCOUNT.DOCUMENTS; i++) insert.run(randomUUID(), account, `Filler ${i}`);
    const res = await fetch(`${s.base}${paths.create}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "One too many", source: "text", text: "x" }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "warning_max_ai_documents_reached" });
    const list = await fetch(`${s.base}${paths.list}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await list.json()) as { limit: unknown }).limit).toEqual({
      max: AI_LIMITS_PER_ACCOUNT.DOCUMENTS,
      count: AI_LIMITS_PER_ACCOUNT.DOCUMENTS,
      message: "warning_max_ai_documents_reached",
    });
  });
});

describe("documents: uploads", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve();
  });
  afterAll(() => s.close());

  const incomingFiles = () => (existsSync(incomingDir(s.t.ctx)) ? readdirSync(incomingDir(s.t.ctx)) : []);

  it("streams an upload to a file, processes it in the background (Processing, then Ready) and removes the file", async () => {
    const id = await created(
      s,
      "owner",
      upload(
        { name: "Uploaded guide", source: "upload", chunkSize: "300" },
        { name: "guide.md", content: THREE_SECTIONS },
      ),
    );
    const first = await detail(s, id);
    expect(first).toMatchObject({ source: "upload", format: "md", fileName: "guide.md", chunkSize: 300 });
    expect(["Processing", "Ready"]).toContain(first.status);
    await documentsSettled(s.t.ctx);
    expect(await detail(s, id)).toMatchObject({ status: "Ready", chunks: 3, error: null });
    expect(existsSync(uploadPath(s.t.ctx, id))).toBe(false);
    expect(incomingFiles()).toEqual([]);
  });

  it("fails a file that is not what its name says, with the reason", async () => {
    const id = await created(
      s,
      "owner",
      upload({ name: "Not a PDF", source: "upload" }, { name: "scan.pdf", content: "plain words" }),
    );
    await documentsSettled(s.t.ctx);
    expect(await detail(s, id)).toMatchObject({ status: "Failed", error: "error_ai_document_unreadable", chunks: 0 });
  });

  it("refuses a file of another type, and an upload without its file, keeping nothing", async () => {
    const bad = await call(
      s,
      "owner",
      "POST",
      paths.create,
      upload({ name: "Image", source: "upload" }, { name: "photo.png", content: "png" }),
    );
    expect(bad.status).toBe(400);
    expect(message(bad)).toBe("file: validation_ai_document_type");
    const missing = await call(s, "owner", "POST", paths.create, upload({ name: "Nothing", source: "upload" }));
    expect(message(missing)).toBe("file: validation_ai_document_file_required");
    expect(incomingFiles()).toEqual([]);
  });

  it(`refuses a file past ${AI_DOCUMENTS.MAX_UPLOAD_BYTES} bytes with 413, storing no document and no file`, async () => {
    const before = s.t.ctx.db.prepare("SELECT COUNT(*) FROM ai_documents").pluck().get();
    const answer = await call(
      s,
      "owner",
      "POST",
      paths.create,
      upload(
        { name: "Too big", source: "upload" },
        { name: "big.txt", content: new Uint8Array(AI_DOCUMENTS.MAX_UPLOAD_BYTES + 1).fill(120) },
      ),
    );
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe(`file: ${DOCUMENT_MESSAGES.tooLarge}`);
    expect(s.t.ctx.db.prepare("SELECT COUNT(*) FROM ai_documents").pluck().get()).toBe(before);
    expect(incomingFiles()).toEqual([]);
    // Exactly the limit is taken.
    const id = await created(
      s,
      "owner",
      upload(
        { name: "Just fits", source: "upload", chunkSize: "4000" },
        { name: "fits.txt", content: new Uint8Array(AI_DOCUMENTS.MAX_UPLOAD_BYTES).fill(120) },
      ),
    );
    await documentsSettled(s.t.ctx);
    expect(await detail(s, id)).toMatchObject({ status: "Ready", characters: AI_DOCUMENTS.MAX_UPLOAD_BYTES });
  }, 60_000);
});

describe("documents: URLs", () => {
  let s: Served;
  let page: Server;
  let origin: string;
  beforeAll(async () => {
    s = await serve(["127.0.0.1"]);
    page = createServer((req, res) => {
      if (req.url === "/guide.md") res.writeHead(200, { "content-type": "text/plain" }).end(THREE_SECTIONS);
      else if (req.url === "/page")
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<h1>Hours</h1><p>Open from nine.</p>");
      else if (req.url === "/image") res.writeHead(200, { "content-type": "image/png" }).end("png");
      else if (req.url === "/huge") {
        res.writeHead(200, { "content-type": "text/plain" });
        const piece = Buffer.alloc(1024 * 1024, 120);
        let sent = 0;
        const send = () => {
          while (sent <= AI_DOCUMENTS.MAX_UPLOAD_BYTES) {
            sent += piece.length;
            if (!res.write(piece)) return res.once("drain", send);
          }
          res.end();
        };
        send();
      } else res.writeHead(404).end("no");
    });
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await s.close();
    page.close();
  });

  it("fetches a URL in the background: its format from the answer, Ready with its chunks", async () => {
    const md = await created(s, "owner", { name: "Fetched guide", source: "url", url: `${origin}/guide.md` });
    const html = await created(s, "owner", { name: "Fetched page", source: "url", url: `${origin}/page` });
    await documentsSettled(s.t.ctx);
    expect(await detail(s, md)).toMatchObject({ status: "Ready", format: "md", chunks: 3, url: `${origin}/guide.md` });
    expect(await detail(s, html)).toMatchObject({ status: "Ready", format: "html", chunks: 1 });
    expect((await chunksOf(s, html)).chunks[0]).toMatchObject({ heading: "Hours", text: "Open from nine." });
  });

  it("fails with the reason: an error answer, a type it cannot read, an answer past the limit", async () => {
    const missing = await created(s, "owner", { name: "Missing page", source: "url", url: `${origin}/nothing` });
    const image = await created(s, "owner", { name: "An image", source: "url", url: `${origin}/image` });
    const huge = await created(s, "owner", { name: "Huge page", source: "url", url: `${origin}/huge` });
    await documentsSettled(s.t.ctx);
    expect(await detail(s, missing)).toMatchObject({ status: "Failed", error: "error_ai_document_url_failed" });
    expect(await detail(s, image)).toMatchObject({ status: "Failed", error: "error_ai_document_url_type" });
    expect(await detail(s, huge)).toMatchObject({ status: "Failed", error: DOCUMENT_MESSAGES.fetchedTooLarge });
    expect(readdirSync(join(s.t.ctx.config.dataDir, "ai-documents")).filter((f) => f !== "incoming")).toEqual([]);
  }, 60_000);
});

describe("documents: scoping and roles", () => {
  let s: Served;
  let mine: string;
  let theirs: string;
  beforeAll(async () => {
    s = await serve();
    mine = await created(s, "owner", { name: "Mine", source: "text", text: "# Refunds\n\nrefund policy" });
    theirs = await created(s, "other", { name: "Theirs", source: "text", text: "# Refunds\n\nrefund secrets" });
  });
  afterAll(() => s.close());

  it("answers 404 for another account's document, changes nothing, and never searches it", async () => {
    for (const [method, path, body] of [
      ["GET", paths.one(theirs)],
      ["PATCH", paths.one(theirs), { name: "Taken", chunkSize: 500 }],
      ["DELETE", paths.one(theirs)],
      ["GET", AI_DOCUMENT_PATHS.chunks(theirs)],
    ] as const) {
      const answer = await call(s, "owner", method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.text).not.toContain("secrets");
    }
    expect((await detail(s, theirs, "other")).name).toBe("Theirs");
    const list = ListSchema.parse((await call(s, "owner", "GET", paths.list)).json)[
      AI_DOCUMENTS_API.rowsKey
    ] as DocumentRow[];
    expect(list.map((r) => r.id)).toEqual([mine]);
    const search = RetrievalTestAnswerSchema.parse(
      (
        await call(s, "owner", "POST", AI_DOCUMENT_PATHS.retrievalTest, {
          question: "refund",
          documentIds: [theirs, mine],
        })
      ).json,
    );
    expect(search.chunks.map((c) => c.documentId)).toEqual([mine]);
  });

  it("lets a reader read, list, browse and test, and refuses its writes; a user without roles gets 403", async () => {
    expect((await call(s, "reader", "GET", paths.one(mine))).status).toBe(200);
    expect((await call(s, "reader", "GET", AI_DOCUMENT_PATHS.chunks(mine))).status).toBe(200);
    expect((await call(s, "reader", "POST", paths.create, { name: "Nope", source: "text", text: "x" })).status).toBe(
      403,
    );
    expect(
      (
        await call(
          s,
          "reader",
          "POST",
          paths.create,
          upload({ name: "Nope", source: "upload" }, { name: "a.md", content: "x" }),
        )
      ).status,
    ).toBe(403);
    expect((await call(s, "reader", "PATCH", paths.one(mine), { name: "Nope", chunkSize: 500 })).status).toBe(403);
    expect((await call(s, "reader", "DELETE", paths.one(mine))).status).toBe(403);
    for (const [method, path] of [
      ["GET", paths.list],
      ["GET", paths.one(mine)],
      ["GET", AI_DOCUMENT_PATHS.chunks(mine)],
      ["POST", AI_DOCUMENT_PATHS.retrievalTest],
    ] as const) {
      expect(
        (await call(s, "nobody", method, path, method === "POST" ? { question: "refund" } : undefined)).status,
      ).toBe(403);
    }
    expect((await detail(s, mine)).name).toBe("Mine");
  });
});

describe("documents: processing survives a restart", () => {
  it("resumes the documents a stopped platform left Processing, and removes uploads it was still receiving", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "vc-docs-restart-"));
    const options = { dataDir, publicOrigin: "http://127.0.0.1:3000", accessTokenTtlSeconds: 900, simulate: false };
    try {
      const first = await createPlatform(options);
      const account = insertAccount(first.ctx, { name: "Restart Co" });
      const id = randomUUID();
      first.db
        .prepare(
          `INSERT INTO ai_documents (id, account_id, name, source, format, file_name, chunk_size, status, created_at)
           VALUES (?, ?, 'Left behind', 'upload', 'md', 'left.md', 1000, 'Processing', 0)`,
        )
        .run(id, account);
      mkdirSync(incomingDir(first.ctx), { recursive: true });
      writeFileSync(uploadPath(first.ctx, id), THREE_SECTIONS);
      writeFileSync(join(incomingDir(first.ctx), "half-received.part"), "half");
      await first.close();

      const second = await createPlatform(options);
      await new Promise((resolve) => setImmediate(resolve));
      await documentsSettled(second.ctx);
      const row = second.db.prepare("SELECT status, chunk_count FROM ai_documents WHERE id = ?").get(id);
      expect(row).toEqual({ status: "Ready", chunk_count: 3 });
      expect(readdirSync(incomingDir(second.ctx))).toEqual([]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
