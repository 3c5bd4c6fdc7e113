/**
 * The AI documents' contract at its boundaries (docs/features/ai-framework.md#documents): the create
 * form per source, the chunk size's range, the pasted text's length, the formats read by file name
 * and by a fetched answer's media type, and the retrieval test's question.
 */
import { describe, expect, it } from "vitest";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import {
  DOCUMENT_MESSAGES,
  DocumentCreateSchema,
  DocumentEditSchema,
  DocumentJsonCreateSchema,
  formatOfAnswer,
  formatOfFileName,
  RetrievalTestSchema,
} from "../../../contract/wire/aiDocuments";

const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("the create form", () => {
  it("keeps only the chosen source's field", () => {
    const form = DocumentCreateSchema.parse({
      name: " Help center ",
      source: "url",
      url: "https://example.com/help",
      text: "ignored",
      file: "ignored.md",
      chunkSize: 800,
    });
    expect(form).toEqual({
      name: "Help center",
      source: "url",
      url: "https://example.com/help",
      text: undefined,
      file: undefined,
      chunkSize: 800,
    });
  });

  it("asks each source for what it needs", () => {
    expect(issues(DocumentCreateSchema.safeParse({ name: "Doc one", source: "upload" }))).toEqual([
      "file: validation_ai_document_file_required",
    ]);
    expect(issues(DocumentCreateSchema.safeParse({ name: "Doc one", source: "upload", file: "scan.png" }))).toEqual([
      "file: validation_ai_document_type",
    ]);
    expect(issues(DocumentCreateSchema.safeParse({ name: "Doc one", source: "url", url: "" }))).toEqual([
      "url: validation_field_required",
    ]);
    expect(issues(DocumentCreateSchema.safeParse({ name: "Doc one", source: "text", text: " \n " }))).toEqual([
      "text: validation_ai_document_text_required",
    ]);
    expect(issues(DocumentCreateSchema.safeParse({ name: "Doc one" }))).toEqual(["source: validation_radio_required"]);
    // A JSON create has no file: an upload is multipart only.
    expect(issues(DocumentJsonCreateSchema.safeParse({ name: "Doc one", source: "upload", file: "a.md" }))).toEqual([
      "file: validation_ai_document_file_required",
    ]);
  });

  it("takes chunk sizes from CHUNK_SIZE_MIN to CHUNK_SIZE_MAX, whole numbers, and defaults", () => {
    const base = { name: "Doc one", source: "text", text: "x" };
    for (const ok of [AI_DOCUMENTS.CHUNK_SIZE_MIN, AI_DOCUMENTS.CHUNK_SIZE_MAX])
      expect(DocumentCreateSchema.safeParse({ ...base, chunkSize: ok }).success).toBe(true);
    for (const bad of [AI_DOCUMENTS.CHUNK_SIZE_MIN - 1, AI_DOCUMENTS.CHUNK_SIZE_MAX + 1, 300.5, "300"])
      expect(issues(DocumentCreateSchema.safeParse({ ...base, chunkSize: bad }))).toEqual([
        `chunkSize: ${DOCUMENT_MESSAGES.chunkSize}`,
      ]);
    expect(DocumentCreateSchema.parse(base).chunkSize).toBe(AI_DOCUMENTS.CHUNK_SIZE_DEFAULT);
    expect(DocumentEditSchema.safeParse({ name: "Doc one", chunkSize: AI_DOCUMENTS.CHUNK_SIZE_MAX + 1 }).success).toBe(
      false,
    );
  });

  it("takes pasted text up to MAX_PASTED_CHARACTERS", () => {
    const base = { name: "Doc one", source: "text" };
    expect(
      DocumentCreateSchema.safeParse({ ...base, text: "x".repeat(AI_DOCUMENTS.MAX_PASTED_CHARACTERS) }).success,
    ).toBe(true);
    expect(
      issues(DocumentCreateSchema.safeParse({ ...base, text: "x".repeat(AI_DOCUMENTS.MAX_PASTED_CHARACTERS + 1) })),
    ).toEqual([`text: ${DOCUMENT_MESSAGES.textLength}`]);
    expect(DOCUMENT_MESSAGES.textLength).toBe("validation_ai_document_text_length?max=200%2C000");
  });
});

describe("formats", () => {
  it("knows a file's format by its extension, whatever its case", () => {
    expect(["a.TXT", "b.md", "c.Markdown", "d.htm", "e.html", "f.PDF", "g.docx"].map(formatOfFileName)).toEqual([
      "txt",
      "md",
      "md",
      "html",
      "html",
      "pdf",
      "docx",
    ]);
    expect(["a.doc", "b.png", "noextension", "c.pdf.exe"].map(formatOfFileName)).toEqual([null, null, null, null]);
  });

  it("knows a fetched answer's format by its media type, a .md served as text, and by name only without a type", () => {
    expect(formatOfAnswer("text/html; charset=utf-8", "https://x.example/")).toBe("html");
    expect(formatOfAnswer("text/plain", "https://x.example/readme.md")).toBe("md");
    expect(formatOfAnswer("text/plain", "https://x.example/notes")).toBe("txt");
    expect(formatOfAnswer("application/pdf", "https://x.example/a")).toBe("pdf");
    expect(formatOfAnswer(undefined, "https://x.example/a.docx")).toBe("docx");
    expect(formatOfAnswer("application/octet-stream", "https://x.example/a.pdf")).toBe("pdf");
    expect(formatOfAnswer("image/png", "https://x.example/a.md")).toBeNull();
  });
});

describe("the retrieval test", () => {
  it("takes a question up to its length, topK from 1 to RETRIEVAL_TOP_K_MAX, and documents once each", () => {
    expect(RetrievalTestSchema.parse({ question: " refund? " })).toEqual({
      question: "refund?",
      documentIds: undefined,
      topK: AI_DOCUMENTS.RETRIEVAL_TOP_K_DEFAULT,
    });
    expect(RetrievalTestSchema.parse({ question: "q", documentIds: ["a", "b", "a"], topK: 20 }).documentIds).toEqual([
      "a",
      "b",
    ]);
    expect(RetrievalTestSchema.parse({ question: "q", documentIds: [] }).documentIds).toBeUndefined();
    expect(issues(RetrievalTestSchema.safeParse({ question: "" }))).toEqual(["question: validation_field_required"]);
    expect(
      RetrievalTestSchema.safeParse({ question: "x".repeat(AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS) }).success,
    ).toBe(true);
    expect(
      issues(
        RetrievalTestSchema.safeParse({ question: "x".repeat(AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS + 1) }),
      ),
    ).toEqual([`question: ${DOCUMENT_MESSAGES.question}`]);
    for (const topK of [0, AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX + 1, 1.5])
      expect(issues(RetrievalTestSchema.safeParse({ question: "q", topK }))).toEqual([
        `topK: ${DOCUMENT_MESSAGES.topK}`,
      ]);
  });
});
