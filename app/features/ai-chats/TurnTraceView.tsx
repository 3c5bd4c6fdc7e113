import Box from "@mui/joy/Box";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { AI_AGENTS } from "../../../contract/limits/ai";
import type { TurnTrace } from "../../../contract/wire/aiTurns";

const pre = {
  m: 0,
  p: 1,
  whiteSpace: "pre-wrap",
  wordBreak: "break-word",
  fontFamily: "code",
  fontSize: "xs",
  bgcolor: "background.level1",
  borderRadius: "sm",
  maxHeight: 240,
  overflow: "auto",
} as const;

/**
 * How the turn used the agent's documents, in words (docs/features/ai-framework.md#how-an-agent-uses-its-documents):
 * the agent's mode, why the embedded engine retrieves in the "full_text" mode, and what this turn did.
 */
function documentsWords(trace: TurnTrace, t: TFunction): string[] {
  const documents = trace.documents;
  if (!documents) return [];
  const tool = AI_AGENTS.SEARCH_TOOL_NAME;
  const embedded = trace.engine === "embedded";
  const words = [t(`ai-chats:trace.documents.mode.${documents.mode}`, { tool })];
  if (embedded && documents.mode === "full_text") words.push(t("ai-chats:trace.documents.no_model"));
  if (documents.used === "retrieval") words.push(t("ai-chats:trace.documents.used.retrieval"));
  else if (documents.used === "search_tool")
    words.push(t(`ai-chats:trace.documents.used.${embedded ? "search_tool_embedded" : "search_tool"}`, { tool }));
  else if (documents.used === "full_text" && documents.fullText) {
    const { documents: count, characters, truncated } = documents.fullText;
    words.push(t("ai-chats:trace.documents.used.full_text", { count, characters: characters.toLocaleString("en-US") }));
    if (truncated)
      words.push(
        t("ai-chats:trace.documents.used.truncated", {
          max: AI_AGENTS.FULL_TEXT_MAX_CHARACTERS.toLocaleString("en-US"),
        }),
      );
  } else if (trace.answeredBy === "welcome") {
    // The welcome message comes before any question: nothing to use the documents for.
  } else if (!embedded && documents.mode === "search_tool")
    words.push(t("ai-chats:trace.documents.used.search_not_called", { tool }));
  else words.push(t("ai-chats:trace.documents.used.none"));
  return words;
}

/**
 * Why an assistant message says what it says (docs/features/ai-framework.md#turn-records): which
 * step answered, the model, the intents' scores, the slots, how the documents were used and the
 * chunks retrieved (with their scores, the threshold and the matched words), each tool call and the
 * expanded prompt. A native <details>, so it opens without JavaScript.
 */
export function TurnTraceView({ trace }: { trace: TurnTrace }) {
  const { t } = useTranslation(["ai-chats"]);
  return (
    <Box
      component="details"
      sx={{ mt: 0.5, fontSize: "sm", "& > summary": { cursor: "pointer", color: "text.secondary" } }}
    >
      <summary>
        {t("ai-chats:trace.summary", {
          source: t(`ai-chats:trace.source.${trace.answeredBy}`),
          ms: trace.engineMs.toFixed(1),
        })}
      </summary>
      <Box sx={{ display: "grid", gap: 1, pt: 1 }}>
        <Typography level="body-xs">
          {t("ai-chats:trace.model", { name: trace.modelName })}
          {trace.engine === "embedded" ? ` · ${t("ai-chats:trace.deterministic")}` : ""}
          {" · "}
          {t("ai-chats:trace.total", { ms: trace.totalMs.toFixed(1) })}
        </Typography>

        <Typography level="title-sm" component="h5">
          {t("ai-chats:trace.intents")}
        </Typography>
        {trace.intents.length === 0 ? (
          <Typography level="body-xs">{t("ai-chats:trace.no_intents")}</Typography>
        ) : (
          <Table size="sm" aria-label={t("ai-chats:trace.intents")}>
            <thead>
              <tr>
                <th scope="col">{t("ai-chats:trace.intent")}</th>
                <th scope="col">{t("ai-chats:trace.score")}</th>
              </tr>
            </thead>
            <tbody>
              {trace.intents.map((i) => (
                <tr key={i.intent} aria-current={i.intent === trace.intent || undefined}>
                  <td>{i.intent === trace.intent ? t("ai-chats:trace.matched", { intent: i.intent }) : i.intent}</td>
                  <td>{i.score.toFixed(3)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {trace.noMatchReason && <Typography level="body-xs">{trace.noMatchReason}</Typography>}
        {Object.keys(trace.slots).length > 0 && (
          <Typography level="body-xs">
            {t("ai-chats:trace.slots")}:{" "}
            {Object.entries(trace.slots)
              .map(([k, v]) => `${k} = ${v}`)
              .join(", ")}
          </Typography>
        )}

        {trace.documents && (
          <>
            <Typography level="title-sm" component="h5">
              {t("ai-chats:trace.documents.heading")}
            </Typography>
            <Typography level="body-xs">{documentsWords(trace, t).join(" ")}</Typography>
          </>
        )}

        <Typography level="title-sm" component="h5">
          {t("ai-chats:trace.chunks")}
        </Typography>
        {trace.chunks.length === 0 ? (
          <Typography level="body-xs">{t("ai-chats:trace.no_chunks")}</Typography>
        ) : (
          <Table size="sm" aria-label={t("ai-chats:trace.chunks")}>
            <thead>
              <tr>
                <th scope="col">{t("ai-chats:trace.chunk")}</th>
                <th scope="col">{t("ai-chats:trace.score")}</th>
                <th scope="col">{t("ai-chats:trace.matched_words")}</th>
              </tr>
            </thead>
            <tbody>
              {trace.chunks.map((c) => (
                <tr key={c.chunkId}>
                  <td>
                    {c.documentName}
                    {c.heading ? ` › ${c.heading}` : ""}
                    {trace.threshold !== null && c.score < trace.threshold ? ` (${t("ai-chats:trace.below")})` : ""}
                  </td>
                  <td>{c.score.toFixed(3)}</td>
                  <td>{c.matched.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}

        {trace.toolCalls.map((call, i) => (
          <Box key={i}>
            <Typography level="title-sm" component="h5">
              {t("ai-chats:trace.tool", {
                tool: call.tool,
                status: call.mocked ? t("ai-chats:trace.mocked") : (call.status ?? "-"),
                ms: call.ms.toFixed(0),
              })}
            </Typography>
            <Box component="pre" sx={pre}>
              {`${call.request.method} ${call.request.url}\n${call.error ?? call.body}`}
            </Box>
          </Box>
        ))}

        {trace.provider && (
          <Typography level="body-xs">
            {t("ai-chats:trace.provider", {
              status: trace.provider.status ?? "-",
              first: trace.provider.firstTokenMs?.toFixed(0) ?? "-",
              ms: trace.provider.ms.toFixed(0),
            })}
            {trace.provider.error ? ` · ${trace.provider.error}` : ""}
          </Typography>
        )}

        <Typography level="title-sm" component="h5">
          {t("ai-chats:trace.prompt")}
        </Typography>
        <Box component="pre" sx={pre}>
          {trace.expandedPrompt || t("ai-chats:trace.no_prompt")}
        </Box>
      </Box>
    </Box>
  );
}
