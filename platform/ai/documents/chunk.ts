/**
 * Cutting a document into chunks (docs/features/ai-framework.md#documents "Chunking"): every heading
 * starts a new chunk, so a chunk never mixes two sections; inside a section, paragraphs are put
 * together toward the chunk size, and a paragraph longer than the size is cut at its sentences (then
 * its words, then anywhere). Each chunk keeps its heading path ("Billing › Refunds"), the headings it
 * sits under, so a question can match the section's title too. A section without text makes no chunk.
 * Push-style: blocks in, chunks out, so a document of any size is cut holding one chunk at a time.
 */
import { HEADING_PATH_SEPARATOR } from "../../../contract/wire/aiDocuments";
import type { Block } from "./parse";

export interface Chunk {
  heading: string;
  text: string;
}

const PARAGRAPH_SEPARATOR = "\n\n";
const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/** `text` in pieces of at most `size` characters: at sentence ends, else at spaces, else anywhere. */
export function splitText(text: string, size: number): string[] {
  const units: string[] = [];
  for (const { segment } of sentences.segment(text)) {
    if (segment.length <= size) {
      units.push(segment);
      continue;
    }
    for (const word of segment.split(/(?<=\s)/)) {
      for (let at = 0; at < word.length; at += size) units.push(word.slice(at, at + size));
    }
  }
  const pieces: string[] = [];
  let piece = "";
  for (const unit of units) {
    if (piece.length + unit.length > size && piece.trim() !== "") {
      pieces.push(piece.trim());
      piece = "";
    }
    piece += unit;
  }
  if (piece.trim() !== "") pieces.push(piece.trim());
  return pieces;
}

export class Chunker {
  private path: Block[] = [];
  private buffer = "";

  constructor(
    private readonly size: number,
    private readonly emit: (chunk: Chunk) => void,
  ) {}

  add(block: Block): void {
    if (block.level > 0) {
      this.flush();
      while (this.path.length && this.path[this.path.length - 1].level >= block.level) this.path.pop();
      this.path.push(block);
      return;
    }
    const text = block.text.trim();
    if (text === "") return;
    const joined = this.buffer === "" ? text : `${this.buffer}${PARAGRAPH_SEPARATOR}${text}`;
    if (joined.length <= this.size) {
      this.buffer = joined;
      return;
    }
    // Paragraphs stay whole when they fit a chunk of their own.
    this.flush();
    if (text.length <= this.size) {
      this.buffer = text;
      return;
    }
    const pieces = splitText(text, this.size);
    for (const piece of pieces.slice(0, -1)) this.out(piece);
    this.buffer = pieces[pieces.length - 1] ?? "";
  }

  end(): void {
    this.flush();
  }

  private flush(): void {
    if (this.buffer !== "") this.out(this.buffer);
    this.buffer = "";
  }

  private out(text: string): void {
    this.emit({ heading: this.path.map((h) => h.text).join(HEADING_PATH_SEPARATOR), text });
  }
}

/** Blocks held in memory as chunks (pasted text, the seed, tests). */
export function chunkBlocks(blocks: Iterable<Block>, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  const chunker = new Chunker(size, (c) => chunks.push(c));
  for (const block of blocks) chunker.add(block);
  chunker.end();
  return chunks;
}
