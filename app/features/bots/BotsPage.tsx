import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BotRow } from "../../../contract/wire/bots";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { BOTS_RESOURCE } from "./resource";

/** /portal/bots and /admin/bots: the shared entity page with the bots' columns. */
export function BotsPage() {
  const data = useLoaderData<EntityListData<BotRow>>() as EntityListData<BotRow>;
  const { t } = useTranslation(["bots", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(BOTS_RESOURCE, t, data, search, [
        {
          id: "framework",
          header: t("bots:columns.framework"),
          cell: (r) =>
            `${t(`bots:values.framework.${r.framework}`, { defaultValue: r.framework })}${r.subFramework ? ` · ${r.subFramework}` : ""}`,
          sortable: true,
        },
        {
          id: "botApiType",
          header: t("bots:columns.botApiType"),
          cell: (r) => t(`bots:values.botApiType.${r.apiType}`, { defaultValue: r.apiType }),
          sortable: true,
        },
        {
          id: "authMethod",
          header: t("bots:columns.authMethod"),
          cell: (r) => t(`bots:values.authMethod.${r.authMethod}`, { defaultValue: r.authMethod }),
        },
        { id: "regionId", header: t("bots:columns.regionId"), cell: (r) => r.regionId ?? "-", sortable: true },
        {
          id: "assignedNumbers",
          header: t("bots:columns.assignedNumbers"),
          cell: (r) => r.assignedNumbers,
          sortable: true,
          align: "right",
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={BOTS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
