import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { WHATSAPP_RESOURCE, type WhatsAppRow } from "./resource";
import { StatusChip } from "./StatusChip";

const text = (v: string | null | undefined) => v || "-";

/** /portal/whatsapp_numbers and /admin/whatsapp_numbers (docs/product.md#whatsapp-numbers): the shared entity page with the numbers' columns, the status last. */
export function WhatsAppPage() {
  const data = useLoaderData<EntityListData<WhatsAppRow>>() as EntityListData<WhatsAppRow>;
  const { t } = useTranslation(["whatsapp", "common"]);
  const { search } = useLocation();
  const admin = data.mode === "admin";
  const columns = useMemo(
    () =>
      entityColumns(
        WHATSAPP_RESOURCE,
        t,
        data,
        search,
        [
          { id: "wabaId", header: t("whatsapp:columns.wabaId"), cell: (r) => text(r.wabaId) },
          {
            id: "waPhoneNumberId",
            header: t("whatsapp:columns.waPhoneNumberId"),
            cell: (r) => text(r.waPhoneNumberId),
          },
          {
            id: "phoneNumber",
            header: t("whatsapp:columns.phoneNumber"),
            cell: (r) => text(r.phoneNumber),
            sortable: true,
          },
          ...(admin
            ? [{ id: "fqdn", header: t("whatsapp:columns.fqdn"), cell: (r: WhatsAppRow) => text(r.fqdn) }]
            : []),
          { id: "regionId", header: t("whatsapp:columns.regionId"), cell: (r) => text(r.regionId), sortable: true },
        ],
        [
          {
            id: "status",
            header: t("whatsapp:columns.status"),
            cell: (r) => <StatusChip status={r.status} error={r.error} t={t} />,
            sortable: true,
          },
        ],
      ),
    [t, data, search, admin],
  );
  return <EntityListPage resource={WHATSAPP_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
