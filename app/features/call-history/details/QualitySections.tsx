import Chip from "@mui/joy/Chip";
import { useTranslation } from "react-i18next";
import type { MosThresholds, VoiceQualityLabel } from "../../../../contract/calls";
import type { CallDetailsRecord } from "./details.server";
import { formatMos, latencyRows, mosRows, roundMs } from "./format";
import { DateTime, FieldList, present, Section, SmallTable, YesNo } from "./parts";

/** Voice quality per leg, campaign/session/bot context, speech services and bot latency. */

type Props = { call: CallDetailsRecord };

const QUALITY_COLOR: Record<VoiceQualityLabel, "success" | "warning" | "danger" | "neutral"> = {
  Good: "success",
  Fair: "warning",
  Poor: "danger",
  Unknown: "neutral",
  "-": "neutral",
};

export function MosSection({ call, thresholds }: Props & { thresholds: MosThresholds }) {
  const { t } = useTranslation("call-details");
  return (
    <Section title={t("sections.quality")}>
      <SmallTable
        caption={t("mos.caption")}
        columns={[t("mos.leg"), t("mos.score"), t("mos.quality")]}
        rows={mosRows(call, thresholds).map((row) => ({
          key: row.leg,
          cells: [
            t(`mos.legs.${row.leg}`),
            formatMos(row.value) ?? t("none"),
            row.quality === "-" ? (
              t("none")
            ) : (
              <Chip size="sm" variant="soft" color={QUALITY_COLOR[row.quality]}>
                {t(`mos.labels.${row.quality}`)}
              </Chip>
            ),
          ],
        }))}
      />
    </Section>
  );
}

/** Campaign, session and bot context; only the values this call has. */
export function ContextSection({ call, timeZone }: Props & { timeZone: string }) {
  const { t } = useTranslation("call-details");
  const fields = present([
    [t("context.campaignName"), call.campaignName],
    [t("context.campaignId"), call.campaignId],
    [t("context.botConversationId"), call.botConversationId],
    [t("context.sessionId"), call.sessionId],
    [t("context.globalSessionId"), call.globalSessionId],
    [t("context.egressCallingNumber"), call.egressCallingNumber],
    [t("context.ingressCallingNumber"), call.ingressCallingNumber],
    [t("context.sourceNumberOut"), call.sourceNumberOut],
    [
      t("context.expireTime"),
      call.expireTime ? <DateTime key="expire" value={call.expireTime} zone={timeZone} /> : null,
    ],
    [
      t("context.isAiFramework"),
      typeof call.isAiFramework === "boolean" ? <YesNo key="ai" value={call.isAiFramework} /> : null,
    ],
  ]);
  if (fields.length === 0) return null;
  return (
    <Section title={t("sections.context")}>
      <FieldList fields={fields} />
    </Section>
  );
}

/** STT/TTS providers and models; hidden for calls that used no speech services. */
export function SpeechSection({ call }: Props) {
  const { t } = useTranslation("call-details");
  const fields = present([
    [t("speech.sttProvider"), call.sttProvider],
    [t("speech.sttModel"), call.sttModel],
    [t("speech.ttsProvider"), call.ttsProvider],
    [t("speech.ttsModel"), call.ttsModel],
  ]);
  if (fields.length === 0) return null;
  return (
    <Section title={t("sections.speech")}>
      <FieldList fields={fields} />
    </Section>
  );
}

/** The STT, bot and TTS delays (average, median, maximum); hidden when the call had no bot. */
export function LatencySection({ call }: Props) {
  const { t } = useTranslation("call-details");
  const rows = latencyRows(call);
  if (rows.length === 0) return null;
  const ms = (value: number | null) => {
    const rounded = roundMs(value);
    return rounded === null ? t("none") : t("latency.value", { value: rounded });
  };
  return (
    <Section title={t("sections.latency")}>
      <SmallTable
        caption={t("latency.caption")}
        columns={[t("latency.stage"), t("latency.avg"), t("latency.med"), t("latency.max")]}
        rows={rows.map((row) => ({
          key: row.stage,
          cells: [t(`latency.stages.${row.stage}`), ms(row.avg), ms(row.med), ms(row.max)],
        }))}
      />
    </Section>
  );
}
