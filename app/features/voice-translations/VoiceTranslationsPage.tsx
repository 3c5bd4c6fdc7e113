import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { VoiceTranslationRow } from "../../../contract/wire/voiceTranslations";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "./resource";

type VoiceTranslationsListData = EntityListData<VoiceTranslationRow>;

/** /portal/voice_translation and /admin/voice_translations: the shared entity page with the translations' columns (the generic page warns at the account's maximum and says when the plan cannot create them). */
export function VoiceTranslationsPage() {
  const data = useLoaderData<VoiceTranslationsListData>() as VoiceTranslationsListData;
  const { t } = useTranslation(["voice-translations", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(VOICE_TRANSLATIONS_RESOURCE, t, data, search, [
        {
          id: "languages",
          header: t("voice-translations:columns.languages"),
          cell: (r) =>
            r.languages.map((l) => t(`voice-translations:values.language.${l}`, { defaultValue: l })).join(", "),
        },
        {
          id: "speechServiceName",
          header: t("voice-translations:columns.speechServiceName"),
          cell: (r) => r.speechServiceName ?? t("voice-translations:speech_service_deleted"),
          sortable: true,
        },
        {
          id: "volumeDb",
          header: t("voice-translations:columns.volumeDb"),
          cell: (r) => r.volumeDb,
          sortable: true,
          align: "right",
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={VOICE_TRANSLATIONS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
