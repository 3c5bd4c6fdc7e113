/**
 * The one-call timeline's data and layout maths (no React, no i18n): which legs, messages and
 * turns it shows, and where each lands on the shared time axis of the SVG.
 */
import type { SipMessage } from "../../../../contract/callDetails";
import { TIME } from "../../../../contract/limits/units";

/** One conversation turn placed on the axis. */
export interface TimelineTurn {
  /** Epoch ms the turn was spoken. */
  at: number;
  role: string;
  text: string;
  latency: { sttMs: number; botMs: number; ttsMs: number } | null;
}

/** One leg of the call's session, as the timeline and the ladder dialog read it. */
export interface TimelineLeg {
  callId: string;
  /** The call whose details are open. */
  current: boolean;
  calling: string;
  called: string;
  setup: number;
  connect: number | null;
  end: number | null;
  successful: boolean;
  termination: string | null;
  mos: number | null;
  /** null: the ladder could not be read. */
  messages: SipMessage[] | null;
  turns: TimelineTurn[];
  /** The recording route of the leg, when recorded and the user may listen. */
  recordingHref: string | null;
  detailsHref: string;
}

export interface TimelineData {
  legs: TimelineLeg[];
  /** The axis: from the first setup to the last end (or `now` for a leg in progress). */
  start: number;
  end: number;
  /** The user may not read transcripts: the turns are absent for that reason. */
  transcriptsHidden: boolean;
}

/** The axis span of some legs: first setup to last end (an open leg ends at `now`). */
export function axisSpan(
  legs: ReadonlyArray<Pick<TimelineLeg, "setup" | "end">>,
  now: number,
): { start: number; end: number } {
  if (legs.length === 0) return { start: now, end: now + 1000 };
  const start = Math.min(...legs.map((l) => l.setup));
  const end = Math.max(...legs.map((l) => l.end ?? Math.max(l.setup, now)));
  return { start, end: Math.max(end, start + 1000) };
}

/** Maps instants onto [x0, x1]; instants outside the span are clamped to its ends. */
export function timeScale(start: number, end: number, x0: number, x1: number): (t: number) => number {
  const span = Math.max(1, end - start);
  return (t) => x0 + ((Math.min(end, Math.max(start, t)) - start) / span) * (x1 - x0);
}

const NICE_STEPS_S = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/** Axis ticks: offsets in seconds from the start, a round step giving at most `maxTicks` ticks (0 included). */
export function axisTicks(start: number, end: number, maxTicks: number): number[] {
  const seconds = Math.max(0, (end - start) / 1000);
  const step =
    NICE_STEPS_S.find((s) => seconds / s <= maxTicks - 1) ??
    Math.ceil(seconds / (maxTicks - 1) / TIME.HOUR_SECONDS) * TIME.HOUR_SECONDS;
  const ticks: number[] = [];
  for (let s = 0; s <= seconds + 1e-9; s += step) ticks.push(Math.round(s * 10) / 10);
  return ticks;
}

/** An offset in seconds as m:ss (h:mm:ss past an hour); sub-second offsets keep one decimal. */
export function formatOffset(seconds: number): string {
  const whole = Math.floor(seconds);
  const tenth = Math.round((seconds - whole) * 10);
  const carry = tenth === 10 ? 1 : 0;
  const s = whole + carry;
  const h = Math.floor(s / TIME.HOUR_SECONDS);
  const m = Math.floor((s % TIME.HOUR_SECONDS) / TIME.MINUTE_SECONDS);
  const sec = String(s % 60).padStart(2, "0");
  const frac = seconds < 10 && tenth > 0 && tenth < 10 ? `.${tenth}` : "";
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}${frac}` : `${m}:${sec}${frac}`;
}

/** Seconds into a leg's recording at which an instant falls (recording starts at the answer). */
export function recordingOffset(leg: Pick<TimelineLeg, "connect" | "setup">, at: number): number {
  return Math.max(0, Math.round((at - (leg.connect ?? leg.setup)) / 100) / 10);
}

/** The recording link that starts at an instant: a media fragment, honoured by the browser's player without JavaScript. */
export function playHref(href: string, seconds: number): string {
  return `${href}#t=${seconds}`;
}

/** Geometry of the timeline SVG (its viewBox units: one per CSS pixel at 720 wide). */
export const TIMELINE_GEOMETRY = {
  width: 720,
  labelWidth: 84,
  right: 16,
  axisHeight: 28,
  legTitle: 18,
  lane: 16,
  gap: 10,
} as const;

export interface LegRows {
  /** Top of the leg's title line. */
  title: number;
  bar: number;
  sip: number;
  turns: number;
  recording: number | null;
  bottom: number;
}

export interface TimelineLayout {
  width: number;
  height: number;
  x: (t: number) => number;
  x0: number;
  x1: number;
  ticks: { seconds: number; x: number }[];
  rows: LegRows[];
}

/** The rows of each leg (title, call bar, SIP ticks, turns, recording) stacked under the axis. */
export function layoutTimeline(data: Pick<TimelineData, "legs" | "start" | "end">, maxTicks: number): TimelineLayout {
  const g = TIMELINE_GEOMETRY;
  const x0 = g.labelWidth;
  const x1 = g.width - g.right;
  const x = timeScale(data.start, data.end, x0, x1);
  let y = g.axisHeight;
  const rows = data.legs.map((leg) => {
    const title = y;
    const bar = title + g.legTitle;
    const sip = bar + g.lane;
    const turns = sip + g.lane;
    const recording = leg.recordingHref ? turns + g.lane : null;
    const bottom = (recording ?? turns) + g.lane;
    y = bottom + g.gap;
    return { title, bar, sip, turns, recording, bottom };
  });
  return {
    width: g.width,
    height: y,
    x,
    x0,
    x1,
    ticks: axisTicks(data.start, data.end, maxTicks).map((seconds) => ({ seconds, x: x(data.start + seconds * 1000) })),
    rows,
  };
}

/** The three delay segments ending at a bot turn: [from, to] instants of STT, bot and TTS. */
export function latencySegments(turn: TimelineTurn): { stage: "stt" | "bot" | "tts"; from: number; to: number }[] {
  if (!turn.latency) return [];
  const { sttMs, botMs, ttsMs } = turn.latency;
  const ttsFrom = turn.at - ttsMs;
  const botFrom = ttsFrom - botMs;
  return [
    { stage: "stt", from: botFrom - sttMs, to: botFrom },
    { stage: "bot", from: botFrom, to: ttsFrom },
    { stage: "tts", from: ttsFrom, to: turn.at },
  ];
}

/** Every turn of the session in time order, with its leg's index (the keyboard order of the turn links). */
export function sessionTurns(legs: readonly TimelineLeg[]): { leg: number; turn: TimelineTurn }[] {
  return legs
    .flatMap((l, leg) => l.turns.map((turn) => ({ leg, turn })))
    .sort((a, b) => a.turn.at - b.turn.at || a.leg - b.leg);
}
