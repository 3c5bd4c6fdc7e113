import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AI_MODEL_CAPABILITIES, type AiModelRow } from "../../../contract/wire/aiModels";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { AI_MODELS_RESOURCE } from "./resource";

type AiModelsListData = EntityListData<AiModelRow>;

/**
 * /portal/ai_framework/models and /admin/ai_framework/models (docs/features/ai-framework.md#models):
 * the shared entity page with the models' columns. The built-in model comes first on the customer
 * screen, labelled "Built-in", with its view only.
 */
export function AiModelsPage() {
  const data = useLoaderData<AiModelsListData>() as AiModelsListData;
  const { t } = useTranslation(["ai-models", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(AI_MODELS_RESOURCE, t, data, search, [
        {
          id: "kind",
          header: t("ai-models:columns.kind"),
          cell: (r) => t(r.builtIn ? "ai-models:kind.built_in" : "ai-models:kind.own"),
        },
        {
          id: "provider",
          header: t("ai-models:columns.provider"),
          cell: (r) => t(`ai-models:values.provider.${r.provider}`),
          sortable: true,
        },
        {
          id: "model",
          header: t("ai-models:columns.model"),
          cell: (r) => r.model ?? "-",
          sortable: true,
        },
        { id: "baseUrl", header: t("ai-models:columns.baseUrl"), cell: (r) => r.baseUrl ?? "-" },
        {
          id: "timeoutSeconds",
          header: t("ai-models:columns.timeoutSeconds"),
          cell: (r) => (r.timeoutSeconds === null ? "-" : r.timeoutSeconds),
          sortable: true,
          align: "right",
        },
        {
          id: "capabilities",
          header: t("ai-models:columns.capabilities"),
          cell: (r) =>
            AI_MODEL_CAPABILITIES.filter((c) => r[c])
              .map((c) => t(`ai-models:values.capability.${c}`))
              .join(", ") || "-",
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={AI_MODELS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
