import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import type { DocumentDetail } from "../../../contract/wire/aiDocuments";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { fieldErrorText, ReadOnlyField } from "~/components/form/FormField";
import { Badge } from "~/components/grid/cells";
import { dialogHref, listPath, recordHref, type EntityMode } from "~/features/entities/resource";
import { formatDateTime } from "~/features/time/timezone";
import type { DocumentViewData } from "./dialog-data.server";
import { DOCUMENT_STATUS_COLOR, useSourceText } from "./DocumentsPage";
import { AI_DOCUMENTS_RESOURCE, CHUNKS_PAGE_PARAM, RETRIEVAL_TEST_ACTION } from "./resource";

/** The retrieval test of one document: its dialog with the document chosen. */
export function retrievalTestHref(documentId: string): string {
  return `${dialogHref(AI_DOCUMENTS_RESOURCE, "portal", RETRIEVAL_TEST_ACTION)}?${new URLSearchParams({ documentIds: documentId })}`;
}

/**
 * A document's details (docs/features/ai-framework.md#documents): where it comes from, its status
 * (the reason of a failure), its counts, and the chunk browser: its chunks in order, each with its
 * heading path, a page at a time (links: they work without JavaScript). While it is Processing, the
 * view asks again by itself (JavaScript on) or offers Refresh.
 */
export function DocumentView({ screen = "portal" }: { screen?: EntityMode }) {
  const { record, chunks, page, pages, total, can } = useLoaderData<{ record: DocumentDetail } & DocumentViewData>();
  const { t, i18n } = useTranslation(["ai-documents", "messages", "common"]);
  const { search, pathname } = useLocation();
  const revalidator = useRevalidator();
  const sourceText = useSourceText();
  const captionId = useId();
  const processing = record.status === "Processing";
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, AI_DOCUMENTS.LIST_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [processing, record, revalidator]);
  const listSearch = new URLSearchParams(search);
  listSearch.delete(CHUNKS_PAGE_PARAM);
  const close = `${listPath(AI_DOCUMENTS_RESOURCE, screen)}${listSearch.size ? `?${listSearch}` : ""}`;
  const label = (name: string) => t(`ai-documents:fields.${name}`);
  // The list's own query (its page, search, sort) stays as it is under the dialog.
  const pageHref = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete(CHUNKS_PAGE_PARAM);
    else params.set(CHUNKS_PAGE_PARAM, String(n));
    return `${pathname}${params.size ? `?${params}` : ""}`;
  };
  return (
    <RouteDialog title={t("ai-documents:dialog.title.view")} closeHref={close} width={960}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {record.accountName && (
            <ReadOnlyField label={t("ai-documents:columns.accountName")} value={record.accountName} />
          )}
          <ReadOnlyField label={label("name")} value={record.name} />
          <ReadOnlyField label={label("source")} value={sourceText(record)} />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} useFlexGap flexWrap="wrap">
            <ReadOnlyField
              label={label("format")}
              value={record.format ? t(`ai-documents:values.format.${record.format}`) : "-"}
            />
            <ReadOnlyField label={label("characters")} value={record.characters.toLocaleString("en-US")} />
            <ReadOnlyField label={label("chunks")} value={record.chunks.toLocaleString("en-US")} />
            <ReadOnlyField label={label("chunkSize")} value={record.chunkSize.toLocaleString("en-US")} />
          </Stack>
          <div role="status">
            <Typography level="title-sm" component="h3">
              {label("status")}
            </Typography>
            <Badge color={DOCUMENT_STATUS_COLOR[record.status]}>{t(`ai-documents:status.${record.status}`)}</Badge>
            {record.status === "Failed" && record.error && <span> {fieldErrorText(i18n, record.error, "")}</span>}
            {processing && (
              <span>
                {" "}
                {t("ai-documents:processing_one")} <Link to={`${pathname}${search}`}>{t("ai-documents:refresh")}</Link>
              </span>
            )}
          </div>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} useFlexGap flexWrap="wrap">
            <ReadOnlyField
              label={t("ai-documents:columns.createdAt")}
              value={formatDateTime(record.createdAt, "UTC")}
            />
            <ReadOnlyField
              label={t("ai-documents:columns.processedAt")}
              value={record.processedAt ? formatDateTime(record.processedAt, "UTC") : "-"}
            />
            <ReadOnlyField label={t("ai-documents:columns.id")} value={record.id} />
          </Stack>

          <Typography level="title-md" component="h3" id={captionId}>
            {t("ai-documents:view.chunks_heading", { count: total })}
          </Typography>
          {chunks.length === 0 ? (
            <Alert color="neutral" variant="soft">
              {t(processing ? "ai-documents:view.no_chunks_yet" : "ai-documents:view.no_chunks")}
            </Alert>
          ) : (
            <>
              <Table aria-labelledby={captionId} size="sm" sx={{ "& td": { verticalAlign: "top" } }}>
                <thead>
                  <tr>
                    <th scope="col" style={{ width: 56 }}>
                      {t("ai-documents:view.position")}
                    </th>
                    <th scope="col" style={{ width: "24%" }}>
                      {t("ai-documents:view.heading")}
                    </th>
                    <th scope="col">{t("ai-documents:view.text")}</th>
                    <th scope="col" style={{ width: 96, textAlign: "right" }}>
                      {t("ai-documents:view.characters")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {chunks.map((c) => (
                    <tr key={c.id}>
                      <td>{c.position}</td>
                      <td>{c.heading || t("ai-documents:view.no_heading")}</td>
                      <td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{c.text}</td>
                      <td style={{ textAlign: "right" }}>{c.characters.toLocaleString("en-US")}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {pages > 1 && (
                <nav aria-label={t("ai-documents:view.pages")}>
                  <Stack direction="row" spacing={2} alignItems="center">
                    {page > 1 && (
                      <Link to={pageHref(page - 1)} preventScrollReset>
                        {t("ai-documents:view.previous")}
                      </Link>
                    )}
                    <span>{t("ai-documents:view.page_of", { page, pages })}</span>
                    {page < pages && (
                      <Link to={pageHref(page + 1)} preventScrollReset>
                        {t("ai-documents:view.next")}
                      </Link>
                    )}
                  </Stack>
                </nav>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
          {t("common:actions.close")}
        </Button>
        {can.retrievalTest && (
          <Button component={Link} to={retrievalTestHref(record.id)} variant="outlined" color="neutral">
            {t("ai-documents:actions.retrieval_test")}
          </Button>
        )}
        {can.edit && (
          <Button
            component={Link}
            to={recordHref(AI_DOCUMENTS_RESOURCE, "portal", record.id, "edit", listSearch.size ? `?${listSearch}` : "")}
            variant="outlined"
          >
            {t("common:actions.edit")}
          </Button>
        )}
      </DialogActions>
    </RouteDialog>
  );
}
