import Stack from "@mui/joy/Stack";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TeamsTenantRow } from "../../../contract/wire/teams";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { TEAMS_TENANTS_RESOURCE } from "./resource";
import { TeamsTabs } from "./TeamsTabs";

type TeamsTenantsListData = EntityListData<TeamsTenantRow>;

/**
 * /portal/teams_connections/tenants and /admin/tenants: the shared entity page with the tenants'
 * columns; the customer screen under the Teams tabs, the admin screen with the tenant delete.
 */
export function TeamsTenantsPage() {
  const data = useLoaderData<TeamsTenantsListData>() as TeamsTenantsListData;
  const { t } = useTranslation(["teams-tenants", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(TEAMS_TENANTS_RESOURCE, t, data, search, [
        { id: "tenantId", header: t("teams-tenants:columns.tenantId"), cell: (r) => r.tenantId },
        {
          id: "licenseType",
          header: t("teams-tenants:columns.licenseType"),
          cell: (r) => r.licenseType,
          sortable: true,
        },
        {
          id: "activationEmail",
          header: t("teams-tenants:columns.activationEmail"),
          cell: (r) => r.activationEmail ?? "-",
          sortable: true,
        },
        {
          id: "connections",
          header: t("teams-tenants:columns.connections"),
          cell: (r) => String(r.connections),
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  const page = <EntityListPage resource={TEAMS_TENANTS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
  return data.mode === "portal" ? (
    <Stack spacing={2}>
      <TeamsTabs />
      {page}
    </Stack>
  ) : (
    page
  );
}
