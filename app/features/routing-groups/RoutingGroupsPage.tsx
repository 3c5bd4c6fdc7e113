import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RoutingGroupRow } from "../../../contract/wire/routing";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { ROUTING_GROUPS_RESOURCE } from "./resource";

/** /admin/routingGroups: every account's routing groups, with the rules in each; administrators add, edit and delete them. */
export function RoutingGroupsPage() {
  const data = useLoaderData<EntityListData<RoutingGroupRow>>() as EntityListData<RoutingGroupRow>;
  const { t } = useTranslation(["routing-groups", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(ROUTING_GROUPS_RESOURCE, t, data, search, [
        {
          id: "rules",
          header: t("routing-groups:columns.rules"),
          cell: (r) => r.rules,
          sortable: true,
          align: "right",
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={ROUTING_GROUPS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
