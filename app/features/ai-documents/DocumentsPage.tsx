import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import type { DocumentRow } from "../../../contract/wire/aiDocuments";
import { ALERT_CLASS } from "~/components/alert-css";
import { ButtonLink } from "~/components/controls/controls";
import { Badge, type BadgeColor } from "~/components/grid/cells";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { dialogHref } from "~/features/entities/resource";
import { fieldErrorText } from "~/components/form/FormField";
import { AI_DOCUMENTS_RESOURCE, RETRIEVAL_TEST_ACTION } from "./resource";

type DocumentsListData = EntityListData<DocumentRow>;

/** A colour per status: being read, ready, failed. */
export const DOCUMENT_STATUS_COLOR: Readonly<Record<DocumentRow["status"], BadgeColor>> = {
  Processing: "primary",
  Ready: "success",
  Failed: "danger",
};

/** Where a document comes from, in words: the file's name, the URL, or pasted text. */
export function useSourceText() {
  const { t } = useTranslation("ai-documents");
  return useCallback(
    (r: Pick<DocumentRow, "source" | "fileName" | "url">) =>
      r.source === "upload"
        ? t("values.source_upload", { name: r.fileName ?? "" })
        : r.source === "url"
          ? t("values.source_url", { url: r.url ?? "" })
          : t("values.source.text"),
    [t],
  );
}

/**
 * /portal/ai_framework/documents and /admin/ai_framework/documents: the shared entity page with the
 * documents' columns (the status in its colour, with the reason of a failure). While a document is
 * Processing the page asks again every AI_DOCUMENTS.LIST_REFRESH_MS (JavaScript on); a Refresh link
 * does the same without JavaScript. The customer screen links to the retrieval test.
 */
export function DocumentsPage() {
  const data = useLoaderData<DocumentsListData>() as DocumentsListData;
  const { t, i18n } = useTranslation(["ai-documents", "messages", "common"]);
  const { search, pathname } = useLocation();
  const revalidator = useRevalidator();
  const sourceText = useSourceText();
  const processing = data.rows.some((r) => r.status === "Processing");
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, AI_DOCUMENTS.LIST_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [processing, data, revalidator]);

  const columns = useMemo(
    () =>
      entityColumns(AI_DOCUMENTS_RESOURCE, t, data, search, [
        { id: "source", header: t("ai-documents:columns.source"), cell: (r) => sourceText(r), sortable: true },
        {
          id: "status",
          header: t("ai-documents:columns.status"),
          cell: (r) => (
            <span>
              <Badge color={DOCUMENT_STATUS_COLOR[r.status]}>{t(`ai-documents:status.${r.status}`)}</Badge>
              {r.status === "Failed" && r.error && <span> {fieldErrorText(i18n, r.error, "")}</span>}
            </span>
          ),
          sortable: true,
        },
        {
          id: "characters",
          header: t("ai-documents:columns.characters"),
          cell: (r) => r.characters.toLocaleString("en-US"),
          sortable: true,
          align: "right",
        },
        {
          id: "chunks",
          header: t("ai-documents:columns.chunks"),
          cell: (r) => r.chunks.toLocaleString("en-US"),
          sortable: true,
          align: "right",
        },
        {
          id: "chunkSize",
          header: t("ai-documents:columns.chunkSize"),
          cell: (r) => r.chunkSize.toLocaleString("en-US"),
          sortable: true,
          align: "right",
        },
      ]),
    [t, i18n, data, search, sourceText],
  );
  const notice = processing && (
    <div role="status" className={ALERT_CLASS.alert} data-color="primary">
      {t("ai-documents:processing_notice")} <Link to={`${pathname}${search}`}>{t("ai-documents:refresh")}</Link>
    </div>
  );
  const actions =
    data.mode === "portal" && data.can.view ? (
      <ButtonLink
        to={dialogHref(AI_DOCUMENTS_RESOURCE, "portal", RETRIEVAL_TEST_ACTION, search)}
        preventScrollReset
        size="sm"
        variant="outlined"
        color="neutral"
      >
        {t("ai-documents:actions.retrieval_test")}
      </ButtonLink>
    ) : undefined;
  return (
    <EntityListPage
      resource={AI_DOCUMENTS_RESOURCE}
      columns={columns}
      rowId={(r) => r.id}
      notice={notice || undefined}
      actions={actions}
    />
  );
}
