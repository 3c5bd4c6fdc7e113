import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Radio from "@mui/joy/Radio";
import RadioGroup from "@mui/joy/RadioGroup";
import type { FieldMetadata } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AI_DOCUMENTS } from "../../../contract/limits/ai";
import {
  DOCUMENT_FILE_ACCEPT,
  DOCUMENT_SOURCES,
  DocumentCreateSchema,
  DocumentEditSchema,
  type DocumentDetail,
  type DocumentSource,
} from "../../../contract/wire/aiDocuments";
import { FormTextArea, FormTextField, useFieldErrorText } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm } from "~/features/entities/EntityDialogs";
import { AI_DOCUMENTS_RESOURCE } from "./resource";

const MEGABYTE = 1024 * 1024;

/** A radio group of a conform form: a labelled group, its error (or hint) under it. */
function SourceField({
  field,
  label,
  hint,
  onChange,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  onChange: (source: DocumentSource) => void;
}) {
  const { t } = useTranslation("ai-documents");
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl id={field.id} error={errors.length > 0}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        name={field.name}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : "upload"}
        orientation="horizontal"
        aria-labelledby={labelId}
        aria-describedby={helperId}
        onChange={(event) => onChange(event.target.value as DocumentSource)}
        sx={{ flexWrap: "wrap", gap: 2 }}
      >
        {DOCUMENT_SOURCES.map((source) => (
          <Radio key={source} value={source} label={t(`fields.source_choice.${source}`)} />
        ))}
      </RadioGroup>
      <FormHelperText id={helperId}>{errors.length ? errors.join(" ") : hint}</FormHelperText>
    </FormControl>
  );
}

/** The file input (a file cannot be kept after a refused post: it is chosen again). */
function FileField({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint: string }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const descriptionId = `${field.id}-helper-text`;
  return (
    <FormControl id={field.id} error={errors.length > 0}>
      <FormLabel>{label}</FormLabel>
      <input
        id={field.id}
        type="file"
        name={field.name}
        accept={DOCUMENT_FILE_ACCEPT}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={descriptionId}
      />
      <FormHelperText id={descriptionId}>{errors.length ? errors.join(" ") : hint}</FormHelperText>
    </FormControl>
  );
}

/**
 * The add-document dialog (docs/features/ai-framework.md#documents): a name, where the document comes
 * from (a file, a URL or pasted text) and the chunk size; it posts multipart. Without JavaScript every
 * source's field shows (only the chosen one is read); with it, the chosen source's only.
 */
export function DocumentCreateDialog() {
  const { t } = useTranslation(["ai-documents", "messages", "common"]);
  const [form, fields] = useEntityForm("ai-document-create", DocumentCreateSchema, {
    name: "",
    source: "upload",
    chunkSize: String(AI_DOCUMENTS.CHUNK_SIZE_DEFAULT),
  });
  const initial = typeof fields.source.initialValue === "string" ? fields.source.initialValue : "upload";
  const [source, setSource] = useState<string>(initial);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setSource(initial), [initial]);
  const shows = (s: DocumentSource) => !hydrated || source === s;
  const label = (name: string) => t(`ai-documents:fields.${name}`);
  return (
    <EntityFormDialog
      resource={AI_DOCUMENTS_RESOURCE}
      mode="create"
      form={form as never}
      encType="multipart/form-data"
      width={720}
    >
      <FormTextField field={fields.name} label={label("name")} hint={t("ai-documents:fields.name_hint")} />
      <SourceField
        field={fields.source}
        label={label("source")}
        hint={t("ai-documents:fields.source_hint")}
        onChange={setSource}
      />
      {shows("upload") && (
        <FileField
          field={fields.file}
          label={label("file")}
          hint={t("ai-documents:fields.file_hint", { max: AI_DOCUMENTS.MAX_UPLOAD_BYTES / MEGABYTE })}
        />
      )}
      {shows("url") && (
        <FormTextField field={fields.url} label={label("url")} hint={t("ai-documents:fields.url_hint")} />
      )}
      {shows("text") && (
        <FormTextArea
          field={fields.text}
          label={label("text")}
          hint={t("ai-documents:fields.text_hint", { max: AI_DOCUMENTS.MAX_PASTED_CHARACTERS.toLocaleString("en-US") })}
          minRows={6}
          maxRows={16}
        />
      )}
      <FormTextField
        field={fields.chunkSize}
        label={label("chunkSize")}
        hint={t("ai-documents:fields.chunkSize_hint", {
          min: AI_DOCUMENTS.CHUNK_SIZE_MIN.toLocaleString("en-US"),
          max: AI_DOCUMENTS.CHUNK_SIZE_MAX.toLocaleString("en-US"),
        })}
        inputMode="numeric"
      />
    </EntityFormDialog>
  );
}

/** The edit dialog: the name, and the chunk size (a new size cuts the document again). */
export function DocumentEditDialog() {
  const { record } = useLoaderData<{ record: DocumentDetail }>();
  const { t } = useTranslation(["ai-documents", "messages", "common"]);
  const [form, fields] = useEntityForm("ai-document-edit", DocumentEditSchema, {
    name: record.name,
    chunkSize: String(record.chunkSize),
  });
  const label = (name: string) => t(`ai-documents:fields.${name}`);
  return (
    <EntityFormDialog resource={AI_DOCUMENTS_RESOURCE} mode="edit" form={form as never}>
      <FormTextField field={fields.name} label={label("name")} hint={t("ai-documents:fields.name_hint")} />
      <FormTextField
        field={fields.chunkSize}
        label={label("chunkSize")}
        hint={t("ai-documents:fields.chunkSize_edit_hint", {
          min: AI_DOCUMENTS.CHUNK_SIZE_MIN.toLocaleString("en-US"),
          max: AI_DOCUMENTS.CHUNK_SIZE_MAX.toLocaleString("en-US"),
        })}
        inputMode="numeric"
      />
    </EntityFormDialog>
  );
}
