import Box from "@mui/joy/Box";
import Card from "@mui/joy/Card";
import Chip from "@mui/joy/Chip";
import Link from "@mui/joy/Link";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import type { SerializeFrom } from "@remix-run/node";
import { Link as RemixLink } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../contract/calls";
import { formatDateTime } from "~/features/time/timezone";
import { CALLS_PATH } from "./cards";
import type { LatestCalls } from "./dashboard.server";
import type { CallParty, LatestCallStatus } from "./latest-calls.server";

const STATUS_COLORS: Record<LatestCallStatus, "success" | "danger" | "primary"> = {
  successful: "success",
  failed: "danger",
  in_progress: "primary",
};

function Party({ party }: { party: CallParty }) {
  if (!party.name && !party.number) return <>-</>;
  return (
    <>
      {party.name || party.number}
      {party.name && party.number && party.number !== party.name && (
        <Typography component="span" level="body-xs" sx={{ display: "block", color: "text.tertiary" }}>
          {party.number}
        </Typography>
      )}
    </>
  );
}

/**
 * The latest calls (latest-calls.server.ts): time, from, to, status and duration, each call's time a
 * link to its details in the call history, and a link to all calls.
 */
export function LatestCallsSection({ latest, timeZone }: { latest: SerializeFrom<LatestCalls>; timeZone: string }) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
        <Typography id={titleId} level="title-md" component="h2">
          {t("dashboard.latest.title")}
        </Typography>
        <Link component={RemixLink} to={CALLS_PATH} level="body-sm">
          {t("dashboard.latest.see_all")}
        </Link>
      </Box>
      {latest.failed ? (
        <Typography role="alert" level="body-sm" color="danger">
          {t("dashboard.latest.failed")}
        </Typography>
      ) : latest.calls.length === 0 ? (
        <Typography role="status" level="body-sm" sx={{ color: "text.tertiary" }}>
          {t("dashboard.no_calls")}
        </Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table aria-labelledby={titleId} size="sm">
            <thead>
              <tr>
                <th scope="col">{t("dashboard.latest.time")}</th>
                <th scope="col">{t("dashboard.latest.from")}</th>
                <th scope="col">{t("dashboard.latest.to")}</th>
                <th scope="col">{t("dashboard.latest.status")}</th>
                <th scope="col">{t("dashboard.latest.duration")}</th>
              </tr>
            </thead>
            <tbody>
              {latest.calls.map((call) => (
                <tr key={call.callId}>
                  <td>
                    <Link component={RemixLink} to={call.href}>
                      <time dateTime={call.setupTime}>{formatDateTime(call.setupTime, timeZone)}</time>
                    </Link>
                  </td>
                  <td>
                    <Party party={call.from} />
                  </td>
                  <td>
                    <Party party={call.to} />
                  </td>
                  <td>
                    <Chip size="sm" variant="soft" color={STATUS_COLORS[call.status]}>
                      {t(`dashboard.outcome.${call.status}`)}
                    </Chip>
                  </td>
                  <td>{call.durationSeconds === null ? "-" : formatDuration(call.durationSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
