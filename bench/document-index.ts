/**
 * AI documents (issue 31 "Speed"; docs/features/ai-framework.md#documents): indexing a 10 MB Markdown
 * document (≤ 10 s, with memory that does not grow with the file) and retrieval over 100 documents of
 * about 10,000 chunks (p50 ≤ 5 ms).
 *
 * Indexing runs the platform's real background job (read, cut, index) on a generated Markdown file of
 * 2.5, 10 and 20 MB, each in a process of its own so its memory is the job's alone: the peak heap
 * growth side by side shows whether memory follows the file (the RSS growth is printed too; it holds
 * SQLite's page cache, bounded by the connection's cache size). Retrieval runs
 * `retrieve()` on a file database holding 100 generated documents of 100 sections each, asked 1,000
 * questions after a warm-up; text and questions are drawn from one made-up vocabulary whose word
 * frequencies follow Zipf's law with English's stop words as its most frequent words, as real text
 * does (so a question's searched words match from a few to most of the chunks).
 *
 *   npm run bench -- --only=document-index
 *   (forked by itself) document-index.ts index <megabytes>
 */
import { fork } from "node:child_process";
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { EventEmitter } from "node:events";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AI_DOCUMENTS } from "../contract/limits/ai";
import { documentsSettled, scheduleDocument, uploadPath } from "../platform/ai/documents/jobs";
import { indexTextNow } from "../platform/ai/documents/index";
import { retrieve } from "../platform/ai/documents/retrieve";
import type { PlatformContext } from "../platform/context";
import { openDatabase, type Db } from "../platform/db/database";
import { report } from "./summary";
import { reportTarget } from "./targets";
import { percentile, printTable } from "./timing";

const MB = 1024 * 1024;
const SELF = fileURLToPath(import.meta.url);

/** A small deterministic PRNG (mulberry32): the same documents and questions on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** nlp.js's English stop words (what retrieval drops from a question), the most frequent words of the made-up text. */
const STOP_WORDS = Object.keys(
  new (
    createRequire(import.meta.url)("@nlpjs/lang-en-min") as { StopwordsEn: new () => { dictionary: object } }
  ).StopwordsEn().dictionary,
).filter((w) => w.length > 1);

/**
 * A made-up vocabulary of 20,000 words whose most frequent are English's function words (as in real
 * text), drawn as text draws words: word k about 1/k as often as the first (Zipf). One vocabulary for
 * every document and question, so questions share words with the documents as real ones do.
 */
const VOCABULARY = (() => {
  const next = random(1);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const made = Array.from({ length: 20_000 - STOP_WORDS.length }, () => {
    let word = "";
    for (let n = 4 + Math.floor(next() * 6), i = 0; i < n; i++) word += letters[Math.floor(next() * 26)];
    return word;
  });
  return [...STOP_WORDS, ...made];
})();

function wordSource(seed: number) {
  const next = random(seed);
  const harmonic = Math.log(VOCABULARY.length) + 0.5772;
  return {
    word: () => VOCABULARY[Math.min(VOCABULARY.length - 1, Math.floor(Math.exp(next() * harmonic) - 1))],
    next,
  };
}

function sentence(words: ReturnType<typeof wordSource>): string {
  const n = 8 + Math.floor(words.next() * 12);
  const text = Array.from({ length: n }, () => words.word()).join(" ");
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Markdown of about `bytes`: "## Section" headings, each over a few paragraphs of a few sentences. */
function* markdown(seed: number, bytes: number): Generator<string> {
  const words = wordSource(seed);
  let size = 0;
  for (let section = 1; size < bytes; section++) {
    let text = `## Section ${section}: ${words.word()} ${words.word()}\n\n`;
    for (let p = 0, paragraphs = 2 + Math.floor(words.next() * 4); p < paragraphs; p++) {
      text += `${Array.from({ length: 3 + Math.floor(words.next() * 5) }, () => sentence(words)).join(" ")}\n\n`;
    }
    size += Buffer.byteLength(text);
    yield text;
  }
}

function benchContext(): { ctx: PlatformContext; account: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "vc-docs-bench-"));
  const db = openDatabase(join(dir, "platform.sqlite"));
  const ctx: PlatformContext = {
    db,
    config: {
      dataDir: dir,
      jwtSecret: new Uint8Array(32),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 86_400,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1:3000",
      simulate: false,
    },
    events: new EventEmitter(),
    now: () => Date.now(),
  };
  const account = randomUUID();
  db.prepare(
    `INSERT INTO accounts (id, name, type, status, plan, billing_type, balance, secret, connectivity_provider, created_at)
     VALUES (?, 'Bench Docs', 'LiveHub', 'active', 'Essential Plan', 'Prepaid', 0, ?, 'System default', ?)`,
  ).run(account, randomUUID(), Date.now());
  return { ctx, account, dir };
}

function insertDocument(db: Db, account: string, name: string, source: "upload" | "text"): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO ai_documents (id, account_id, name, source, format, file_name, chunk_size, status, created_at)
     VALUES (?, ?, ?, ?, 'md', ?, ?, 'Processing', ?)`,
  ).run(
    id,
    account,
    name,
    source,
    source === "upload" ? `${name}.md` : null,
    AI_DOCUMENTS.CHUNK_SIZE_DEFAULT,
    Date.now(),
  );
  return id;
}

export interface IndexFigures {
  bytes: number;
  seconds: number;
  characters: number;
  chunks: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
  heapBeforeBytes: number;
  /** The JavaScript heap's peak while the job ran, sampled every 20 ms. */
  peakHeapBytes: number;
}

/** In the child: writes the Markdown file, then runs the document's background job on it and times it. */
async function indexInThisProcess(megabytes: number): Promise<IndexFigures> {
  const { ctx, account, dir } = benchContext();
  try {
    const id = insertDocument(ctx.db, account, "Ten megabytes", "upload");
    mkdirSync(join(dir, "ai-documents"), { recursive: true });
    const out = createWriteStream(uploadPath(ctx, id));
    let bytes = 0;
    for (const piece of markdown(megabytes, megabytes * MB)) {
      bytes += Buffer.byteLength(piece);
      if (!out.write(piece)) await once(out, "drain");
    }
    out.end();
    await once(out, "finish");
    global.gc?.();
    const rssBeforeBytes = process.memoryUsage().rss;
    const heapBeforeBytes = process.memoryUsage().heapUsed;
    let peakHeapBytes = heapBeforeBytes;
    const sample = () => (peakHeapBytes = Math.max(peakHeapBytes, process.memoryUsage().heapUsed));
    const timer = setInterval(sample, 20);
    const started = performance.now();
    scheduleDocument(ctx, id);
    await new Promise((resolve) => setImmediate(resolve));
    await documentsSettled(ctx);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    sample();
    const row = ctx.db
      .prepare("SELECT status, error, characters, chunk_count FROM ai_documents WHERE id = ?")
      .get(id) as {
      status: string;
      error: string | null;
      characters: number;
      chunk_count: number;
    };
    if (row.status !== "Ready") throw new Error(`document bench: the document ended ${row.status} (${row.error})`);
    return {
      bytes,
      seconds,
      characters: row.characters,
      chunks: row.chunk_count,
      rssBeforeBytes,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
      heapBeforeBytes,
      peakHeapBytes,
    };
  } finally {
    ctx.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function indexInChild(megabytes: number): Promise<IndexFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ["index", String(megabytes)], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let figures: IndexFigures | undefined;
    child.on("message", (m) => (figures = m as IndexFigures));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      figures
        ? resolve(figures)
        : reject(new Error(`document bench: the indexing process ended with ${code ?? signal}`)),
    );
  });
}

/** 100 documents of about 100 sections of one chunk each, then questions timed through retrieve(). */
function retrievalBench(): { p50: number; p99: number; chunks: number; documents: number } {
  const { ctx, account, dir } = benchContext();
  try {
    const ids: string[] = [];
    ctx.db.transaction(() => {
      for (let d = 0; d < 100; d++) {
        const id = insertDocument(ctx.db, account, `Document ${d}`, "text");
        const words = wordSource(1000 + d);
        let text = "";
        for (let s = 1; s <= 100; s++) {
          text += `## Topic ${s} ${words.word()}\n\n`;
          let body = "";
          while (body.length < 800) body += `${sentence(words)} `;
          text += `${body.trim()}\n\n`;
        }
        indexTextNow(
          ctx.db,
          { documentId: id, accountId: account, generation: 1, chunkSize: AI_DOCUMENTS.CHUNK_SIZE_DEFAULT },
          text,
          Date.now(),
        );
        ids.push(id);
      }
    })();
    const chunks = ctx.db.prepare("SELECT COUNT(*) FROM ai_document_chunks").pluck().get() as number;
    const questions = wordSource(7);
    const ask = () =>
      retrieve(
        ctx.db,
        account,
        ids,
        // A question of 6 to 12 words drawn like the text's: about half of them stop words, as in "how do I ...".
        `${Array.from({ length: 6 + Math.floor(questions.next() * 7) }, () => questions.word()).join(" ")}?`,
        {
          topK: AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT,
        },
      );
    for (let i = 0; i < 50; i++) ask();
    const times: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const started = performance.now();
      ask();
      times.push(performance.now() - started);
    }
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), chunks, documents: ids.length };
  } finally {
    ctx.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runDocumentIndexBench(): Promise<void> {
  console.log("\n=== AI documents: indexing and retrieval ===");
  const small = await indexInChild(2.5);
  const large = await indexInChild(10);
  const largest = await indexInChild(AI_DOCUMENTS.MAX_UPLOAD_BYTES / MB);
  const growth = (f: IndexFigures) => (f.peakRssBytes - f.rssBeforeBytes) / MB;
  const heap = (f: IndexFigures) => (f.peakHeapBytes - f.heapBeforeBytes) / MB;
  const rows = [small, large, largest].map((f) => [
    `${(f.bytes / MB).toFixed(1)} MB Markdown`,
    f.seconds.toFixed(2),
    f.characters.toLocaleString("en-US"),
    f.chunks.toLocaleString("en-US"),
    (f.rssBeforeBytes / MB).toFixed(0),
    growth(f).toFixed(0),
    heap(f).toFixed(0),
  ]);
  printTable(["document", "seconds", "characters", "chunks", "RSS before MB", "RSS growth MB", "heap growth MB"], rows);
  // The RSS growth holds SQLite's page cache, which fills with the pages the job writes up to the
  // platform connection's 64 MiB (platform/db/database.ts): the job's own memory is the heap's.
  console.log("RSS growth includes SQLite's page cache (up to 64 MiB a connection); the job's own memory is the heap.");
  const retrieval = retrievalBench();
  printTable(
    ["retrieval", "documents", "chunks", "p50 ms", "p99 ms"],
    [
      [
        "top 5",
        String(retrieval.documents),
        retrieval.chunks.toLocaleString("en-US"),
        retrieval.p50.toFixed(2),
        retrieval.p99.toFixed(2),
      ],
    ],
  );
  report(
    "AI documents",
    "index a 10 MB Markdown document",
    `${large.seconds.toFixed(1)} s, ${large.chunks.toLocaleString("en-US")} chunks; peak heap growth ${heap(large).toFixed(0)} MB ` +
      `(2.5 MB: ${heap(small).toFixed(0)} MB, 20 MB: ${heap(largest).toFixed(0)} MB); RSS growth ${growth(large).toFixed(0)} MB with SQLite's page cache`,
  );
  report(
    "AI documents",
    `retrieval, ${retrieval.documents} documents, ${retrieval.chunks.toLocaleString("en-US")} chunks`,
    `p50 ${retrieval.p50.toFixed(2)} ms, p99 ${retrieval.p99.toFixed(2)} ms`,
  );
  reportTarget(
    "documentIndex",
    `${large.seconds.toFixed(1)} s; heap growth ${heap(large).toFixed(0)} MB (2.5 MB file: ${heap(small).toFixed(0)} MB, 20 MB: ${heap(largest).toFixed(0)} MB)`,
    { seconds: large.seconds, heapMb: heap(large), smallHeapMb: heap(small), largestHeapMb: heap(largest) },
  );
  reportTarget("documentRetrieval", `p50 ${retrieval.p50.toFixed(2)} ms, p99 ${retrieval.p99.toFixed(2)} ms`, {
    p50: retrieval.p50,
  });
}

if (process.argv[2] === "index") {
  const figures = await indexInThisProcess(Number(process.argv[3]));
  process.send?.(figures);
  process.exit(0);
}
