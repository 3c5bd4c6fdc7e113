/** Escapes `\`, `%` and `_` for a LIKE pattern written with ESCAPE '\', so that user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
