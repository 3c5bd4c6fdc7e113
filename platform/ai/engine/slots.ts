/**
 * Slots: the values an utterance carries for its intent (docs/features/ai-framework.md#slots). Typed
 * rules find e-mail addresses, dates (ISO, numeric, written out, and relative to the conversation's
 * {date}: "tomorrow", "next Monday") and phone numbers (E.164 and the common national forms); their
 * words are then blanked out and compromise reads people's names and numbers ("twenty five" → 25) in
 * what is left, so a phone number is never also three numbers. The engine never reads the clock: a
 * relative date needs the conversation's date, and without it is not a date.
 */
import nlp from "compromise";
import { AI_ENGINE } from "../../../contract/limits/ai";
import { allStems, isStopword } from "./words";

import type { SlotType } from "../../../contract/wire/aiAgents";

export type { SlotType };
export interface SlotDefinition {
  name: string;
  type: SlotType;
}

/** A value found in an utterance: its normalised value, the words it was read from, and where. */
export interface Entity {
  type: Exclude<SlotType, "text">;
  value: string;
  text: string;
  start: number;
  end: number;
}

export interface SlotOptions {
  /** The conversation's date (yyyy-MM-dd): what "today", "tomorrow" and "Monday" count from, and the year of "29 November". */
  today?: string | null;
  /** The intent's examples: a text slot takes the words of the utterance that none of them has. */
  examples?: readonly string[];
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * Digits in groups: an optional "+", then groups of digits or a parenthesised area code, each after
 * one space, dot or dash (or straight after a parenthesis). Each group must start after a separator,
 * so the pattern never backtracks over a long run of digits.
 */
const PHONE = /(?<![\w+])(?:\+\s?)?(?:\(\d{1,5}\)|\d+)(?:(?:[\s.-]|(?<=\)))(?:\(\d{1,5}\)|\d+))*(?!\w)/g;
const E164_DIGITS = { min: 8, max: 15 } as const;
const NATIONAL_DIGITS = { min: 7, max: 15, ungrouped: 9 } as const;

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
const MONTH = `(${MONTHS.map((m) => `${m.slice(0, 3)}(?:${m.slice(3)})?`).join("|")})\\.?`;
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const DAY = `(\\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = `(\\d{4})`;

const pad = (n: number) => String(n).padStart(2, "0");

interface Ymd {
  y: number;
  m: number;
  d: number;
}

function parseToday(today: string | null | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(today ?? "");
  return match ? valid(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function valid(y: number, m: number, d: number): Ymd | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : null;
}

function addDays(day: Ymd, days: number): Ymd {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d + days));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const iso = (day: Ymd) => `${day.y}-${pad(day.m)}-${pad(day.d)}`;
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;

/** A month and day without a year: the next such day from the conversation's date, or "--MM-DD" without one. */
function withoutYear(m: number, d: number, today: Ymd | null): string | null {
  if (!today) return valid(2000, m, d) ? `--${pad(m)}-${pad(d)}` : null;
  const thisYear = valid(today.y, m, d);
  const upcoming =
    thisYear && iso(thisYear) >= iso(today) ? thisYear : (valid(today.y + 1, m, d) ?? valid(today.y + 4, m, d));
  return upcoming ? iso(upcoming) : null;
}

type DateRule = { pattern: RegExp; read: (match: RegExpExecArray, today: Ymd | null) => string | null };

/** Numeric dates: day.month.year with dots; with slashes month/day/year (the console's en-US) unless the first number cannot be a month. */
const DATE_RULES: DateRule[] = [
  {
    pattern: /(?<![\d./-])(\d{4})-(\d{1,2})-(\d{1,2})(?![./-]?\d)/gi,
    read: (m) => {
      const day = valid(Number(m[1]), Number(m[2]), Number(m[3]));
      return day && iso(day);
    },
  },
  {
    pattern: /(?<![\d./-])(\d{1,2})([./])(\d{1,2})\2(\d{4}|\d{2})(?![./-]?\d)/gi,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[3]);
      const year = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
      const dayFirst = m[2] === "." || a > 12;
      const day = dayFirst ? valid(year, b, a) : valid(year, a, b);
      return day && iso(day);
    },
  },
  {
    pattern: new RegExp(`\\b${DAY}(?:\\s+of)?\\s+${MONTH}(?:,?\\s+${YEAR})?\\b`, "gi"),
    read: (m, today) => {
      const month = monthIndex(m[2]);
      if (!m[3]) return withoutYear(month, Number(m[1]), today);
      const day = valid(Number(m[3]), month, Number(m[1]));
      return day && iso(day);
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?${DAY}(?:,?\\s+${YEAR})?\\b`, "gi"),
    read: (m, today) => {
      const month = monthIndex(m[1]);
      if (!m[3]) return withoutYear(month, Number(m[2]), today);
      const day = valid(Number(m[3]), month, Number(m[2]));
      return day && iso(day);
    },
  },
  {
    pattern: /\b(the day after tomorrow|day after tomorrow|today|tonight|tomorrow|yesterday)\b/gi,
    read: (m, today) => {
      if (!today) return null;
      const word = m[1].toLowerCase();
      const offset = word.includes("after") ? 2 : word === "tomorrow" ? 1 : word === "yesterday" ? -1 : 0;
      return iso(addDays(today, offset));
    },
  },
  {
    pattern: /\bin\s+(\d{1,3})\s+days?\b/gi,
    read: (m, today) => (today ? iso(addDays(today, Number(m[1]))) : null),
  },
  {
    pattern: new RegExp(`\\b(?:(next|this|on)\\s+)?(${WEEKDAYS.join("|")})\\b`, "gi"),
    read: (m, today) => {
      if (!today) return null;
      const wanted = WEEKDAYS.indexOf(m[2].toLowerCase() as (typeof WEEKDAYS)[number]);
      const current = new Date(Date.UTC(today.y, today.m - 1, today.d)).getUTCDay();
      // "Monday", "on Monday", "this Monday": the coming one (today is today); "next Monday": the one after today.
      let ahead = (wanted - current + 7) % 7;
      if (ahead === 0 && m[1]?.toLowerCase() === "next") ahead = 7;
      return iso(addDays(today, ahead));
    },
  },
];

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

function addFound(found: Entity[], entity: Entity): void {
  if (!found.some((f) => overlaps(f, entity))) found.push(entity);
}

/** The same text with the found entities' characters blanked (offsets unchanged). */
function masked(text: string, found: readonly Entity[]): string {
  let out = text;
  for (const f of found) out = out.slice(0, f.start) + " ".repeat(f.end - f.start) + out.slice(f.end);
  return out;
}

function findEmails(text: string, found: Entity[]): void {
  for (const m of text.matchAll(EMAIL)) {
    const value = m[0].replace(/\.+$/, "");
    addFound(found, { type: "email", value, text: value, start: m.index, end: m.index + value.length });
  }
}

function findPhones(text: string, found: Entity[]): void {
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, "");
    const international = raw.startsWith("+");
    const groups = raw
      .replace(/^\+\s?/, "")
      .split(/[\s.()-]+/)
      .filter(Boolean);
    let ok: boolean;
    if (international) ok = digits.length >= E164_DIGITS.min && digits.length <= E164_DIGITS.max;
    else {
      const grouped = groups.length > 1 && groups.every((g) => g.length >= 2);
      ok =
        digits.length <= NATIONAL_DIGITS.max &&
        (grouped
          ? digits.length >= NATIONAL_DIGITS.min
          : groups.length === 1 && digits.length >= NATIONAL_DIGITS.ungrouped);
    }
    if (ok)
      addFound(found, {
        type: "phone",
        value: international ? `+${digits}` : digits,
        text: raw,
        start: m.index,
        end: m.index + raw.length,
      });
  }
}

function findDates(text: string, found: Entity[], today: Ymd | null): void {
  for (const rule of DATE_RULES) {
    for (const m of text.matchAll(rule.pattern)) {
      const value = rule.read(m, today);
      if (value) addFound(found, { type: "date", value, text: m[0], start: m.index, end: m.index + m[0].length });
    }
  }
}

interface CompromiseMatch {
  text: string;
  offset: { start: number; length: number };
  number?: { num: number };
}

const titleCase = (name: string) =>
  name === name.toLowerCase()
    ? name.replace(/(^|[\s'-])(\p{L})/gu, (_, lead: string, c: string) => lead + c.toUpperCase())
    : name;

/** "my name is Ann Lee", "call me Cy": the one or two words after, when compromise misses a lower-case name. */
const NAME_CUE = /\b(?:my name is|my name's|name is|call me)\s+([\p{L}'-]+)(?:\s+([\p{L}'-]+))?/giu;

/** People's names (compromise, then the cues), and numbers ("twenty five" → 25), from one reading of the text. */
function findNamesAndNumbers(text: string, found: Entity[]): void {
  const doc = nlp(text);
  for (const person of doc.people().json({ offset: true }) as CompromiseMatch[]) {
    const value = person.text.replace(/[\s,.!?;:]+$/, "");
    const start = person.offset.start;
    addFound(found, { type: "name", value: titleCase(value), text: value, start, end: start + value.length });
  }
  for (const m of text.matchAll(NAME_CUE)) {
    const first = m[1];
    const second = m[2] && !isStopword(m[2]) ? m[2] : "";
    if (isStopword(first)) continue;
    const value = second ? `${first} ${second}` : first;
    const start = m.index + m[0].indexOf(first);
    addFound(found, { type: "name", value: titleCase(value), text: value, start, end: start + value.length });
  }
  for (const n of doc.numbers().json({ offset: true }) as CompromiseMatch[]) {
    if (!n.number || !Number.isFinite(n.number.num)) continue;
    const start = n.offset.start;
    addFound(found, {
      type: "number",
      value: String(n.number.num),
      text: n.text,
      start,
      end: start + n.offset.length,
    });
  }
}

/** The last utterances read: a turn reads the same utterance for its intent, its slots and a tool's arguments. */
const recent = new Map<string, readonly Entity[]>();
const RECENT_MAX = 16;

function allEntities(whole: string, today: Ymd | null): readonly Entity[] {
  const utterance = readable(whole);
  const key = `${today ? iso(today) : ""}\n${utterance}`;
  const known = recent.get(key);
  if (known) return known;
  const found: Entity[] = [];
  findEmails(utterance, found);
  findDates(masked(utterance, found), found, today);
  findPhones(masked(utterance, found), found);
  findNamesAndNumbers(masked(utterance, found), found);
  found.sort((a, b) => a.start - b.start);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(key, found);
  return found;
}

/**
 * The entities of the types asked for, in the order they appear. E-mails, then dates, then phone
 * numbers are read first and blanked, then names and numbers in what is left (one reading by
 * compromise, the costly part, kept for the last few utterances).
 */
export function extractEntities(utterance: string, types: ReadonlySet<SlotType>, options: SlotOptions = {}): Entity[] {
  // Every rule runs (so a phone number is never also read as numbers); only the types asked for are answered.
  return allEntities(utterance, parseToday(options.today)).filter((f) => types.has(f.type));
}

const VALUE_TYPES: ReadonlySet<SlotType> = new Set(["name", "number", "phone", "email", "date"]);

/**
 * The utterance with its values (names, numbers, dates, phone numbers, e-mail addresses) blanked:
 * what the intent classifier reads, so "book a table for 4 tomorrow, I'm Ann Lee" weighs as "book a
 * table" and a caller's name is no unknown word that makes the intent less sure.
 */
export function withoutValues(utterance: string, options: SlotOptions = {}): string {
  return masked(readable(utterance), extractEntities(utterance, VALUE_TYPES, options));
}

/** The part of an utterance the engine reads (AI_ENGINE.UTTERANCE_MAX_CHARACTERS). */
export const readable = (utterance: string) => utterance.slice(0, AI_ENGINE.UTTERANCE_MAX_CHARACTERS);

/** The words of the utterance that none of the examples has, without the stop words at either end. */
function leftoverText(utterance: string, examples: readonly string[], taken: readonly Entity[]): string | null {
  const known = new Set(examples.flatMap((e) => allStems(e)));
  const free = masked(readable(utterance), taken)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w && !allStems(w).every((s) => known.has(s)));
  while (free.length && isStopword(free[0])) free.shift();
  while (free.length && isStopword(free[free.length - 1])) free.pop();
  return free.length ? free.join(" ") : null;
}

/**
 * Fills an intent's slots from an utterance: each slot takes the next value of its type in the order
 * they were said (two date slots: the first date, then the second); a text slot takes the words the
 * intent's examples do not have. A slot with nothing to take is left out.
 */
export function fillSlots(
  utterance: string,
  slots: readonly SlotDefinition[],
  options: SlotOptions = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  if (slots.length === 0) return result;
  const entities = extractEntities(utterance, new Set(slots.map((s) => s.type)), options);
  const used = new Set<Entity>();
  for (const slot of slots) {
    if (slot.type === "text") continue;
    const next = entities.find((e) => e.type === slot.type && !used.has(e));
    if (next) {
      used.add(next);
      result[slot.name] = next.value;
    }
  }
  const textSlot = slots.find((s) => s.type === "text");
  if (textSlot) {
    const text = leftoverText(utterance, options.examples ?? [], [...used]);
    if (text) result[textSlot.name] = text;
  }
  return result;
}
