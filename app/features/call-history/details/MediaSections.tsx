import Alert from "@mui/joy/Alert";
import Link from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import { useTranslation } from "react-i18next";
import type { CallLogEntry } from "../../../../contract/callDetails";
import { DateTime, Section, SmallTable } from "./parts";
import { recordingPlayerId } from "./TimelineSection";

/** The recording player and the call log. */

/**
 * Playback of a recorded call, only rendered when the loader allowed it (recorded, and the user
 * holds LIVEHUB_CALLRECORDING_READ). preload="none": nothing is streamed until the user presses play.
 */
export function RecordingSection({ href, callId }: { href: string | null; callId: string }) {
  const { t } = useTranslation("call-details");
  if (!href) return null;
  return (
    <Section title={t("sections.recording")}>
      <Stack spacing={0.75}>
        <audio
          id={recordingPlayerId(callId)}
          controls
          preload="none"
          src={href}
          aria-label={t("recording.player", { callId })}
          style={{ width: "100%" }}
        >
          {t("recording.unsupported")}
        </audio>
        <Link href={href} download level="body-sm">
          {t("recording.download")}
        </Link>
      </Stack>
    </Section>
  );
}

export function LogSection({ log, timeZone }: { log: readonly CallLogEntry[] | null; timeZone: string }) {
  const { t } = useTranslation(["call-details", "messages"]);
  return (
    <Section title={t("sections.log")}>
      {log ? (
        <SmallTable
          caption={t("log.caption")}
          columns={[t("log.time"), t("log.level"), t("log.message")]}
          rowHeaders={false}
          rows={log.map((line, i) => ({
            key: String(i),
            cells: [
              <span key="time" style={{ whiteSpace: "nowrap" }}>
                <DateTime value={line.datetime} zone={timeZone} />
              </span>,
              line.level,
              line.message,
            ],
          }))}
        />
      ) : (
        <Alert color="warning" variant="soft" size="sm">
          {t("messages:warning_logs_unavailable")}
        </Alert>
      )}
    </Section>
  );
}
