import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import Link from "@mui/joy/Link";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SipMessage } from "../../../../contract/callDetails";
import { RouteDialog, type CloseReason } from "~/components/dialog/RouteDialog";
import { ToastOutlet } from "~/components/Toaster";
import { formatDateTime } from "~/features/time/timezone";
import { callDetailsHref, callListHref, type CallHistoryMode } from "../mode";
import { returnFocusState } from "./CallDetailsDrawer";
import type { LadderData } from "./ladder.server";
import { SmallTable } from "./parts";
import { ladderRows, type LadderRow } from "./ladderLayout";
import type { TimelineLeg } from "./timelineLayout";
import { clip } from "./TimelineSection";

const C = {
  text: "var(--joy-palette-text-primary)",
  muted: "var(--joy-palette-text-secondary)",
  lifeline: "var(--joy-palette-neutral-outlinedBorder)",
  request: "var(--joy-palette-primary-700)",
  response: "var(--joy-palette-success-700)",
  failure: "var(--joy-palette-danger-700)",
} as const;

const messageLabel = (m: SipMessage) => (m.status === null ? m.method : `${m.status} ${m.reason ?? ""}`.trim());

/** One leg's ladder: the two parties' lifelines and an arrow per message, in time order (aria-hidden: the table tells the same). */
function LadderFigure({ rows, from, to }: { rows: readonly LadderRow[]; from: string; to: string }) {
  const marker = `arrow-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const W = 680;
  const left = 200;
  const right = 600;
  const top = 34;
  const step = 24;
  const height = top + rows.length * step + 12;
  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: "block", fontSize: 12, fontFamily: "inherit" }}
    >
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="context-stroke" />
        </marker>
      </defs>
      <text x={left} y={16} textAnchor="middle" fill={C.text} fontWeight={700}>
        {clip(from, 24)}
      </text>
      <text x={right} y={16} textAnchor="middle" fill={C.text} fontWeight={700}>
        {clip(to, 24)}
      </text>
      <line x1={left} x2={left} y1={22} y2={height - 4} stroke={C.lifeline} strokeWidth={2} />
      <line x1={right} x2={right} y1={22} y2={height - 4} stroke={C.lifeline} strokeWidth={2} />
      {rows.map((row, i) => {
        const y = top + i * step + 14;
        const rightward = row.message.from === "calling";
        const colour = row.message.status === null ? C.request : row.message.status >= 300 ? C.failure : C.response;
        return (
          <g key={i}>
            <text x={8} y={y + 4} fill={C.muted}>
              {row.offset}
            </text>
            <line
              x1={rightward ? left : right}
              x2={rightward ? right - 2 : left + 2}
              y1={y}
              y2={y}
              stroke={colour}
              strokeWidth={1.5}
              markerEnd={`url(#${marker})`}
            />
            <text x={(left + right) / 2} y={y - 4} textAnchor="middle" fill={C.text}>
              {messageLabel(row.message)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function LegLadder({ leg, n, timeZone }: { leg: TimelineLeg; n: number; timeZone: string }) {
  const { t } = useTranslation("call-details");
  const title = t("ladder.leg", { n, from: leg.calling, to: leg.called });
  return (
    <Box
      component="section"
      id={`leg-${n}`}
      aria-label={title}
      sx={{ py: 1, borderTop: "1px solid", borderColor: "divider" }}
    >
      <Typography component="h3" level="title-md" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {leg.messages ? (
        <>
          <Typography level="body-xs" sx={{ color: "text.secondary" }}>
            {t("ladder.figure", { n, from: leg.calling, to: leg.called })}
          </Typography>
          <LadderFigure rows={ladderRows(leg.messages, leg.setup)} from={leg.calling} to={leg.called} />
          <SmallTable
            caption={t("ladder.caption", { n })}
            columns={[
              t("ladder.offset"),
              t("ladder.time"),
              t("ladder.direction"),
              t("ladder.message"),
              t("ladder.cseq"),
              t("ladder.detail"),
            ]}
            rowHeaders={false}
            rows={ladderRows(leg.messages, leg.setup).map((row, i) => ({
              key: String(i),
              cells: [
                row.offset,
                <time key="t" dateTime={row.message.datetime} style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(row.message.datetime, timeZone)}
                </time>,
                t("ladder.direction_value", {
                  from: row.message.from === "calling" ? leg.calling : leg.called,
                  to: row.message.to === "calling" ? leg.calling : leg.called,
                }),
                messageLabel(row.message),
                `${row.message.cseq} ${row.message.method}`,
                <span key="d" style={{ overflowWrap: "break-word" }}>
                  {row.message.detail ?? ""}
                </span>,
              ],
            }))}
          />
        </>
      ) : (
        <Typography level="body-sm" color="warning">
          {t("ladder.unavailable")}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The SIP ladder dialog (`$callId/ladder`, docs/product.md#wizards): every leg of the call's session with its
 * messages. A route dialog, so it opens and closes without JavaScript.
 */
export function LadderDialog({ mode }: { mode: CallHistoryMode }) {
  const { t } = useTranslation("call-details");
  const data = useLoaderData<LadderData>();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const escaped = useRef(false);
  const { callId } = data;
  const back = callDetailsHref(mode, callId, search);
  // Back in the drawer, the focus returns to the link that opened this dialog (the one to this URL).
  const backState = returnFocusState(`${pathname}${search}${hash}`);
  // Escape closes this dialog, back to the drawer, then the drawer. The drawer takes a moment to draw
  // (its timeline), during which this dialog is still on screen: a second Escape then closes both,
  // straight to the list, instead of closing this dialog twice (issue 30).
  const close = (reason: CloseReason) => {
    if (reason === "escapeKeyDown") {
      if (escaped.current) return navigate(callListHref(mode, search), { preventScrollReset: true });
      escaped.current = true;
    }
    navigate(back, { preventScrollReset: true, state: backState });
  };
  return (
    <RouteDialog title={t("ladder.title")} closeHref={back} onClose={close} width={760}>
      {/* In the drawer's place, its toasts too, under the title. */}
      <ToastOutlet />
      <Typography level="body-sm" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
        {t("call_id", { callId })}
      </Typography>
      <Link component={RemixLink} to={back} state={backState} level="body-sm" sx={{ alignSelf: "flex-start" }}>
        {t("ladder.back")}
      </Link>
      {data.legs.length > 0 ? (
        data.legs.map((leg, i) => <LegLadder key={leg.callId} leg={leg} n={i + 1} timeZone={data.timeZone} />)
      ) : (
        <Typography level="body-sm">{t("ladder.none")}</Typography>
      )}
    </RouteDialog>
  );
}
