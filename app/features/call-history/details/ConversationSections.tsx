import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import type { PostCallAnalysis, TranscriptEntry } from "../../../../contract/callDetails";
import { analysisView, humanizeKey, isKnownSpeaker } from "./format";
import { DateTime, FieldList, Section } from "./parts";

/** The transcript and the post-call analysis (docs/product.md#call-history: "where available"). */

/** Speaker-labelled turns, in order; the bot's turns sit apart from the caller's. */
export function Conversation({
  turns,
  timeZone,
  label,
}: {
  turns: readonly TranscriptEntry[];
  timeZone: string;
  label: string;
}) {
  const { t } = useTranslation("call-details");
  return (
    <Stack component="ol" aria-label={label} spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }}>
      {turns.map((turn, i) => {
        const bot = turn.role === "assistant";
        return (
          <Box
            key={i}
            component="li"
            sx={{
              p: 1,
              borderRadius: "sm",
              maxWidth: "85%",
              alignSelf: bot ? "flex-start" : "flex-end",
              bgcolor: bot ? "background.level1" : "primary.softBg",
            }}
          >
            <Typography level="body-xs" sx={{ color: "text.tertiary" }}>
              <Box component="strong" sx={{ color: "text.secondary" }}>
                {isKnownSpeaker(turn.role) ? t(`transcript.speakers.${turn.role}`) : turn.label || turn.role}
              </Box>
              {turn.datetime && (
                <>
                  {" · "}
                  <DateTime value={turn.datetime} zone={timeZone} />
                </>
              )}
            </Typography>
            <Typography level="body-sm" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {turn.text}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

export function TranscriptSection({
  transcript,
  timeZone,
}: {
  transcript: readonly TranscriptEntry[] | null;
  timeZone: string;
}) {
  const { t } = useTranslation(["call-details", "messages"]);
  const title = t("messages:labels_transcript");
  return (
    <Section title={title}>
      {transcript ? (
        <Conversation turns={transcript} timeZone={timeZone} label={title} />
      ) : (
        <Alert color="warning" variant="soft" size="sm">
          {t("messages:warning_transcripts_unavailable")}
        </Alert>
      )}
    </Section>
  );
}

function AnalysisResult({ result, timeZone, label }: { result: unknown; timeZone: string; label: string }) {
  const { t } = useTranslation("call-details");
  const view = analysisView(result);
  switch (view.kind) {
    case "conversation":
      return <Conversation turns={view.turns} timeZone={timeZone} label={label} />;
    case "fields":
      return <FieldList fields={view.fields.map(([key, value]) => [humanizeKey(key), value])} />;
    case "text":
      return (
        <Typography level="body-sm" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {view.text}
        </Typography>
      );
    default:
      return <Typography level="body-sm">{t("analysis.empty")}</Typography>;
  }
}

/** Each analysis by its type (extract variables, summarize conversation, conversation log) and result. */
export function AnalysisSection({ analyses, timeZone }: { analyses: readonly PostCallAnalysis[]; timeZone: string }) {
  const { t } = useTranslation(["call-details", "messages"]);
  if (analyses.length === 0) return null;
  return (
    <Section title={t("messages:labels_post_call_analysis")}>
      <Stack spacing={1.5}>
        {analyses.map((analysis, i) => {
          const label = t(`analysis.types.${analysis.type}`, { defaultValue: analysis.type });
          return (
            <Box key={`${analysis.type}-${i}`}>
              <Typography level="title-sm" component="h4" sx={{ mb: 0.5 }}>
                {label}
              </Typography>
              <AnalysisResult result={analysis.result} timeZone={timeZone} label={label} />
            </Box>
          );
        })}
      </Stack>
    </Section>
  );
}
