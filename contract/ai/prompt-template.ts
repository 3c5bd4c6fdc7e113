/**
 * An agent's prompt, welcome message and answers are templates (docs/features/ai-framework.md#prompt-syntax;
 * docs/decisions/015-embedded-agent-engine.md "a small hand-written parser: ... it must never eval"):
 *
 *   {{#if caller == "+441234567890"}}…{{#elseif hour >= 18 and not vip}}…{{#else}}…{{/if}}
 *   Hello {name}, you called {called}.
 *
 * A tokenizer and a recursive-descent parser build a tree that an evaluator walks: values are looked
 * up as own properties of the variables given, so nothing in a template can reach code. A malformed
 * template is a TemplateError naming the line and column ("line 3, column 12: expected {{/if}} for
 * the {{#if}} at line 1, column 1"), with a message reference the console's forms show as it is.
 */
import { AI_ENGINE } from "../limits/ai";
import { formatMessage, type MessageKey } from "../messages";
import { messageWithParams } from "../wire/myAccount";

export type TemplateValue = string | number | boolean;
/** The conversation's variables ({caller}, {called}, {channel}, {date}, slots, {result}); absent ones expand to "". */
export type TemplateVariables = Readonly<Record<string, TemplateValue | null | undefined>>;

export interface Expansion {
  text: string;
  /** The variables the expansion read, in the order it first read them. */
  variablesUsed: string[];
  /** Those of them that had no value (they expanded to "" and compared as ""). */
  missingVariables: string[];
}

export interface TemplateProblem {
  line: number;
  column: number;
  /** In English ("line 3, column 12: expected {{/if}} …"). */
  message: string;
  /** The same as a message reference (`ai_template_unclosed_if?line=3&…`), for a form's field error. */
  ref: string;
}

export class TemplateError extends Error {
  constructor(readonly problem: TemplateProblem) {
    super(problem.message);
    this.name = "TemplateError";
  }
}

const TAG = { if: "{{#if}}", elseif: "{{#elseif}}", else: "{{#else}}", endif: "{{/if}}" } as const;
type TagKind = keyof typeof TAG;
const TAG_WORDS: Record<string, TagKind> = { "#if": "if", "#elseif": "elseif", "#else": "else", "/if": "endif" };
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?\d+(?:\.\d+)?/y;
const DOUBLE_BRACED = /\{\{[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*\}\}/y;
const NUMERIC_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

// ---- positions ------------------------------------------------------------------------------------

/** Turns offsets of one template into 1-based lines and columns. */
class Source {
  private readonly lineStarts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text[i] === "\n") this.lineStarts.push(i + 1);
  }
  at(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - this.lineStarts[low] + 1 };
  }
  fail(offset: number, key: MessageKey, params: Record<string, string | number> = {}): never {
    const { line, column } = this.at(offset);
    const all = { line, column, ...params };
    throw new TemplateError({ line, column, message: formatMessage(key, all), ref: messageWithParams(key, all) });
  }
}

// ---- conditions ------------------------------------------------------------------------------------

type Expr =
  | { kind: "literal"; value: TemplateValue }
  | { kind: "variable"; name: string }
  | { kind: "not"; operand: Expr }
  | { kind: "and" | "or"; left: Expr; right: Expr }
  | { kind: "compare"; op: CompareOp; left: Expr; right: Expr };

const COMPARE_OPS = ["==", "!=", "<=", ">=", "<", ">"] as const;
type CompareOp = (typeof COMPARE_OPS)[number];

type CondToken =
  | { type: "op"; text: CompareOp; at: number }
  | { type: "paren"; text: "(" | ")"; at: number }
  | { type: "word"; text: string; at: number }
  | { type: "string"; text: string; value: string; at: number }
  | { type: "number"; text: string; value: number; at: number };

function tokenizeCondition(source: Source, start: number, end: number): CondToken[] {
  const text = source.text;
  const tokens: CondToken[] = [];
  let i = start;
  while (i < end) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "(" || c === ")") {
      tokens.push({ type: "paren", text: c, at: i });
      i++;
      continue;
    }
    const op = COMPARE_OPS.find((o) => text.startsWith(o, i));
    if (op) {
      tokens.push({ type: "op", text: op, at: i });
      i += op.length;
      continue;
    }
    if (c === '"') {
      let value = "";
      let j = i + 1;
      for (; j < end && text[j] !== '"'; j++) {
        if (text[j] === "\\" && j + 1 < end) j++;
        value += text[j];
      }
      if (j >= end) source.fail(i, "ai_template_unclosed_string");
      tokens.push({ type: "string", text: text.slice(i, j + 1), value, at: i });
      i = j + 1;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number && i + number[0].length <= end) {
      tokens.push({ type: "number", text: number[0], value: Number(number[0]), at: i });
      i += number[0].length;
      continue;
    }
    IDENTIFIER.lastIndex = i;
    const word = IDENTIFIER.exec(text);
    if (word) {
      tokens.push({ type: "word", text: word[0], at: i });
      i += word[0].length;
      continue;
    }
    source.fail(i, "ai_template_unexpected_character", { char: c });
  }
  return tokens;
}

/** condition := or; or := and ("or" and)*; and := not ("and" not)*; not := "not" not | compare; compare := value (op value)?; value := "(" or ")" | string | number | true | false | name */
function parseCondition(source: Source, start: number, end: number, tag: string): Expr {
  const tokens = tokenizeCondition(source, start, end);
  let position = 0;
  let depth = 0;
  const peek = () => tokens[position];
  const previousText = () => (position > 0 ? tokens[position - 1].text : tag);
  const isWord = (word: string) => peek()?.type === "word" && peek().text === word;
  const deeper = (at: number) => {
    if (++depth > AI_ENGINE.TEMPLATE_MAX_DEPTH)
      source.fail(at, "ai_template_too_deep", { max: AI_ENGINE.TEMPLATE_MAX_DEPTH });
  };

  function value(): Expr {
    const token = peek();
    if (!token || token.type === "op" || token.text === ")" || (token.type === "word" && /^(and|or)$/.test(token.text)))
      return source.fail(token?.at ?? end, "ai_template_expected_value", { after: previousText() });
    position++;
    if (token.type === "paren") {
      deeper(token.at);
      const inner = or();
      if (peek()?.text !== ")") {
        const { line, column } = source.at(token.at);
        source.fail(peek()?.at ?? end, "ai_template_unclosed_paren", { openLine: line, openColumn: column });
      }
      position++;
      depth--;
      return inner;
    }
    if (token.type === "string" || token.type === "number") return { kind: "literal", value: token.value };
    if (token.text === "true" || token.text === "false") return { kind: "literal", value: token.text === "true" };
    if (token.text === "not") return source.fail(token.at, "ai_template_unexpected_token", { token: token.text });
    return { kind: "variable", name: token.text };
  }
  function compare(): Expr {
    const left = value();
    const token = peek();
    if (token?.type !== "op") return left;
    position++;
    return { kind: "compare", op: token.text, left, right: value() };
  }
  function not(): Expr {
    if (!isWord("not")) return compare();
    deeper(peek().at);
    position++;
    const operand = not();
    depth--;
    return { kind: "not", operand };
  }
  function and(): Expr {
    let left = not();
    while (isWord("and")) {
      position++;
      left = { kind: "and", left, right: not() };
    }
    return left;
  }
  function or(): Expr {
    let left = and();
    while (isWord("or")) {
      position++;
      left = { kind: "or", left, right: and() };
    }
    return left;
  }

  const expr = or();
  const rest = peek();
  if (rest) source.fail(rest.at, "ai_template_unexpected_token", { token: rest.text });
  return expr;
}

// ---- the template ------------------------------------------------------------------------------

type Piece =
  | { kind: "text"; value: string }
  | { kind: "variable"; name: string }
  | { kind: "tag"; tag: TagKind; at: number; condition: Expr | null };

type Node =
  | { kind: "text"; value: string }
  | { kind: "variable"; name: string }
  | { kind: "if"; branches: { condition: Expr; body: Node[] }[]; otherwise: Node[] | null };

/** Where a tag's "}}" is: the first one outside a double-quoted string (a string left open is the error). */
function tagEnd(source: Source, from: number, tag: TagKind, tagAt: number): number {
  const text = source.text;
  let stringAt = -1;
  for (let i = from; i < text.length; i++) {
    if (stringAt >= 0) {
      if (text[i] === "\\") i++;
      else if (text[i] === '"') stringAt = -1;
    } else if (text[i] === '"') stringAt = i;
    else if (text.startsWith("}}", i)) return i;
  }
  if (stringAt >= 0) source.fail(stringAt, "ai_template_unclosed_string");
  return source.fail(tagAt, "ai_template_unclosed_tag", { braces: "}}", tag: TAG[tag] });
}

function scan(source: Source): Piece[] {
  const text = source.text;
  const pieces: Piece[] = [];
  let literal = "";
  const flush = () => {
    if (literal) pieces.push({ kind: "text", value: literal });
    literal = "";
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "\\" && (text[i + 1] === "{" || text[i + 1] === "}")) {
      literal += text[i + 1];
      i += 2;
      continue;
    }
    if (c === "{" && text[i + 1] === "{") {
      let j = i + 2;
      while (text[j] === " " || text[j] === "\t") j++;
      if (text[j] === "#" || text[j] === "/") {
        const word = /^[#/][A-Za-z]*/.exec(text.slice(j, j + 16))![0];
        const tag = TAG_WORDS[word];
        if (!tag)
          source.fail(i, "ai_template_unknown_tag", {
            tag: `{{${word}}}`,
            tags: Object.values(TAG).join(", "),
          });
        const end = tagEnd(source, j + word.length, tag, i);
        const conditionStart = j + word.length;
        const hasCondition = /\S/.test(text.slice(conditionStart, end));
        if ((tag === "if" || tag === "elseif") && !hasCondition)
          source.fail(i, "ai_template_no_condition", { tag: TAG[tag] });
        if ((tag === "else" || tag === "endif") && hasCondition)
          source.fail(conditionStart + text.slice(conditionStart).search(/\S/), "ai_template_else_condition", {
            tag: TAG[tag],
          });
        // "{{#ifx}}" is an unknown tag, not "#if" followed by "x".
        const condition =
          tag === "if" || tag === "elseif" ? parseCondition(source, conditionStart, end, TAG[tag]) : null;
        flush();
        pieces.push({ kind: "tag", tag, at: i, condition });
        i = end + 2;
        continue;
      }
      // "{{name}}" (as other template languages write it) is "{name}".
      DOUBLE_BRACED.lastIndex = i;
      const variable = DOUBLE_BRACED.exec(text);
      if (variable) {
        flush();
        pieces.push({ kind: "variable", name: variable[1] });
        i += variable[0].length;
        continue;
      }
    }
    if (c === "{") {
      IDENTIFIER.lastIndex = i + 1;
      const name = IDENTIFIER.exec(text);
      if (name && text[i + 1 + name[0].length] === "}") {
        flush();
        pieces.push({ kind: "variable", name: name[0] });
        i += name[0].length + 2;
        continue;
      }
    }
    literal += c;
    i++;
  }
  flush();
  return standalone(pieces);
}

/**
 * A tag alone on its line takes the line with it, so a prompt written with one tag per line expands
 * without blank lines (as Handlebars does). Decided on the pieces as written, then cut.
 */
function standalone(pieces: Piece[]): Piece[] {
  const cutStart = new Map<number, number>();
  const cutEnd = new Map<number, number>();
  pieces.forEach((piece, i) => {
    if (piece.kind !== "tag") return;
    const before = pieces[i - 1];
    const after = pieces[i + 1];
    let lineStart: number | null = null;
    if (!before) lineStart = 0;
    else if (before.kind === "text") {
      const lastBreak = before.value.lastIndexOf("\n");
      const tail = before.value.slice(lastBreak + 1);
      if (/^[ \t]*$/.test(tail) && (lastBreak >= 0 || i === 1)) lineStart = lastBreak + 1;
    }
    let lineEnd: number | null = null;
    if (!after) lineEnd = 0;
    else if (after.kind === "text") {
      const firstBreak = after.value.indexOf("\n");
      const head = firstBreak < 0 ? after.value : after.value.slice(0, firstBreak);
      if (/^[ \t\r]*$/.test(head) && (firstBreak >= 0 || i === pieces.length - 2))
        lineEnd = firstBreak < 0 ? after.value.length : firstBreak + 1;
    }
    if (lineStart === null || lineEnd === null) return;
    if (before) cutEnd.set(i - 1, lineStart);
    if (after) cutStart.set(i + 1, lineEnd);
  });
  return pieces.flatMap((piece, i): Piece[] => {
    if (piece.kind !== "text") return [piece];
    const from = cutStart.get(i) ?? 0;
    const to = cutEnd.get(i) ?? piece.value.length;
    const value = from < to ? piece.value.slice(from, to) : "";
    return value ? [{ kind: "text" as const, value }] : [];
  });
}

interface Frame {
  node: Extract<Node, { kind: "if" }>;
  body: Node[];
  at: number;
  elseAt: number | null;
}

function parse(source: Source): Node[] {
  const root: Node[] = [];
  const open: Frame[] = [];
  const target = () => (open.length ? open[open.length - 1].body : root);
  const openTag = (frame: Frame) => {
    const { line, column } = source.at(frame.at);
    return { open: TAG.if, openLine: line, openColumn: column };
  };
  for (const piece of scan(source)) {
    if (piece.kind !== "tag") {
      target().push(piece);
      continue;
    }
    const frame = open[open.length - 1];
    if (piece.tag === "if") {
      if (open.length >= AI_ENGINE.TEMPLATE_MAX_DEPTH)
        source.fail(piece.at, "ai_template_too_deep", { max: AI_ENGINE.TEMPLATE_MAX_DEPTH });
      const node: Frame["node"] = {
        kind: "if",
        branches: [{ condition: piece.condition!, body: [] }],
        otherwise: null,
      };
      target().push(node);
      open.push({ node, body: node.branches[0].body, at: piece.at, elseAt: null });
      continue;
    }
    if (!frame) source.fail(piece.at, "ai_template_stray_tag", { tag: TAG[piece.tag], open: TAG.if });
    if (piece.tag === "endif") {
      open.pop();
      continue;
    }
    if (frame.elseAt !== null)
      source.fail(piece.at, "ai_template_after_else", { tag: TAG[piece.tag], else: TAG.else, ...openTag(frame) });
    if (piece.tag === "elseif") {
      const branch = { condition: piece.condition!, body: [] as Node[] };
      frame.node.branches.push(branch);
      frame.body = branch.body;
    } else {
      frame.node.otherwise = [];
      frame.body = frame.node.otherwise;
      frame.elseAt = piece.at;
    }
  }
  const unclosed = open[open.length - 1];
  if (unclosed) source.fail(source.text.length, "ai_template_unclosed_if", { close: TAG.endif, ...openTag(unclosed) });
  return root;
}

// ---- evaluation ------------------------------------------------------------------------------------

class Reader {
  readonly used: string[] = [];
  readonly missing: string[] = [];
  constructor(private readonly variables: TemplateVariables) {}
  read(name: string): TemplateValue {
    const value = Object.hasOwn(this.variables, name) ? this.variables[name] : undefined;
    const absent = value === undefined || value === null;
    if (!this.used.includes(name)) {
      this.used.push(name);
      if (absent) this.missing.push(name);
    }
    return absent ? "" : value;
  }
}

/** A variable's value as a condition sees it: text that is a number is a number; a quoted literal stays text. */
type Typed =
  { type: "number"; value: number } | { type: "string"; value: string } | { type: "boolean"; value: boolean };

function typed(expr: Expr, reader: Reader): Typed {
  if (expr.kind === "literal") {
    if (typeof expr.value === "number") return { type: "number", value: expr.value };
    if (typeof expr.value === "boolean") return { type: "boolean", value: expr.value };
    return { type: "string", value: expr.value };
  }
  if (expr.kind === "variable") {
    const value = reader.read(expr.name);
    if (typeof value === "number") return { type: "number", value };
    if (typeof value === "boolean") return { type: "boolean", value };
    return NUMERIC_TEXT.test(value) ? { type: "number", value: Number(value) } : { type: "string", value };
  }
  return { type: "boolean", value: test(expr, reader) };
}

function truthy(value: Typed): boolean {
  if (value.type === "boolean") return value.value;
  if (value.type === "number") return value.value !== 0;
  return value.value.length > 0;
}

/** Numbers compare as numbers when both sides are numbers; anything else compares as text (code units, any locale alike). */
function compareValues(op: CompareOp, left: Typed, right: Typed): boolean {
  const numeric = left.type === "number" && right.type === "number";
  const a = numeric ? left.value : String(left.value);
  const b = numeric ? right.value : String(right.value);
  switch (op) {
    case "==":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
  }
}

function test(expr: Expr, reader: Reader): boolean {
  switch (expr.kind) {
    case "not":
      return !test(expr.operand, reader);
    case "and":
      return test(expr.left, reader) && test(expr.right, reader);
    case "or":
      return test(expr.left, reader) || test(expr.right, reader);
    case "compare":
      return compareValues(expr.op, typed(expr.left, reader), typed(expr.right, reader));
    default:
      return truthy(typed(expr, reader));
  }
}

function render(nodes: readonly Node[], reader: Reader, out: string[]): void {
  for (const node of nodes) {
    if (node.kind === "text") out.push(node.value);
    else if (node.kind === "variable") out.push(String(reader.read(node.name)));
    else {
      const branch = node.branches.find((b) => test(b.condition, reader));
      const body = branch ? branch.body : node.otherwise;
      if (body) render(body, reader, out);
    }
  }
}

// ---- the API ---------------------------------------------------------------------------------------

const parsed = new Map<string, Node[]>();
/** Parsed templates kept (an agent's prompt is expanded every turn). */
const PARSED_MAX = 256;

function compile(template: string): Node[] {
  const cached = parsed.get(template);
  if (cached) return cached;
  const nodes = parse(new Source(template));
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(template, nodes);
  return nodes;
}

/** Expands a template with the variables given; throws TemplateError when the template is malformed. */
export function expandTemplate(template: string, variables: TemplateVariables = {}): Expansion {
  const reader = new Reader(variables);
  const out: string[] = [];
  render(compile(template), reader, out);
  return { text: out.join(""), variablesUsed: reader.used, missingVariables: reader.missing };
}

/** The first problem of a template, or null when it is well formed (the agent form, as the user types). */
export function validateTemplate(template: string): TemplateProblem | null {
  try {
    compile(template);
    return null;
  } catch (error) {
    if (error instanceof TemplateError) return error.problem;
    throw error;
  }
}

/** Every variable a template names, in conditions and in text, in the order written (for the form's preview). */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    if (!names.includes(name)) names.push(name);
  };
  const inExpr = (expr: Expr): void => {
    if (expr.kind === "variable") add(expr.name);
    else if (expr.kind === "not") inExpr(expr.operand);
    else if (expr.kind === "and" || expr.kind === "or" || expr.kind === "compare") {
      inExpr(expr.left);
      inExpr(expr.right);
    }
  };
  const walk = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.kind === "variable") add(node.name);
      else if (node.kind === "if") {
        for (const branch of node.branches) {
          inExpr(branch.condition);
          walk(branch.body);
        }
        if (node.otherwise) walk(node.otherwise);
      }
    }
  };
  walk(compile(template));
  return names;
}
