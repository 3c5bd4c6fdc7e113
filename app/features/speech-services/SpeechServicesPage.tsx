import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { SpeechServiceRow } from "../../../contract/wire/speechServices";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { SPEECH_SERVICES_RESOURCE } from "./resource";

type SpeechServicesListData = EntityListData<SpeechServiceRow>;

/** /portal/speech_services and /admin/speech_services: the shared entity page with the speech services' columns (the generic page warns at the account's maximum and says when the plan cannot create them). */
export function SpeechServicesPage() {
  const data = useLoaderData<SpeechServicesListData>() as SpeechServicesListData;
  const { t } = useTranslation(["speech-services", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(SPEECH_SERVICES_RESOURCE, t, data, search, [
        {
          id: "provider",
          header: t("speech-services:columns.provider"),
          cell: (r) => t(`speech-services:values.provider.${r.provider}`, { defaultValue: r.provider }),
          sortable: true,
        },
        {
          id: "usage",
          header: t("speech-services:columns.usage"),
          cell: (r) => t(`speech-services:values.usage.${r.usage}`, { defaultValue: r.usage }),
          sortable: true,
        },
        {
          id: "regionId",
          header: t("speech-services:columns.regionId"),
          cell: (r) => r.regionId ?? "-",
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={SPEECH_SERVICES_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
