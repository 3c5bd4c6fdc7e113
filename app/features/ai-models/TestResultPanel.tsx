import Alert from "@mui/joy/Alert";
import Typography from "@mui/joy/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AiModelTestResult } from "../../../contract/wire/aiModels";
import { isCatalogueMessage } from "~/i18n/message-keys";

/**
 * What Test connection found (docs/features/ai-framework.md#models): connected or not, the provider's
 * HTTP status, the time to the first token and in all, and the provider's own words when it refused
 * (a platform message, translated, when no answer came: a timeout, a cut stream, a refused address).
 * A live region: the result is announced where it appears.
 */
export function TestResultPanel({ result }: { result: AiModelTestResult }) {
  const { t, i18n } = useTranslation(["ai-models", "messages"]);
  const headingId = useId();
  const ms = (value: number | null) => (value === null ? "-" : t("ai-models:test.ms", { ms: value }));
  const error =
    result.error === null
      ? null
      : isCatalogueMessage(i18n, result.error)
        ? t(`messages:${result.error}`)
        : result.error;
  const rows: [string, string][] = [
    [t("ai-models:test.status"), result.status === null ? t("ai-models:test.no_status") : String(result.status)],
    [t("ai-models:test.first_token"), ms(result.firstTokenMs)],
    [t("ai-models:test.total"), ms(result.ms)],
    [t("ai-models:test.streamed"), t(result.streamed ? "ai-models:test.streamed_yes" : "ai-models:test.streamed_no")],
    ...(result.retryAfterSeconds !== null
      ? ([[t("ai-models:test.retry_after"), t("ai-models:test.seconds", { seconds: result.retryAfterSeconds })]] as [
          string,
          string,
        ][])
      : []),
    [t("ai-models:test.url"), result.url],
  ];
  return (
    <Alert
      color={result.ok ? "success" : "danger"}
      variant="soft"
      role="status"
      aria-labelledby={headingId}
      sx={{ flexDirection: "column", alignItems: "stretch", gap: 1 }}
    >
      <Typography id={headingId} level="title-sm" component="h3">
        {t("ai-models:test.result")}: {t(result.ok ? "ai-models:test.ok" : "ai-models:test.failed")}
      </Typography>
      {error !== null && (
        <div>
          <Typography level="body-sm" fontWeight="lg">
            {t("ai-models:test.error")}
          </Typography>
          {/* The provider's words, as it wrote them. */}
          <Typography
            level="body-sm"
            component="blockquote"
            sx={{ m: 0, whiteSpace: "pre-wrap", wordBreak: "break-word" }}
          >
            {error}
          </Typography>
        </div>
      )}
      <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 12, rowGap: 2 }}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <Typography level="body-sm" component="dt" fontWeight="lg">
              {term}
            </Typography>
            <Typography level="body-sm" component="dd" sx={{ m: 0, wordBreak: "break-all" }}>
              {value}
            </Typography>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
