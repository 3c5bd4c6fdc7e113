import Box from "@mui/joy/Box";
import Link from "@mui/joy/Link";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { CALL_TIMELINE } from "../../../../contract/limits/call-timeline";
import { formatDateTime } from "~/features/time/timezone";
import { Section, SmallTable } from "./parts";
import {
  formatOffset,
  latencySegments,
  layoutTimeline,
  playHref,
  recordingOffset,
  sessionTurns,
  TIMELINE_GEOMETRY as G,
  type TimelineData,
  type TimelineLeg,
  type TimelineTurn,
} from "./timelineLayout";

/**
 * The one-call timeline (issue 18): the session's legs on one time axis, drawn as server-rendered
 * SVG, with the same facts as HTML underneath (legs with MOS and SIP ladder link, the turns with
 * their delays, the recordings). Choosing a turn plays its leg's recording from there: a link with a
 * `#t=` media fragment, which a small click handler turns into seeking the player in place.
 */

/** Colours from the theme's palette (both colour schemes), so the drawing follows the theme. */
const C = {
  text: "var(--joy-palette-text-primary)",
  muted: "var(--joy-palette-text-secondary)",
  grid: "var(--joy-palette-neutral-outlinedBorder)",
  ringing: "var(--joy-palette-neutral-400)",
  talk: "var(--joy-palette-primary-500)",
  failed: "var(--joy-palette-danger-500)",
  request: "var(--joy-palette-primary-700)",
  response: "var(--joy-palette-success-600)",
  user: "var(--joy-palette-neutral-600)",
  bot: "var(--joy-palette-primary-600)",
  stt: "var(--joy-palette-warning-400)",
  botDelay: "var(--joy-palette-danger-400)",
  tts: "var(--joy-palette-success-400)",
  recording: "var(--joy-palette-success-500)",
} as const;

/** A party's name short enough for the drawing (the table below has it whole). */
export const clip = (name: string, max = 32) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

const STAGE_COLOUR = { stt: C.stt, bot: C.botDelay, tts: C.tts } as const;

/** The player of a leg's recording, found by the turn links (the open call's is the recording section's). */
export const recordingPlayerId = (callId: string) => `recording-${callId.replace(/[^A-Za-z0-9_-]/g, "_")}`;

/** The SVG drawing: aria-hidden, since the HTML below tells the same. */
function TimelineFigure({ data }: { data: TimelineData }) {
  const { t } = useTranslation("call-details");
  const layout = layoutTimeline(data, CALL_TIMELINE.MAX_TICKS);
  const { x } = layout;
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block", fontFamily: "inherit", fontSize: 11 }}
    >
      {layout.ticks.map((tick) => (
        <g key={tick.seconds}>
          <line
            x1={tick.x}
            x2={tick.x}
            y1={G.axisHeight - 6}
            y2={layout.height - G.gap}
            stroke={C.grid}
            strokeDasharray="2 3"
          />
          <text x={tick.x} y={G.axisHeight - 10} textAnchor="middle" fill={C.muted}>
            {formatOffset(tick.seconds)}
          </text>
        </g>
      ))}
      {data.legs.map((leg, i) => {
        const row = layout.rows[i];
        const mid = (top: number) => top + G.lane / 2;
        const answered = leg.connect !== null;
        const end = leg.end ?? data.end;
        return (
          <g key={leg.callId}>
            <text x={4} y={row.title + 12} fill={C.text} fontWeight={leg.current ? 700 : 400}>
              {t("timeline.leg", { n: i + 1, from: clip(leg.calling), to: clip(leg.called) })}
              {leg.mos !== null ? ` · ${t("timeline.mos", { value: leg.mos.toFixed(2) })}` : ""}
            </text>
            <text x={4} y={mid(row.sip) + 4} fill={C.muted}>
              {t("timeline.lanes.sip")}
            </text>
            <text x={4} y={mid(row.turns) + 4} fill={C.muted}>
              {t("timeline.lanes.turns")}
            </text>
            {row.recording !== null && (
              <text x={4} y={mid(row.recording) + 4} fill={C.muted}>
                {t("timeline.lanes.recording")}
              </text>
            )}
            {/* The call: ringing until the answer, talk until the end (or ringing then failure). */}
            <rect
              x={x(leg.setup)}
              y={row.bar + 3}
              width={Math.max(1, x(leg.connect ?? end) - x(leg.setup))}
              height={G.lane - 6}
              fill={answered ? C.ringing : C.failed}
              rx={2}
            />
            {answered && (
              <rect
                x={x(leg.connect!)}
                y={row.bar + 2}
                width={Math.max(1, x(end) - x(leg.connect!))}
                height={G.lane - 4}
                fill={C.talk}
                rx={2}
              />
            )}
            {(leg.messages ?? []).map((m, k) => {
              const at = Date.parse(m.datetime);
              const request = m.status === null;
              return (
                <line
                  key={k}
                  x1={x(at)}
                  x2={x(at)}
                  y1={row.sip + (request ? 2 : 6)}
                  y2={row.sip + G.lane - (request ? 6 : 2)}
                  stroke={request ? C.request : C.response}
                  strokeWidth={1.5}
                />
              );
            })}
            {leg.turns.map((turn, k) => (
              <g key={k}>
                {latencySegments(turn).map((s) => (
                  <rect
                    key={s.stage}
                    x={x(s.from)}
                    y={row.turns + 5}
                    width={Math.max(0.5, x(s.to) - x(s.from))}
                    height={G.lane - 10}
                    fill={STAGE_COLOUR[s.stage]}
                  />
                ))}
                {turn.role === "user" ? (
                  <circle cx={x(turn.at)} cy={mid(row.turns)} r={4} fill={C.user} />
                ) : (
                  <rect x={x(turn.at) - 4} y={mid(row.turns) - 4} width={8} height={8} fill={C.bot} />
                )}
              </g>
            ))}
            {row.recording !== null && answered && (
              <rect
                x={x(leg.connect!)}
                y={row.recording + 5}
                width={Math.max(1, x(end) - x(leg.connect!))}
                height={G.lane - 10}
                fill={C.recording}
                rx={3}
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The colour key of the drawing (plain spans; the swatches are decorative). */
function Legend() {
  const { t } = useTranslation("call-details");
  const items: [keyof typeof C, string][] = [
    ["ringing", t("timeline.legend.ringing")],
    ["talk", t("timeline.legend.talk")],
    ["failed", t("timeline.legend.failed")],
    ["request", t("timeline.legend.sip")],
    ["user", t("timeline.legend.caller")],
    ["bot", t("timeline.legend.bot")],
    ["stt", t("timeline.legend.stt")],
    ["botDelay", t("timeline.legend.botDelay")],
    ["tts", t("timeline.legend.tts")],
    ["recording", t("timeline.legend.recording")],
  ];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "flex",
        flexWrap: "wrap",
        columnGap: 1.5,
        rowGap: 0.25,
        fontSize: "xs",
        color: "text.secondary",
      }}
    >
      {items.map(([key, label]) => (
        <li key={key}>
          <span
            aria-hidden="true"
            style={{
              display: "inline-block",
              width: 10,
              height: 10,
              marginRight: 4,
              background: C[key],
              verticalAlign: "middle",
            }}
          />
          {label}
        </li>
      ))}
    </Box>
  );
}

/** A turn's delays, when it is a bot answer. */
function latencyText(t: (key: string, values?: Record<string, unknown>) => string, turn: TimelineTurn): string | null {
  if (!turn.latency) return null;
  const { sttMs, botMs, ttsMs } = turn.latency;
  return t("timeline.turn_latency", { stt: sttMs, bot: botMs, tts: ttsMs, total: sttMs + botMs + ttsMs });
}

/** Seeks the leg's player to the turn and plays it; without JavaScript the link opens the recording at `#t=`. */
function playFrom(event: MouseEvent<HTMLAnchorElement>, id: string, seconds: number) {
  const player = document.getElementById(id);
  if (
    !(player instanceof HTMLAudioElement) ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  event.preventDefault();
  // A player that has not loaded yet (preload="none") seeks once it knows the recording's length.
  if (player.readyState >= HTMLMediaElement.HAVE_METADATA) player.currentTime = seconds;
  else player.addEventListener("loadedmetadata", () => void (player.currentTime = seconds), { once: true });
  void player.play().catch(() => undefined);
  player.focus();
}

/** The turns of the session in time order: links that play the recording from there when the leg was recorded. */
function Turns({ data, timeZone }: { data: TimelineData; timeZone: string }) {
  const { t } = useTranslation("call-details");
  const turns = sessionTurns(data.legs);
  if (turns.length === 0) {
    return (
      <Typography level="body-sm" sx={{ color: "text.secondary" }}>
        {data.transcriptsHidden ? t("timeline.turns_hidden") : t("timeline.turns_none")}
      </Typography>
    );
  }
  const anyRecording = data.legs.some((l) => l.recordingHref);
  return (
    <>
      {anyRecording && (
        <Typography level="body-xs" sx={{ color: "text.secondary", mb: 0.5 }}>
          {t("timeline.turns_hint")}
        </Typography>
      )}
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: "grid", gap: 0.5 }}>
        {turns.map(({ leg: index, turn }, k) => {
          const leg = data.legs[index];
          const offset = formatOffset((turn.at - data.start) / 1000);
          const speaker = t(`transcript.speakers.${turn.role}`, { defaultValue: turn.role });
          const latency = latencyText(t, turn);
          const seconds = recordingOffset(leg, turn.at);
          return (
            <Typography key={k} component="li" level="body-sm">
              <time dateTime={new Date(turn.at).toISOString()} title={formatDateTime(turn.at, timeZone)}>
                {t("timeline.turn_at", { offset })}
              </time>{" "}
              {t("timeline.leg_short", { n: index + 1 })} ·{" "}
              {leg.recordingHref ? (
                <Link
                  href={playHref(leg.recordingHref, seconds)}
                  onClick={(e) => playFrom(e, recordingPlayerId(leg.callId), seconds)}
                  fontWeight="md"
                >
                  {t("timeline.turn_play", { offset: formatOffset(seconds), speaker })}
                </Link>
              ) : (
                <strong>{speaker}</strong>
              )}
              {": "}
              {turn.text}
              {latency && (
                <Typography component="span" level="body-xs" sx={{ display: "block", color: "text.secondary" }}>
                  {latency}
                </Typography>
              )}
            </Typography>
          );
        })}
      </Box>
    </>
  );
}

function outcomeText(t: (key: string, values?: Record<string, unknown>) => string, leg: TimelineLeg): string {
  if (leg.end === null) return t("timeline.in_progress");
  return leg.connect !== null
    ? t("timeline.outcome_ok")
    : t("timeline.outcome_failed", { reason: leg.termination ?? "-" });
}

/** The legs as a table: parties, times on the axis, outcome, MOS and each leg's SIP ladder. */
function Legs({ data, ladderHref }: { data: TimelineData; ladderHref: string }) {
  const { t } = useTranslation("call-details");
  const at = (instant: number | null) => (instant === null ? t("none") : formatOffset((instant - data.start) / 1000));
  return (
    <SmallTable
      caption={t("timeline.legs_caption")}
      columns={[
        t("timeline.col_leg"),
        t("timeline.col_parties"),
        t("timeline.col_setup"),
        t("timeline.col_answer"),
        t("timeline.col_end"),
        t("timeline.col_outcome"),
        t("timeline.col_mos"),
        t("timeline.col_messages"),
      ]}
      rows={data.legs.map((leg, i) => ({
        key: leg.callId,
        cells: [
          leg.current ? (
            <span key="leg">
              {t("timeline.leg_short", { n: i + 1 })} ({t("timeline.this_call")})
            </span>
          ) : (
            <Link
              key="leg"
              component={RemixLink}
              to={leg.detailsHref}
              aria-label={t("timeline.open_leg", { n: i + 1 })}
            >
              {t("timeline.leg_short", { n: i + 1 })}
            </Link>
          ),
          <span key="p" style={{ overflowWrap: "break-word", whiteSpace: "normal" }}>
            {t("timeline.parties", { from: leg.calling, to: leg.called })}
          </span>,
          at(leg.setup),
          at(leg.connect),
          at(leg.end),
          outcomeText(t, leg),
          leg.mos !== null ? leg.mos.toFixed(2) : t("timeline.mos_none"),
          leg.messages ? (
            <Link key="m" component={RemixLink} to={`${ladderHref}#leg-${i + 1}`}>
              {t("timeline.messages_count", { count: leg.messages.length })}
            </Link>
          ) : (
            t("ladder.unavailable")
          ),
        ],
      }))}
    />
  );
}

/** The timeline section of the details drawer. `ladderHref`: the SIP ladder dialog of this call. */
export function TimelineSection({
  data,
  ladderHref,
  timeZone,
}: {
  data: TimelineData;
  ladderHref: string;
  timeZone: string;
}) {
  const { t } = useTranslation("call-details");
  if (data.legs.length === 0) return null;
  const duration = formatOffset((data.end - data.start) / 1000);
  return (
    <Section title={t("sections.timeline")}>
      <Box component="figure" sx={{ m: 0, display: "grid", gap: 1 }}>
        <Typography component="figcaption" level="body-sm" sx={{ color: "text.secondary" }}>
          {t("timeline.summary", { count: data.legs.length, start: formatDateTime(data.start, timeZone), duration })}{" "}
          <Link component={RemixLink} to={ladderHref} level="body-sm">
            {t("timeline.ladder_link")}
          </Link>
        </Typography>
        <Typography level="body-xs" sx={{ color: "text.secondary" }}>
          {t("timeline.figure")}
        </Typography>
        <TimelineFigure data={data} />
        <Legend />
      </Box>
      <Legs data={data} ladderHref={ladderHref} />
      <Typography level="title-sm" component="h4" sx={{ mt: 1.5, mb: 0.5 }}>
        {t("timeline.turns")}
      </Typography>
      <Turns data={data} timeZone={timeZone} />
      {data.legs.map((leg, i) =>
        leg.recordingHref && !leg.current ? (
          <Box key={leg.callId} sx={{ mt: 1 }}>
            <Typography level="body-xs" component="p" sx={{ color: "text.secondary" }}>
              {t("timeline.recording_of", { n: i + 1 })}
            </Typography>
            <audio
              id={recordingPlayerId(leg.callId)}
              controls
              preload="none"
              src={leg.recordingHref}
              aria-label={t("timeline.recording_of", { n: i + 1 })}
              style={{ width: "100%" }}
            >
              {t("recording.unsupported")}
            </audio>
          </Box>
        ) : null,
      )}
    </Section>
  );
}
