import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AiToolRow } from "../../../contract/wire/aiTools";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { AI_TOOLS_RESOURCE } from "./resource";

type ToolsListData = EntityListData<AiToolRow>;

/**
 * /portal/ai_framework/tools and /admin/ai_framework/tools: the shared entity page with the tools'
 * columns. The pre-defined tools are labelled and offer only View (docs/features/ai-framework.md#tools).
 */
export function ToolsPage() {
  const data = useLoaderData<ToolsListData>() as ToolsListData;
  const { t } = useTranslation(["ai-tools", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(AI_TOOLS_RESOURCE, t, data, search, [
        {
          id: "kind",
          header: t("ai-tools:columns.kind"),
          cell: (r) => t(`ai-tools:filter.values.kind.${r.builtIn ? "builtIn" : "custom"}`),
          sortable: true,
        },
        { id: "description", header: t("ai-tools:columns.description"), cell: (r) => r.description, sortable: true },
        {
          id: "parameters",
          header: t("ai-tools:columns.parameters"),
          cell: (r) => (r.parameters.length ? r.parameters.join(", ") : t("ai-tools:none")),
        },
        { id: "method", header: t("ai-tools:columns.method"), cell: (r) => r.method ?? "-", sortable: true },
        { id: "url", header: t("ai-tools:columns.url"), cell: (r) => r.url ?? "-", sortable: true },
        {
          id: "timeoutSeconds",
          header: t("ai-tools:columns.timeoutSeconds"),
          cell: (r) => r.timeoutSeconds ?? "-",
          sortable: true,
          align: "right",
        },
        {
          id: "mocked",
          header: t("ai-tools:columns.mocked"),
          cell: (r) => (r.mocked ? t("ai-tools:mocked") : "-"),
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={AI_TOOLS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
