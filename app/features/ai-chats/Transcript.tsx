import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../../../contract/wire/aiChats";
import { formatDateTime } from "~/features/time/timezone";
import { TurnTraceView } from "./TurnTraceView";

/**
 * A conversation as a list of messages (the caller's and the agent's), each assistant message with
 * what produced it and its turn record: the chat history's view and the try-it chat both show it.
 */
export function Transcript({ messages, lastId }: { messages: ChatMessage[]; lastId?: string }) {
  const { t } = useTranslation(["ai-chats"]);
  return (
    <Stack component="ol" spacing={1.25} sx={{ listStyle: "none", m: 0, p: 0 }} aria-label={t("ai-chats:transcript")}>
      {messages.map((m, i) => (
        <Box
          component="li"
          key={i}
          id={i === messages.length - 1 ? lastId : undefined}
          sx={{
            alignSelf: m.role === "user" ? "flex-end" : "flex-start",
            maxWidth: "85%",
            p: 1.25,
            borderRadius: "md",
            bgcolor: m.role === "user" ? "primary.softBg" : "background.level1",
          }}
        >
          <Typography level="body-xs" sx={{ color: "text.secondary" }}>
            {m.role === "user" ? t("ai-chats:role.user") : t("ai-chats:role.assistant")} ·{" "}
            {formatDateTime(m.datetime, "UTC")}
            {m.label ? ` · ${m.label}` : ""}
          </Typography>
          <Typography level="body-sm" sx={{ whiteSpace: "pre-wrap" }}>
            {m.text}
          </Typography>
          {m.trace && <TurnTraceView trace={m.trace} />}
        </Box>
      ))}
    </Stack>
  );
}
