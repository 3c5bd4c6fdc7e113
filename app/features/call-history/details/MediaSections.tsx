import Alert from "@mui/joy/Alert";
import Link from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
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

/**
 * The call's log: its log lines when the platform has any. The spec's call log (GetCallLog) is the
 * SIP ladder, which the timeline draws: without log lines the section points to the call's SIP
 * messages, and says "Call logs are not available" only when there are neither (issue 30).
 */
export function LogSection({
  log,
  timeZone,
  sipMessages,
  ladderHref,
}: {
  log: readonly CallLogEntry[] | null;
  timeZone: string;
  /** How many SIP messages the call's own leg has in its ladder (0: none, or the ladder failed). */
  sipMessages: number;
  ladderHref: string;
}) {
  const { t } = useTranslation(["call-details", "messages"]);
  return (
    <Section title={t("sections.log")}>
      {!log && sipMessages > 0 ? (
        <Typography level="body-sm">
          {t("log.in_ladder", { count: sipMessages })}{" "}
          <Link component={RemixLink} to={ladderHref} level="body-sm">
            {t("log.ladder_link")}
          </Link>
        </Typography>
      ) : log ? (
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
