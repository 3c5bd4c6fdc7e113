import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { SIP_DNS_PENDING, type SipConnectionRow } from "../../../contract/wire/sip";
import { Badge } from "~/components/grid/cells";
import { RowActions } from "~/components/grid/RowActions";
import type { GridColumn } from "~/components/grid/DataGrid";
import { ChargeSwitch, DialogLink } from "~/features/admin-sip/columns";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { SIP_CONNECTIONS_RESOURCE } from "./resource";

export interface SipConnectionsListData extends EntityListData<SipConnectionRow> {
  /** regionId -> region name (the platform's base settings). */
  regions: Record<string, string>;
  /** Admin screen: the admin-only row dialogs and the charge switch (SIPCONNECTIONS_UPDATE). */
  canAdminUpdate: boolean;
}

/**
 * /portal/sip_connections and /admin/sipConnections: the shared entity page with the connections'
 * columns; the admin screen adds the call-limit profile, the SIP charge
 * switch and the admin-only dialogs (call-limit profile, SBC override) to each row.
 */
export function SipConnectionsPage() {
  const data = useLoaderData<SipConnectionsListData>() as SipConnectionsListData;
  const { t } = useTranslation(["sip-connections", "admin-sip", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(() => {
    const value = (group: string, v: string) => t(`sip-connections:values.${group}.${v}`, { defaultValue: v });
    const own: GridColumn<SipConnectionRow>[] = [
      { id: "type", header: t("sip-connections:columns.type"), cell: (r) => value("type", r.type), sortable: true },
      { id: "fqdn", header: t("sip-connections:columns.fqdn"), cell: (r) => r.fqdn ?? "-", sortable: true },
      {
        id: "serverHostname",
        header: t("sip-connections:columns.serverHostname"),
        cell: (r) => r.serverHostname ?? "-",
      },
      {
        id: "status",
        header: t("sip-connections:columns.status"),
        cell: (r) => (
          <Badge color={r.status === SIP_DNS_PENDING ? "warning" : "success"}>{value("status", r.status)}</Badge>
        ),
        sortable: true,
      },
      {
        id: "regionId",
        header: t("sip-connections:columns.regionId"),
        cell: (r) => (r.regionId ? (data.regions[r.regionId] ?? r.regionId) : "-"),
        sortable: true,
      },
      {
        id: "authMethod",
        header: t("sip-connections:columns.authMethod"),
        cell: (r) => value("authMethod", r.authMethod),
        sortable: true,
      },
      {
        id: "signallingAddresses",
        header: t("sip-connections:columns.signallingAddresses"),
        cell: (r) => r.signallingAddresses,
        align: "right",
      },
      {
        id: "dialedNumbers",
        header: t("sip-connections:columns.dialedNumbers"),
        cell: (r) => r.dialedNumbers,
        align: "right",
      },
      {
        id: "cacProfileDisplay",
        header: t("sip-connections:columns.cacProfileDisplay"),
        cell: (r) => r.cacProfileDisplay ?? "-",
        sortable: true,
      },
    ];
    if (data.mode === "admin") {
      own.push({
        id: "shouldCharge",
        header: t("sip-connections:columns.shouldCharge"),
        cell: (r) =>
          data.canAdminUpdate ? (
            <ChargeSwitch row={r} search={search} t={t} />
          ) : (
            t(r.shouldCharge ? "admin-sip:charge.on" : "admin-sip:charge.off")
          ),
      });
      if (data.canAdminUpdate) {
        own.push({
          id: "settings",
          header: t("sip-connections:columns.settings"),
          hideable: false,
          cell: (r) => (
            <RowActions name={r.name}>
              <DialogLink row={r} dialog="cacProfile" search={search} label={t("admin-sip:actions.cacProfile")} />
              <DialogLink row={r} dialog="sbcOverride" search={search} label={t("admin-sip:actions.sbcOverride")} />
            </RowActions>
          ),
        });
      }
    }
    return entityColumns(SIP_CONNECTIONS_RESOURCE, t, data, search, own);
  }, [t, data, search]);
  return <EntityListPage resource={SIP_CONNECTIONS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
