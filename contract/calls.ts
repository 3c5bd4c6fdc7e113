/**
 * Call history as console and platform share it: the list spec of GET {billing}/v1/Calls, the call
 * record on the wire, the grid columns, and the display rules for voice quality and duration
 * (docs/product.md#call-list-filters "Call record", "Call-list filters", "Grid columns"; #call-history-calls "Call history"; #ranges).
 */
import { CONNECTED_ENTITY_TYPES } from "./enums/connected-entities";
import { CALL_HISTORY } from "./limits/call-history";
import { GRID } from "./limits/grid";
import type { FieldSpec, ListSpec } from "./listQuery";

const date: FieldSpec = { type: "date", sortable: true };
const text: FieldSpec = { type: "string" };
const named: FieldSpec = { type: "string", ops: ["=", "~"], sortable: true };
const number: FieldSpec = { type: "string", ops: ["=", "~"] };
const id: FieldSpec = { type: "string", ops: ["="] };
const flag: FieldSpec = { type: "boolean" };
const entityType: FieldSpec = { type: "enum", values: CONNECTED_ENTITY_TYPES, ops: ["=", "!="] };

/**
 * Filter and sort names are the ones the console sends. Feature filters (docs/product.md#call-list-filters): recordingBoolean
 * (recorded), externalRecordingSipEntityType (service type 1), assistBotRole (type 2), voiceTranslationRole
 * (type 3). entityId matches either party (statistics drill-down); accountId only means something for admins.
 */
export const CALL_LIST_SPEC: ListSpec = {
  fields: {
    setupTime: date,
    connectTime: date,
    endTime: date,
    durationSeconds: { type: "number", sortable: true },
    successful: flag,
    voiceMosQuality: { type: "number", sortable: true },
    /** false: calls without a measured MOS (voice quality "unknown"). */
    voiceMosMeasured: flag,
    CallingEntityName: named,
    CalledEntityName: named,
    callingNumber: number,
    calledNumber: number,
    campaignId: text,
    campaignName: text,
    globalSessionId: text,
    botConversationId: text,
    id: text, // the callId
    regionId: text,
    terminationDescription: text,
    recordingBoolean: flag,
    externalRecordingSipEntityType: flag,
    assistBotRole: flag,
    voiceTranslationRole: flag,
    callingEntityType: entityType,
    calledEntityType: entityType,
    entityType,
    entityId: id,
    callingEntityId: id,
    calledEntityId: id,
    accountId: id,
    features: { type: "string", ops: ["~"] },
  },
  defaultSort: { field: "setupTime", direction: "desc" },
  defaultLimit: CALL_HISTORY.ROWS_PER_PAGE,
  maxLimit: GRID.MAX_LIMIT,
  searchable: true,
};

export const ALTERNATIVE_ROUTES = ["attempt", "alternative"] as const;
export const EXTERNAL_RECORDING_ENTITY_TYPES = ["sipConnection", "bot"] as const;
export const EXTERNAL_RECORDING_ROLES = ["agent-assist", "translation"] as const;

// The wire schemas of a call and of the list's answer are in wire/calls.ts (zod stays out of pages).
export type {
  CalledEntity,
  CallingEntity,
  CallRecord,
  CallsListResponse,
  ExternalRecordingServer,
  Pages,
} from "./wire/calls";

/**
 * Grid columns in display order (docs/product.md#call-record "Grid columns"). regionId is not in that list but is in the
 * hidden-by-default list, so it is a column the user can show.
 */
export const CALL_GRID_COLUMNS = [
  "id",
  "callingEntity",
  "callingNumber",
  "calledEntityDisplayName",
  "calledNumber",
  "setupTime",
  "connectTime",
  "endTime",
  "features",
  "durationSeconds",
  "terminationDescription",
  "voiceMosQuality",
  "botConversationId",
  "campaignName",
  "campaignId",
  "regionId",
  "successful",
  "services",
] as const;
export type CallGridColumn = (typeof CALL_GRID_COLUMNS)[number];

/** Columns hidden until the user shows them (docs/product.md#call-list-filters "Call-list filters"). */
export const CALL_GRID_HIDDEN_BY_DEFAULT: readonly CallGridColumn[] = [
  "campaignName",
  "campaignId",
  "successful",
  "id",
  "connectTime",
  "endTime",
  "features",
  "voiceMosQuality",
  "regionId",
  "botConversationId",
];

/** The list sort field behind a sortable grid column; columns not listed cannot be sorted. */
export const CALL_COLUMN_SORT_FIELD: Partial<Record<CallGridColumn, string>> = {
  callingEntity: "CallingEntityName",
  calledEntityDisplayName: "CalledEntityName",
  setupTime: "setupTime",
  connectTime: "connectTime",
  endTime: "endTime",
  durationSeconds: "durationSeconds",
  voiceMosQuality: "voiceMosQuality",
};

/** Default column visibility: every column shown except the hidden-by-default ones. */
export function defaultCallColumnVisibility(): Record<CallGridColumn, boolean> {
  return Object.fromEntries(CALL_GRID_COLUMNS.map((c) => [c, !CALL_GRID_HIDDEN_BY_DEFAULT.includes(c)])) as Record<
    CallGridColumn,
    boolean
  >;
}

export interface MosThresholds {
  poorToFair: number;
  fairToGood: number;
}
/** Spec defaults (docs/product.md#other-constants, #ranges); the live values come from baseSettings.mosThresholds. */
export const DEFAULT_MOS_THRESHOLDS: MosThresholds = {
  poorToFair: CALL_HISTORY.MOS_POOR_TO_FAIR_DEFAULT,
  fairToGood: CALL_HISTORY.MOS_FAIR_TO_GOOD_DEFAULT,
};

export const VOICE_QUALITY_LABELS = ["Good", "Fair", "Poor", "Unknown", "-"] as const;
export type VoiceQualityLabel = (typeof VOICE_QUALITY_LABELS)[number];

/**
 * Voice quality of a MOS value: >= fairToGood Good, >= poorToFair Fair, below Poor; no value "-";
 * a value that is no MOS (not a number, or 0 and below, as meters report "not measured") Unknown.
 */
export function voiceQualityLabel(
  mos: number | null | undefined,
  thresholds: MosThresholds = DEFAULT_MOS_THRESHOLDS,
): VoiceQualityLabel {
  if (mos === null || mos === undefined) return "-";
  if (!Number.isFinite(mos) || mos <= 0) return "Unknown";
  if (mos >= thresholds.fairToGood) return "Good";
  if (mos >= thresholds.poorToFair) return "Fair";
  return "Poor";
}

/** Call duration as the grid shows it: 'MM min SS sec' (75 -> "01 min 15 sec"). */
export function formatDuration(seconds: number | null | undefined): string {
  const total = seconds && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 60))} min ${pad(total % 60)} sec`;
}
