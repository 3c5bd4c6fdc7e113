import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ChatRow } from "../../../contract/wire/aiChats";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { formatDateTime } from "~/features/time/timezone";
import { AI_CHATS_RESOURCE } from "./resource";

type ChatsListData = EntityListData<ChatRow>;

/** /portal/ai_framework/chat_history and the admin's: every conversation with an agent, newest first. */
export function ChatHistoryPage() {
  const data = useLoaderData<ChatsListData>() as ChatsListData;
  const { t } = useTranslation(["ai-chats", "messages", "common"]);
  const { search } = useLocation();
  const columns = useMemo(
    () =>
      entityColumns(AI_CHATS_RESOURCE, t, data, search, [
        {
          id: "agentName",
          header: t("ai-chats:columns.agentName"),
          cell: (r) => r.agentName ?? t("ai-chats:agent_deleted"),
          sortable: true,
        },
        {
          id: "agentVersion",
          header: t("ai-chats:columns.agentVersion"),
          cell: (r) => (r.agentVersion === null ? t("ai-chats:draft") : `v${r.agentVersion}`),
          sortable: true,
        },
        {
          id: "channel",
          header: t("ai-chats:columns.channel"),
          cell: (r) => t(`ai-chats:filter.values.channel.${r.channel}`),
          sortable: true,
        },
        {
          id: "outcome",
          header: t("ai-chats:columns.outcome"),
          cell: (r) => t(`ai-chats:filter.values.outcome.${r.outcome}`),
          sortable: true,
        },
        { id: "turns", header: t("ai-chats:columns.turns"), cell: (r) => r.turns, sortable: true, align: "right" },
        {
          id: "lastAt",
          header: t("ai-chats:columns.lastAt"),
          cell: (r) => formatDateTime(r.lastAt, "UTC"),
          sortable: true,
        },
      ]),
    [t, data, search],
  );
  return <EntityListPage resource={AI_CHATS_RESOURCE} columns={columns} rowId={(r) => r.id} />;
}
