import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AgentRow } from "../../../contract/wire/aiAgents";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import { formatDateTime } from "~/features/time/timezone";
import type { EntityListData } from "~/features/entities/list.server";
import { AI_AGENTS_RESOURCE } from "./resource";

type AgentsListData = EntityListData<AgentRow>;

/** /portal/ai_framework/agents and /admin/ai_framework/agents: the shared entity page with the agents' columns. */
export function AgentsPage() {
  const data = useLoaderData<AgentsListData>() as AgentsListData;
  const { t } = useTranslation(["ai-agents", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(AI_AGENTS_RESOURCE, t, data, search, [
        { id: "description", header: t("ai-agents:columns.description"), cell: (r) => r.description ?? "" },
        {
          id: "modelName",
          header: t("ai-agents:columns.modelName"),
          cell: (r) => r.modelName ?? r.modelId,
          sortable: true,
        },
        {
          id: "publishedVersion",
          header: t("ai-agents:columns.publishedVersion"),
          cell: (r) =>
            r.publishedVersion === null
              ? t("ai-agents:version.draft_only")
              : r.draftChanged
                ? t("ai-agents:version.with_draft", { version: r.publishedVersion })
                : t("ai-agents:version.published", { version: r.publishedVersion }),
          sortable: true,
        },
        {
          id: "intents",
          header: t("ai-agents:columns.intents"),
          cell: (r) => r.intents,
          sortable: true,
          align: "right",
        },
        {
          id: "updatedAt",
          header: t("ai-agents:columns.updatedAt"),
          cell: (r) => formatDateTime(r.updatedAt, "UTC"),
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={AI_AGENTS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
