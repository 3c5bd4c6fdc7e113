import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import Button from "@mui/joy/Button";
import FormHelperText from "@mui/joy/FormHelperText";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AI_TOOLS } from "../../../contract/limits/ai";
import {
  AI_TOOL_FORM_DEFAULTS,
  AI_TOOL_METHODS,
  AI_TOOL_PARAMETER_MODES,
  AI_TOOL_PARAMETER_TYPES,
  AiToolCreateSchema,
  aiToolFormSchema,
  type AiToolDetail,
} from "../../../contract/wire/aiTools";
import {
  FormCheckbox,
  FormSelectField,
  FormTextArea,
  FormTextField,
  ReadOnlyField,
  useFieldErrorText,
} from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { recordHref, type EntityMode } from "~/features/entities/resource";
import type { AiToolDialogData } from "./dialog-data.server";
import { AI_TOOL_TEST_ACTION, AI_TOOLS_RESOURCE } from "./resource";

type Form = FormMetadata<Record<string, unknown>, string[]>;

/** A stored tool as the form's values (conform reads strings; a checked box is "on"); a new one starts from AI_TOOL_FORM_DEFAULTS. */
function formValues(record: AiToolDetail | null): Record<string, unknown> {
  if (!record)
    return {
      parametersMode: AI_TOOL_FORM_DEFAULTS.parametersMode,
      parameters: [],
      parametersSchema: AI_TOOL_FORM_DEFAULTS.parametersSchema,
      method: AI_TOOL_FORM_DEFAULTS.method,
      headers: [],
      timeoutSeconds: String(AI_TOOL_FORM_DEFAULTS.timeoutSeconds),
    };
  return {
    name: record.name,
    description: record.description,
    parametersMode: record.parametersMode,
    parameters: record.parameters.map((p) => ({
      name: p.name,
      type: p.type,
      description: p.description ?? "",
      required: p.required ? "on" : undefined,
    })),
    parametersSchema: record.parametersSchema,
    method: record.method ?? AI_TOOL_FORM_DEFAULTS.method,
    url: record.url,
    // Header values are write-only: the form starts them empty (empty keeps the stored one).
    headers: record.headers.map((h) => ({ name: h.name, value: "" })),
    bodyTemplate: record.bodyTemplate,
    timeoutSeconds: String(record.timeoutSeconds),
    answerPath: record.answerPath,
    mockAnswer: record.mockAnswer ?? "",
  };
}

const section = (text: string, id?: string) => (
  <Typography level="title-sm" component="h3" id={id} sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/** A list of rows of the form (parameters, headers): a labelled group, its rows, its errors, Add. */
function RowList({
  form,
  field,
  heading,
  labelledBy,
  removeLabel,
  addLabel,
  addValue,
  hint,
  readOnly,
  max,
  children,
}: {
  form: Form;
  field: FieldMetadata<unknown[]>;
  /** The list's own heading; without one, the heading `labelledBy` names (its section's). */
  heading: string;
  labelledBy?: string;
  removeLabel: (n: number) => string;
  addLabel: string;
  addValue: Record<string, string>;
  hint: string;
  readOnly: boolean;
  max: number;
  /** A row's fields; `key` is the row's own (conform's), so rows keep what was typed when one is removed. */
  children: (row: Record<string, FieldMetadata<unknown>>, index: number, remove: ReactNode, key: string) => ReactNode;
}) {
  const { t } = useTranslation(["ai-tools"]);
  const errorText = useFieldErrorText();
  const headingId = useId();
  const errorId = useId();
  const rows = field.getFieldList();
  const errors = (field.errors ?? []).map((e) => errorText(e, heading));
  return (
    <Stack
      spacing={1.5}
      role="group"
      aria-labelledby={labelledBy ?? headingId}
      aria-describedby={errors.length ? errorId : undefined}
      id={field.id}
    >
      {!labelledBy && section(heading, headingId)}
      {rows.map((row, index) =>
        children(
          (row as FieldMetadata<Record<string, unknown>>).getFieldset() as Record<string, FieldMetadata<unknown>>,
          index,
          readOnly ? null : (
            <Button
              {...form.remove.getButtonProps({ name: field.name, index })}
              type="submit"
              size="sm"
              variant="plain"
              color="danger"
              aria-label={removeLabel(index + 1)}
            >
              {t("ai-tools:actions.remove")}
            </Button>
          ),
          row.key ?? String(index),
        ),
      )}
      {errors.length > 0 && (
        <FormHelperText id={errorId} sx={{ color: "danger.plainColor" }}>
          {errors.join(" ")}
        </FormHelperText>
      )}
      {!readOnly && (
        <div>
          <Button
            {...form.insert.getButtonProps({ name: field.name, defaultValue: addValue as never })}
            type="submit"
            size="sm"
            variant="outlined"
            color="neutral"
            disabled={rows.length >= max}
          >
            {addLabel}
          </Button>
        </div>
      )}
      <Typography level="body-sm">{hint}</Typography>
    </Stack>
  );
}

/**
 * The tool dialog in the three form modes (docs/product.md#form-modes; docs/features/ai-framework.md#tools).
 * The parameters are rows or a JSON Schema (the choice shows its fields: with JavaScript as it changes,
 * without it after "Continue"); parameters and headers are lists whose "Add" and "Remove" are conform's
 * list buttons, which work without JavaScript. Header values are write-only: a stored one shows as set,
 * and an empty field keeps it. A pre-defined tool shows read-only, with its schema.
 */
export function ToolDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<AiToolDialogData>();
  const { t } = useTranslation(["ai-tools", "messages", "common"]);
  const { search } = useLocation();
  const record = data.record;
  // A new tool's headers need their values; an edit's empty value keeps the stored one.
  const schema = mode === "create" ? AiToolCreateSchema : aiToolFormSchema();
  const [form, fields] = useEntityForm(`ai-tool-${mode}`, schema, formValues(record));
  const readOnly = mode === "view";
  const parametersHeading = useId();
  const label = (name: string, more?: Record<string, unknown>) => t(`ai-tools:fields.${name}`, more);
  const parametersMode = String(fields.parametersMode.value ?? fields.parametersMode.initialValue ?? "rows");
  const storedHeader = (name: unknown) =>
    record?.headers.find((h) => h.name.toLowerCase() === String(name ?? "").toLowerCase())?.valueSet ?? false;

  return (
    <EntityFormDialog
      resource={AI_TOOLS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      width={760}
    >
      {section(t("ai-tools:sections.general"))}
      <FormTextField field={fields.name} label={label("name")} hint={label("name_hint")} disabled={readOnly} />
      {readOnly && record && (
        <ReadOnlyField
          label={label("kind")}
          value={t(`ai-tools:filter.values.kind.${record.builtIn ? "builtIn" : "custom"}`)}
        />
      )}
      <FormTextArea
        field={fields.description}
        label={label("description")}
        hint={readOnly ? undefined : label("description_hint")}
        minRows={2}
        disabled={readOnly}
      />
      {readOnly && record && <ReadOnlyField label={label("id")} value={record.id} />}
      {record?.builtIn && (
        <Typography level="body-sm" role="note">
          {t(`ai-tools:built_in.${record.name}`, { defaultValue: t("ai-tools:built_in.note") })}
        </Typography>
      )}
      {readOnly && data.canTest && record && (
        <div>
          <Button
            component={Link}
            to={recordHref(AI_TOOLS_RESOURCE, "portal", record.id, AI_TOOL_TEST_ACTION, search)}
            preventScrollReset
            size="sm"
            variant="outlined"
          >
            {t("ai-tools:actions.test")}
          </Button>
        </div>
      )}

      {section(t("ai-tools:sections.parameters"), parametersHeading)}
      <FormSelectField
        field={fields.parametersMode}
        label={label("parametersMode")}
        options={AI_TOOL_PARAMETER_MODES.map((m) => ({ value: m, label: t(`ai-tools:values.parametersMode.${m}`) }))}
        disabled={readOnly}
      />
      {parametersMode === "schema" ? (
        <FormTextArea
          field={fields.parametersSchema}
          label={label("parametersSchema")}
          hint={readOnly ? undefined : label("parametersSchema_hint")}
          minRows={6}
          maxRows={20}
          monospace
          disabled={readOnly}
        />
      ) : (
        <RowList
          form={form as never}
          field={fields.parameters as FieldMetadata<unknown[]>}
          heading={t("ai-tools:sections.parameters")}
          labelledBy={parametersHeading}
          removeLabel={(n) => t("ai-tools:actions.remove_parameter", { n })}
          addLabel={t("ai-tools:actions.add_parameter")}
          addValue={{ name: "", type: "string", description: "" }}
          hint={label("parameters_hint", { max: AI_TOOLS.PARAMETERS_MAX })}
          readOnly={readOnly}
          max={AI_TOOLS.PARAMETERS_MAX}
        >
          {(row, index, remove, key) => {
            const n = index + 1;
            return (
              <Stack key={key} spacing={1} sx={{ pl: 1, borderLeft: "2px solid", borderColor: "divider" }}>
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-end" }}>
                  <div style={{ flex: 2 }}>
                    <FormTextField field={row.name} label={label("parameter_name", { n })} disabled={readOnly} />
                  </div>
                  <div style={{ flex: 1 }}>
                    <FormSelectField
                      field={row.type}
                      label={label("parameter_type", { n })}
                      options={AI_TOOL_PARAMETER_TYPES.map((type) => ({
                        value: type,
                        label: t(`ai-tools:values.type.${type}`),
                      }))}
                      disabled={readOnly}
                    />
                  </div>
                  {remove}
                </Stack>
                <FormTextField
                  field={row.description}
                  label={label("parameter_description", { n })}
                  disabled={readOnly}
                />
                <FormCheckbox field={row.required} label={label("parameter_required", { n })} disabled={readOnly} />
              </Stack>
            );
          }}
        </RowList>
      )}

      {!record?.builtIn && (
        <>
          {section(t("ai-tools:sections.request"))}
          <FormSelectField
            field={fields.method}
            label={label("method")}
            options={AI_TOOL_METHODS.map((m) => ({ value: m, label: m }))}
            disabled={readOnly}
          />
          <FormTextField
            field={fields.url}
            label={label("url")}
            hint={readOnly ? undefined : label("url_hint")}
            placeholder="https://api.example.com/orders/{orderId}"
            disabled={readOnly}
          />
          <RowList
            form={form as never}
            field={fields.headers as FieldMetadata<unknown[]>}
            heading={label("headers")}
            removeLabel={(n) => t("ai-tools:actions.remove_header", { n })}
            addLabel={t("ai-tools:actions.add_header")}
            addValue={{ name: "", value: "" }}
            hint={label("headers_hint", { max: AI_TOOLS.HEADERS_MAX })}
            readOnly={readOnly}
            max={AI_TOOLS.HEADERS_MAX}
          >
            {(row, index, remove, key) => {
              const n = index + 1;
              const isSet = storedHeader(row.name.value ?? row.name.initialValue);
              return (
                <Stack key={key} direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-start" }}>
                  <div style={{ flex: 1 }}>
                    <FormTextField field={row.name} label={label("header_name", { n })} disabled={readOnly} />
                  </div>
                  <div style={{ flex: 1 }}>
                    {readOnly ? (
                      <ReadOnlyField
                        label={label("header_value", { n })}
                        value={t(isSet ? "common:secret.set_short" : "common:secret.not_set")}
                      />
                    ) : (
                      <FormTextField
                        field={row.value}
                        label={label("header_value", { n })}
                        type="password"
                        autoComplete="new-password"
                        hint={isSet ? label("header_value_set") : undefined}
                      />
                    )}
                  </div>
                  {remove && <div style={{ paddingTop: 24 }}>{remove}</div>}
                </Stack>
              );
            }}
          </RowList>
          <FormTextArea
            field={fields.bodyTemplate}
            label={label("bodyTemplate")}
            hint={readOnly ? undefined : label("bodyTemplate_hint")}
            minRows={3}
            monospace
            disabled={readOnly}
          />
          <FormTextField
            field={fields.timeoutSeconds}
            label={label("timeoutSeconds")}
            hint={label("timeoutSeconds_hint", {
              min: AI_TOOLS.TIMEOUT_MIN_SECONDS,
              max: AI_TOOLS.TIMEOUT_MAX_SECONDS,
            })}
            inputMode="numeric"
            disabled={readOnly}
          />

          {section(t("ai-tools:sections.answer"))}
          <FormTextField
            field={fields.answerPath}
            label={label("answerPath")}
            hint={readOnly ? undefined : label("answerPath_hint")}
            placeholder="data.items[0].name"
            disabled={readOnly}
          />
          <FormTextArea
            field={fields.mockAnswer}
            label={label("mockAnswer")}
            hint={readOnly ? undefined : label("mockAnswer_hint")}
            minRows={2}
            monospace
            disabled={readOnly}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
