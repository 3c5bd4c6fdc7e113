/**
 * Pure helpers of the call details drawer: which figures each section shows, and the links it
 * offers. No React and no i18n here, so the rules are testable on their own.
 */
import {
  voiceQualityLabel,
  type CallRecord,
  type MosThresholds,
  type VoiceQualityLabel,
} from "../../../../contract/calls";
import type { TranscriptEntry } from "../../../../contract/callDetails";
import { gridHref } from "~/features/grid/url-state";
import { CALL_HISTORY_PATHS, callListHref, type CallHistoryMode } from "../mode";
import { MODE_PARAMS } from "../url";

/** The recording resource route of a call (streams the platform's WAV for `<audio>`). */
export function recordingHref(mode: CallHistoryMode, callId: string): string {
  return `${CALL_HISTORY_PATHS[mode]}/${encodeURIComponent(callId)}/recording`;
}

/** The SIP ladder dialog of a call (a nested route of its details), keeping the list's query. */
export function ladderHref(mode: CallHistoryMode, callId: string, listSearch: string): string {
  return `${CALL_HISTORY_PATHS[mode]}/${encodeURIComponent(callId)}/ladder${listSearch === "?" ? "" : listSearch}`;
}

/**
 * The list in related-calls mode for this call (docs/product.md#call-history "Call history modes"): the current list
 * query with `related=<callId>`, and without paging (a new result starts on its first page).
 */
export function relatedCallsHref(mode: CallHistoryMode, listSearch: string, callId: string): string {
  return callListHref(mode, gridHref(listSearch, { [MODE_PARAMS.related]: callId }));
}

export const MOS_LEGS = ["sourceInbound", "sourceOutbound", "destInbound", "destOutbound", "overall"] as const;
export type MosLeg = (typeof MOS_LEGS)[number];

export interface MosRow {
  leg: MosLeg;
  value: number | null;
  quality: VoiceQualityLabel;
}

/** MOS per leg and overall, each with its Good/Fair/Poor label under the configured thresholds. */
export function mosRows(call: CallRecord, thresholds: MosThresholds): MosRow[] {
  const values: Record<MosLeg, number | null | undefined> = {
    sourceInbound: call.sourceInboundMos,
    sourceOutbound: call.sourceOutboundMos,
    destInbound: call.destInboundMos,
    destOutbound: call.destOutboundMos,
    overall: call.voiceMosQuality,
  };
  return MOS_LEGS.map((leg) => ({
    leg,
    value: values[leg] ?? null,
    quality: voiceQualityLabel(values[leg], thresholds),
  }));
}

/** A MOS figure with two decimals, or null when not measured. */
export function formatMos(value: number | null | undefined): string | null {
  return value === null || value === undefined || !Number.isFinite(value) ? null : value.toFixed(2);
}

export const LATENCY_STAGES = ["stt", "bot", "tts"] as const;
export type LatencyStage = (typeof LATENCY_STAGES)[number];

export interface LatencyRow {
  stage: LatencyStage;
  avg: number | null;
  med: number | null;
  max: number | null;
}

/** The STT/bot/TTS delay breakdown; empty when the call carried none (no bot on the call). */
export function latencyRows(call: CallRecord): LatencyRow[] {
  const rows: LatencyRow[] = [
    { stage: "stt", avg: call.sttAvgDelayMs ?? null, med: call.sttMedDelayMs ?? null, max: call.sttMaxDelayMs ?? null },
    { stage: "bot", avg: call.botAvgDelayMs ?? null, med: call.botMedDelayMs ?? null, max: call.botMaxDelayMs ?? null },
    { stage: "tts", avg: call.ttsAvgDelayMs ?? null, med: call.ttsMedDelayMs ?? null, max: call.ttsMaxDelayMs ?? null },
  ];
  return rows.some((r) => r.avg !== null || r.med !== null || r.max !== null) ? rows : [];
}

/** Whole milliseconds, for the latency table. */
export function roundMs(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value);
}

/**
 * How a post-call analysis result is shown: a conversation (a list of chat messages), named values
 * (extracted variables, a summary object), or text. Anything else is shown as JSON text.
 */
export type AnalysisView =
  | { kind: "conversation"; turns: TranscriptEntry[] }
  | { kind: "fields"; fields: Array<[string, string]> }
  | { kind: "text"; text: string }
  | { kind: "empty" };

function isTurn(value: unknown): value is TranscriptEntry {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { role?: unknown }).role === "string" &&
    typeof (value as { text?: unknown }).text === "string"
  );
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

export function analysisView(result: unknown): AnalysisView {
  if (result === null || result === undefined || result === "") return { kind: "empty" };
  if (Array.isArray(result)) {
    if (result.length === 0) return { kind: "empty" };
    if (result.every(isTurn)) return { kind: "conversation", turns: result };
    return { kind: "text", text: result.map(asText).join("\n") };
  }
  if (typeof result === "object") {
    const fields = Object.entries(result as Record<string, unknown>).map(([k, v]): [string, string] => [k, asText(v)]);
    return fields.length ? { kind: "fields", fields } : { kind: "empty" };
  }
  return { kind: "text", text: asText(result) };
}

/** A camelCase or snake_case variable name as words: "callbackRequested" -> "Callback requested". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** Speakers the catalogue names; anyone else is shown by the role the platform sent. */
export const KNOWN_SPEAKERS = ["user", "assistant"] as const;
export function isKnownSpeaker(role: string): role is (typeof KNOWN_SPEAKERS)[number] {
  return (KNOWN_SPEAKERS as readonly string[]).includes(role);
}

/**
 * A call still in progress: set up, not ended (no end time yet; its duration is not known), such as
 * a test call just placed. The grid and the drawer say "In progress" instead of a zero duration
 * (docs/product.md#call-record "Duration shows as `MM min SS sec`" is for ended calls).
 */
export function callInProgress(call: { endTime?: string | null }): boolean {
  return !call.endTime;
}

/** Minutes and seconds of a duration, two digits each, for "MM min SS sec" (docs/product.md#other-constants). */
export function durationParts(seconds: number | null | undefined): { minutes: string; seconds: string } {
  const total = seconds && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { minutes: pad(Math.floor(total / 60)), seconds: pad(total % 60) };
}
