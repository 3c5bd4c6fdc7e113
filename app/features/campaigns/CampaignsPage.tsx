import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CampaignRow } from "../../../contract/wire/campaigns";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { progressText, windowText } from "./CampaignDialog";
import { CAMPAIGNS_RESOURCE } from "./resource";

/** /portal/campaigns and /admin/campaigns: the shared entity page with the campaigns' columns (plain text cells). */
export function CampaignsPage() {
  const data = useLoaderData<EntityListData<CampaignRow>>() as EntityListData<CampaignRow>;
  const { t } = useTranslation(["campaigns", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(CAMPAIGNS_RESOURCE, t, data, search, [
        {
          id: "botName",
          header: t("campaigns:columns.botName"),
          cell: (r) => r.botName ?? t("campaigns:missing", { id: r.botId }),
          sortable: true,
        },
        {
          id: "callerNumber",
          header: t("campaigns:columns.callerNumber"),
          cell: (r) => r.callerNumber ?? t("campaigns:missing", { id: r.callerNumberId }),
          sortable: true,
        },
        {
          id: "state",
          header: t("campaigns:columns.state"),
          cell: (r) => t(`campaigns:state.${r.state}`),
          sortable: true,
        },
        { id: "progress", header: t("campaigns:columns.progress"), cell: (r) => progressText(t, r) },
        {
          id: "windowStart",
          header: t("campaigns:columns.windowStart"),
          cell: (r) => windowText(t, r),
          sortable: true,
        },
        {
          id: "startedAt",
          header: t("campaigns:columns.startedAt"),
          cell: (r) => r.startedAt?.slice(0, 16).replace("T", " ") ?? "-",
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={CAMPAIGNS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
