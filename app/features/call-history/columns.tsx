import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import {
  CALL_GRID_HIDDEN_BY_DEFAULT,
  formatDuration,
  voiceQualityLabel,
  type CallRecord,
  type MosThresholds,
  type VoiceQualityLabel,
} from "../../../contract/calls";
import { Badge, BadgeList, TwoLines } from "~/components/grid/cells";
import type { GridColumn } from "~/components/grid/DataGrid";
import { formatDateTime } from "~/features/time/timezone";
import { memoizeT } from "~/i18n/memo-t";
import { callInProgress } from "./details/format";
import type { CallHistoryMode } from "./mode";
import { SORT_FIELDS } from "./url";

/** Saved column choices of both call grids (spec: "Column visibility is saved per browser"). */
export const CALL_GRID_ID = "calls";
export const CALL_HIDDEN_BY_DEFAULT: readonly string[] = CALL_GRID_HIDDEN_BY_DEFAULT;

const QUALITY_KEY: Record<VoiceQualityLabel, string> = {
  Good: "good",
  Fair: "fair",
  Poor: "poor",
  Unknown: "unknown",
  "-": "none",
};
const QUALITY_COLOR = { Good: "success", Fair: "warning", Poor: "danger", Unknown: "neutral", "-": "neutral" } as const;

/** The entity's type as users name it: "SIP connection", "Bot", "Click-to-call", ... */
export function entityTypeLabel(
  t: TFunction,
  entity: { type: string; isClickToCall?: boolean | null; isTeams?: boolean | null },
): string {
  if (entity.isClickToCall) return t("calls:entity_type.click-to-call");
  if (entity.isTeams && entity.type !== "teams-conn") return t("calls:entity_type.teams-user");
  return t(`calls:entity_type.${entity.type}`, { defaultValue: entity.type });
}

function Party({ name, type }: { name: string | null | undefined; type: string }) {
  return <TwoLines primary={name || "-"} secondary={type} />;
}

/** The badges of the services a call used (recording, agent assist, translation, transfer). */
function services(t: TFunction, call: CallRecord): string[] {
  const out: string[] = [];
  if (call.recorded) out.push(t("calls:services.recorded"));
  const external = call.externalRecordingServers ?? [];
  if (external.some((s) => s.entityType === "sipConnection")) out.push(t("calls:services.external_recording"));
  if (external.some((s) => s.role === "agent-assist")) out.push(t("calls:services.agent_assist"));
  if (external.some((s) => s.role === "translation")) out.push(t("calls:services.voice_translation"));
  if (call.trigger === "transfer") out.push(t("calls:services.transfer"));
  return out;
}

export interface CallColumnOptions {
  mode: CallHistoryMode;
  timeZone: string;
  thresholds: MosThresholds;
}

/** Every column of the spec's call grid (docs/product.md#call-record "Grid columns"), admin with the account. */
export function callColumns(
  translate: TFunction,
  { mode, timeZone, thresholds }: CallColumnOptions,
): GridColumn<CallRecord>[] {
  // Every row repeats the same labels: look each up once per grid.
  const t = memoizeT(translate);
  const header = (id: string) => t(`calls:columns.${id}`);
  const hidden = (id: string) => CALL_HIDDEN_BY_DEFAULT.includes(id);
  const col = (id: string, cell: (c: CallRecord) => ReactNode, extra: Partial<GridColumn<CallRecord>> = {}) => ({
    id,
    header: header(id),
    cell,
    sortable: id in SORT_FIELDS,
    hiddenByDefault: hidden(id),
    ...extra,
  });
  const time = (value: string | null | undefined) => (
    <time dateTime={value ?? undefined}>{formatDateTime(value, timeZone)}</time>
  );
  const columns: GridColumn<CallRecord>[] = [
    col("id", (c) => <code>{c.callId}</code>, { title: (c) => c.callId }),
    col(
      "callingEntity",
      (c) => <Party name={c.callingEntity.displayName} type={entityTypeLabel(t, c.callingEntity)} />,
      { title: (c) => c.callingEntity.displayName },
    ),
    col("callingNumber", (c) => c.callingEntity.phoneNumber || "-"),
    col(
      "calledEntityDisplayName",
      (c) => <Party name={c.calledEntity.displayName} type={entityTypeLabel(t, c.calledEntity)} />,
      { title: (c) => c.calledEntity.displayName },
    ),
    col("calledNumber", (c) => c.calledEntity.phoneNumber || c.calledEntity.serviceNumber || "-"),
    col("setupTime", (c) => time(c.setupTime)),
    col("connectTime", (c) => time(c.connectTime)),
    col("endTime", (c) => time(c.endTime)),
    col("features", (c) => (c.features.length ? c.features.join(", ") : "-")),
    col("durationSeconds", (c) =>
      callInProgress(c) ? (
        <Badge color="primary">{t("calls:in_progress")}</Badge>
      ) : (
        <span className="vc-nowrap">{formatDuration(c.durationSeconds)}</span>
      ),
    ),
    col("terminationDescription", (c) => c.terminationDescription || "-"),
    col("voiceMosQuality", (c) => {
      const label = voiceQualityLabel(c.voiceMosQuality, thresholds);
      if (label === "-") return "-";
      return (
        <Badge color={QUALITY_COLOR[label]} title={c.voiceMosQuality?.toFixed(2)}>
          {t(`calls:quality.${QUALITY_KEY[label]}`)}
        </Badge>
      );
    }),
    col("botConversationId", (c) => c.botConversationId || "-"),
    col("campaignName", (c) => c.campaignName || "-"),
    col("campaignId", (c) => c.campaignId || "-"),
    col("regionId", (c) => c.regionId || "-"),
    col("successful", (c) => (c.successful ? t("calls:yes") : t("calls:no"))),
    col(
      "services",
      (c) => {
        const list = services(t, c);
        return list.length ? (
          <BadgeList>
            {list.map((s) => (
              <Badge key={s} variant="outlined">
                {s}
              </Badge>
            ))}
          </BadgeList>
        ) : (
          "-"
        );
      },
      { title: (c) => services(t, c).join(", ") },
    ),
  ];
  if (mode === "admin") {
    columns.splice(
      1,
      0,
      col("account", (c) => c.accountName || c.accountId || "-"),
    );
  }
  return columns;
}
