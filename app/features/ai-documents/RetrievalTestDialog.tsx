import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Table from "@mui/joy/Table";
import Textarea from "@mui/joy/Textarea";
import Typography from "@mui/joy/Typography";
import { Form, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { useFieldErrorText } from "~/components/form/FormField";
import { Badge } from "~/components/grid/cells";
import { dialogHref, listPath } from "~/features/entities/resource";
import type { RetrievalTestData } from "./retrieval-test.server";
import { AI_DOCUMENTS_RESOURCE, RETRIEVAL_TEST_ACTION } from "./resource";

/** The parameters of the test's own form: the rest of the URL is the list's, kept under the dialog. */
const FORM_PARAMS = ["question", "documentIds", "topK"];

/**
 * The retrieval test (docs/features/ai-framework.md#documents "Retrieval test"): a question, the
 * documents to ask (none chosen: all of them) and how many chunks to show; the answer is the chunks
 * ranked best first with their scores and the words each matched, and the threshold line: the chunks
 * under it are listed but an agent would not use them. A GET form: it works without JavaScript.
 */
export function RetrievalTestDialog() {
  const { documents, values, errors, result } = useLoaderData<RetrievalTestData>();
  const { t } = useTranslation(["ai-documents", "messages", "common"]);
  const errorText = useFieldErrorText();
  const { search } = useLocation();
  const navigation = useNavigation();
  const ids = { question: useId(), topK: useId(), documents: useId(), results: useId() };
  const params = new URLSearchParams(search);
  for (const name of FORM_PARAMS) params.delete(name);
  const listQuery = params.size ? `?${params}` : "";
  const close = `${listPath(AI_DOCUMENTS_RESOURCE, "portal")}${listQuery}`;
  const questionLabel = t("ai-documents:retrieval.question");
  const topKLabel = t("ai-documents:retrieval.top_k");
  const questionErrors = (errors.question ?? []).map((e) => errorText(e, questionLabel));
  const topKErrors = (errors.topK ?? []).map((e) => errorText(e, topKLabel));
  const used = result?.chunks.filter((c) => c.score >= result.threshold).length ?? 0;
  return (
    <RouteDialog title={t("ai-documents:retrieval.title")} closeHref={close} width={1040}>
      <DialogContent>
        <Form
          method="get"
          action={dialogHref(AI_DOCUMENTS_RESOURCE, "portal", RETRIEVAL_TEST_ACTION)}
          preventScrollReset
        >
          {[...params.entries()].map(([name, value], i) => (
            <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
          ))}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={errors.form} />
            <FormControl error={questionErrors.length > 0}>
              <FormLabel htmlFor={ids.question}>{questionLabel}</FormLabel>
              <Textarea
                name="question"
                defaultValue={values.question}
                minRows={2}
                maxRows={6}
                slotProps={{
                  textarea: {
                    id: ids.question,
                    maxLength: AI_DOCUMENTS.RETRIEVAL_QUESTION_MAX_CHARACTERS,
                    "aria-invalid": questionErrors.length > 0 || undefined,
                    "aria-describedby": `${ids.question}-help`,
                  },
                }}
              />
              <FormHelperText id={`${ids.question}-help`}>
                {questionErrors.length ? questionErrors.join(" ") : t("ai-documents:retrieval.question_hint")}
              </FormHelperText>
            </FormControl>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={`${ids.documents}-help`}>
              <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
                {t("ai-documents:retrieval.documents")}
              </Typography>
              <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
                {documents.map((d) => (
                  <Checkbox
                    key={d.id}
                    name="documentIds"
                    value={d.id}
                    defaultChecked={values.documentIds.includes(d.id)}
                    label={d.status === "Ready" ? d.name : `${d.name} (${t(`ai-documents:status.${d.status}`)})`}
                  />
                ))}
              </Stack>
              <FormHelperText id={`${ids.documents}-help`}>
                {documents.length
                  ? t("ai-documents:retrieval.documents_hint")
                  : t("ai-documents:retrieval.no_documents")}
              </FormHelperText>
            </fieldset>
            <Stack direction="row" spacing={2} alignItems="flex-end">
              <FormControl error={topKErrors.length > 0} sx={{ maxWidth: 220 }}>
                <FormLabel htmlFor={ids.topK}>{topKLabel}</FormLabel>
                <Input
                  name="topK"
                  defaultValue={values.topK}
                  slotProps={{
                    input: {
                      id: ids.topK,
                      inputMode: "numeric",
                      "aria-invalid": topKErrors.length > 0 || undefined,
                      "aria-describedby": `${ids.topK}-help`,
                    },
                  }}
                />
                <FormHelperText id={`${ids.topK}-help`}>
                  {topKErrors.length
                    ? topKErrors.join(" ")
                    : t("ai-documents:retrieval.top_k_hint", { max: AI_DOCUMENTS.RETRIEVAL_TOP_K_MAX })}
                </FormHelperText>
              </FormControl>
              <Button
                type="submit"
                loading={
                  navigation.state === "loading" && navigation.location?.pathname.endsWith(RETRIEVAL_TEST_ACTION)
                }
              >
                {t("ai-documents:retrieval.submit")}
              </Button>
            </Stack>
          </Stack>
        </Form>

        {result && (
          <section aria-labelledby={ids.results}>
            <Typography level="title-md" component="h3" id={ids.results} sx={{ mt: 3 }}>
              {t("ai-documents:retrieval.results", { count: result.chunks.length })}
            </Typography>
            <Typography level="body-sm" sx={{ mb: 1 }}>
              {result.terms.length
                ? t("ai-documents:retrieval.terms", { terms: result.terms.join(", ") })
                : t("ai-documents:retrieval.no_terms")}{" "}
              {t("ai-documents:retrieval.threshold_explained", {
                threshold: result.threshold,
                share: Math.round(AI_DOCUMENTS.RETRIEVAL_RELATIVE_THRESHOLD * 100),
              })}
            </Typography>
            {result.chunks.length === 0 ? (
              <Typography role="status">{t("ai-documents:retrieval.nothing")}</Typography>
            ) : (
              <Table aria-labelledby={ids.results} size="sm" sx={{ "& td": { verticalAlign: "top" } }}>
                <thead>
                  <tr>
                    <th scope="col" style={{ width: 56 }}>
                      {t("ai-documents:retrieval.rank")}
                    </th>
                    <th scope="col" style={{ width: 80, textAlign: "right" }}>
                      {t("ai-documents:retrieval.score")}
                    </th>
                    <th scope="col" style={{ width: 96 }}>
                      {t("ai-documents:retrieval.used")}
                    </th>
                    <th scope="col" style={{ width: "18%" }}>
                      {t("ai-documents:retrieval.document")}
                    </th>
                    <th scope="col">{t("ai-documents:retrieval.chunk")}</th>
                    <th scope="col" style={{ width: "16%" }}>
                      {t("ai-documents:retrieval.matched")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.chunks.map((c, i) => (
                    <Fragment key={c.chunkId}>
                      {i === used && (
                        <tr data-threshold>
                          <td colSpan={6} style={{ borderTop: "2px dashed", textAlign: "center" }}>
                            {t("ai-documents:retrieval.threshold_line", { threshold: result.threshold })}
                          </td>
                        </tr>
                      )}
                      <tr style={i >= used ? { opacity: 0.65 } : undefined}>
                        <td>{i + 1}</td>
                        <td style={{ textAlign: "right" }}>{c.score.toFixed(4)}</td>
                        <td>
                          <Badge color={i < used ? "success" : "neutral"}>
                            {t(i < used ? "ai-documents:retrieval.yes" : "ai-documents:retrieval.no")}
                          </Badge>
                        </td>
                        <td>{c.documentName}</td>
                        <td>
                          {c.heading && <strong>{c.heading}</strong>}
                          <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{c.text}</div>
                        </td>
                        <td>{c.matched.join(", ")}</td>
                      </tr>
                    </Fragment>
                  ))}
                  {used === result.chunks.length && (
                    <tr data-threshold>
                      <td colSpan={6} style={{ borderTop: "2px dashed", textAlign: "center" }}>
                        {t("ai-documents:retrieval.threshold_line", { threshold: result.threshold })}
                      </td>
                    </tr>
                  )}
                </tbody>
              </Table>
            )}
          </section>
        )}
      </DialogContent>
    </RouteDialog>
  );
}
