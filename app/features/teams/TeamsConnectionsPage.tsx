import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TeamsConnectionRow } from "../../../contract/wire/teams";
import { Badge, type BadgeColor } from "~/components/grid/cells";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import type { TeamsOnlyMode } from "./list.server";
import { TEAMS_CONNECTIONS_RESOURCE, TEAMS_ONLY_OFF_INTENT } from "./resource";
import { TeamsTabs } from "./TeamsTabs";

export interface TeamsConnectionsListData extends EntityListData<TeamsConnectionRow> {
  /** The customer screen: the account's Teams-only mode. */
  teamsOnly: TeamsOnlyMode | null;
}

/** A colour per status: being created, connected, failed. */
export const TEAMS_STATUS_COLOR: Readonly<Record<string, BadgeColor>> = {
  Provisioning: "primary",
  Connected: "success",
  Failed: "danger",
};

/**
 * /portal/teams_connections and /admin/teamsConnections: the shared entity page with the connections'
 * columns (the status in its colour, with the creation's progress), and on the
 * customer screen the Teams tabs and the Teams-only mode.
 */
export function TeamsConnectionsPage() {
  const data = useLoaderData<TeamsConnectionsListData>() as TeamsConnectionsListData;
  const { t } = useTranslation(["teams-connections", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(TEAMS_CONNECTIONS_RESOURCE, t, data, search, [
        {
          id: "tenantDomain",
          header: t("teams-connections:columns.tenantDomain"),
          cell: (r) => r.tenantDomain ?? "-",
          sortable: true,
        },
        {
          id: "regionId",
          header: t("teams-connections:columns.regionId"),
          cell: (r) => r.regionId ?? "-",
          sortable: true,
        },
        {
          id: "status",
          header: t("teams-connections:columns.status"),
          cell: (r) => (
            <Badge
              color={TEAMS_STATUS_COLOR[r.status] ?? "neutral"}
              title={r.error ? t(`messages:${r.error}`) : undefined}
            >
              {t(`teams-connections:status.${r.status}`, { progress: r.progress ?? 0, defaultValue: r.status })}
            </Badge>
          ),
          sortable: true,
        },
        {
          id: "licensedUsers",
          header: t("teams-connections:columns.licensedUsers"),
          cell: (r) => String(r.licensedUsers),
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  const notice = data.teamsOnly?.on && (
    <Alert color="primary" variant="soft" role="status">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        alignItems={{ sm: "center" }}
        justifyContent="space-between"
        sx={{ width: "100%" }}
      >
        <span>{t("messages:labels_teams_only_mode_on")}</span>
        {data.teamsOnly.canTurnOff && (
          <Form method="post" preventScrollReset>
            <Button type="submit" name="intent" value={TEAMS_ONLY_OFF_INTENT} size="sm" variant="outlined">
              {t("messages:labels_teams_only_mode_turn_off")}
            </Button>
          </Form>
        )}
      </Stack>
    </Alert>
  );
  const page = (
    <EntityListPage resource={TEAMS_CONNECTIONS_RESOURCE} columns={columns} rowId={(r) => r.id} notice={notice} />
  );
  return data.mode === "portal" ? (
    <Stack spacing={2}>
      <TeamsTabs />
      {page}
    </Stack>
  ) : (
    page
  );
}
