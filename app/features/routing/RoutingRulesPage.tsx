import Button from "@mui/joy/Button";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RoutingRuleRow } from "../../../contract/wire/routing";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { dialogHref } from "~/features/entities/resource";
import { conditionLabel, endpointLabel } from "./labels";
import { ROUTING_RULES_RESOURCE, ROUTING_TEST_PATH_SEGMENT } from "./resource";

type RoutingRulesListData = EntityListData<RoutingRuleRow>;

/**
 * /portal/routing and /admin/routing: the shared entity page with the rules' columns (ordered by
 * priority), each origin and destination by name or as missing, the maximum-routings warning, and on
 * the customer screen the rule tester's link.
 */
export function RoutingRulesPage() {
  const data = useLoaderData<RoutingRulesListData>() as RoutingRulesListData;
  const { t } = useTranslation(["routing", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(ROUTING_RULES_RESOURCE, t, data, search, [
        {
          id: "priority",
          header: t("routing:columns.priority"),
          cell: (r) => r.priority,
          sortable: true,
          align: "right",
        },
        {
          id: "eventType",
          header: t("routing:columns.eventType"),
          cell: (r) => t(`routing:filter.values.eventType.${r.eventType}`, { defaultValue: r.eventType }),
          sortable: true,
        },
        {
          id: "originName",
          header: t("routing:columns.originName"),
          cell: (r) => endpointLabel(t, r.origin),
          sortable: true,
        },
        { id: "condition", header: t("routing:columns.condition"), cell: (r) => conditionLabel(t, r) },
        {
          id: "destinationName",
          header: t("routing:columns.destinationName"),
          cell: (r) => endpointLabel(t, r.destination),
          sortable: true,
        },
        {
          id: "alternatives",
          header: t("routing:columns.alternatives"),
          cell: (r) => r.alternatives.map((a) => endpointLabel(t, a)).join("; "),
        },
        {
          id: "routingGroupName",
          header: t("routing:columns.routingGroupName"),
          cell: (r) => (r.routingGroupId === null ? "" : (r.routingGroupName ?? t("routing:missing"))),
          sortable: true,
        },
        { id: "regionId", header: t("routing:columns.regionId"), cell: (r) => r.regionId ?? "", sortable: true },
      ]),
    [t, data, search],
  );
  const tester =
    data.mode === "portal" && data.can.view ? (
      <Button
        component={Link}
        to={dialogHref(ROUTING_RULES_RESOURCE, "portal", ROUTING_TEST_PATH_SEGMENT, search)}
        preventScrollReset
        size="sm"
        variant="outlined"
        color="neutral"
      >
        {t("routing:actions.test")}
      </Button>
    ) : undefined;
  return <EntityListPage resource={ROUTING_RULES_RESOURCE} columns={columns} rowId={(r) => r.id} actions={tester} />;
}
