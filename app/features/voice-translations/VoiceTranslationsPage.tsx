import Alert from "@mui/joy/Alert";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { VoiceTranslationRow } from "../../../contract/wire/voiceTranslations";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { VOICE_TRANSLATIONS_RESOURCE } from "./resource";

export interface VoiceTranslationsListData extends EntityListData<VoiceTranslationRow> {
  /** The account's maximum (an unfiltered customer list). */
  limit: { max: number } | null;
}

/** /portal/voice_translation and /admin/voice_translations: the shared entity page with the translations' columns and the limit warning (the generic page says when the plan cannot create them). */
export function VoiceTranslationsPage() {
  const data = useLoaderData<VoiceTranslationsListData>() as VoiceTranslationsListData;
  const { t } = useTranslation(["voice-translations", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(VOICE_TRANSLATIONS_RESOURCE, t, data, search, [
        { id: "languages", header: t("voice-translations:columns.languages"), cell: (r) => r.languages.map((l) => t(`voice-translations:values.language.${l}`, { defaultValue: l })).join(", ") },
        { id: "speechServiceName", header: t("voice-translations:columns.speechServiceName"), cell: (r) => r.speechServiceName ?? t("voice-translations:speech_service_deleted"), sortable: true },
        { id: "volumeDb", header: t("voice-translations:columns.volumeDb"), cell: (r) => r.volumeDb, sortable: true, align: "right" },
      ]),
    [t, data, search],
  );
  const full = data.limit !== null && data.total >= data.limit.max;
  const notice = full ? (
    <Alert color="warning" variant="soft" role="status">
      {t("messages:warning_max_voice_translations_reached")} {t("voice-translations:limit.reached", { count: data.total, max: data.limit!.max })}
    </Alert>
  ) : undefined;
  return <EntityListPage resource={VOICE_TRANSLATIONS_RESOURCE} columns={columns} rowId={(r) => r.id} notice={notice} createDisabled={full} />;
}
