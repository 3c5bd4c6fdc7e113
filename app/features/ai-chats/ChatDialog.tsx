import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ChatDetail } from "../../../contract/wire/aiChats";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import type { EntityMode } from "~/features/entities/resource";
import { listPath } from "~/features/entities/resource";
import { AI_CHATS_RESOURCE } from "./resource";
import { Transcript } from "./Transcript";

/** A conversation of the chat history: who, which agent and version, and the transcript with each turn's record. */
export function ChatDialog({ screen = "portal" }: { screen?: EntityMode }) {
  const { record } = useLoaderData<{ record: ChatDetail }>();
  const { t } = useTranslation(["ai-chats", "common"]);
  const { search } = useLocation();
  const close = `${listPath(AI_CHATS_RESOURCE, screen)}${search}`;
  return (
    <RouteDialog title={t("ai-chats:dialog.title.view")} closeHref={close} width={820}>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Typography level="body-sm">
            {t("ai-chats:dialog.summary", {
              agent: record.agentName ?? t("ai-chats:agent_deleted"),
              version: record.agentVersion === null ? t("ai-chats:draft") : `v${record.agentVersion}`,
              channel: t(`ai-chats:filter.values.channel.${record.channel}`),
              outcome: t(`ai-chats:filter.values.outcome.${record.outcome}`),
            })}
            {record.accountName ? ` · ${record.accountName}` : ""}
          </Typography>
          <Transcript messages={record.messages} />
        </Stack>
      </DialogContent>
    </RouteDialog>
  );
}
