import Checkbox from "@mui/joy/Checkbox";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Textarea from "@mui/joy/Textarea";
import type { FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import type { i18n } from "i18next";
import { useTranslation } from "react-i18next";
import { NativeSelectField } from "~/components/NativeSelect";
import { isCatalogueMessage, parseMessageRef } from "~/i18n/message-keys";

/**
 * The words of a field error: a message key of the catalogue (with the field's label for
 * '{field} field is required'), or a message reference with its parameters
 * (`validation_max_length?max=100`, features/auth/messages.ts), or the server's own text as it is.
 */
export function fieldErrorText(i18n: Pick<i18n, "t" | "exists">, error: string, label: string): string {
  const { key, params } = parseMessageRef(error);
  if (!isCatalogueMessage(i18n, key)) return error;
  const values: Record<string, string | number> = { field: label };
  for (const [name, value] of Object.entries(params))
    values[name] = name === "count" && /^\d+$/.test(value) ? Number(value) : value;
  return i18n.t(key, { ns: "messages", ...values });
}

export function useFieldErrorText(): (error: string, label: string) => string {
  const { i18n } = useTranslation("messages");
  return (error, label) => fieldErrorText(i18n, error, label);
}

interface BaseProps {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A labelled input of a conform form with its error (or hint) under it, tied by aria-describedby and
 * aria-invalid in the server's HTML already; after a refused submission it shows what was typed.
 */
export function FormTextField({
  field,
  label,
  hint,
  disabled,
  type = "text",
  inputMode,
  autoComplete = "off",
  placeholder,
}: BaseProps & {
  type?: "text" | "number" | "password" | "time";
  inputMode?: "numeric" | "decimal" | "text" | "tel";
  autoComplete?: string;
  placeholder?: string;
}) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const descriptionId = `${field.id}-helper-text`;
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <FormControl id={field.id} required={field.required} error={errors.length > 0} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Input
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={initial}
        slotProps={{
          input: {
            inputMode,
            maxLength: field.maxLength,
            "aria-invalid": errors.length > 0 || undefined,
            "aria-describedby": description ? descriptionId : undefined,
          },
        }}
      />
      {description ? <FormHelperText id={descriptionId}>{description}</FormHelperText> : null}
    </FormControl>
  );
}

/** A labelled multi-line input of a conform form (monospace for code such as JSON), with its error (or hint) under it. */
export function FormTextArea({
  field,
  label,
  hint,
  disabled,
  minRows = 4,
  maxRows,
  monospace = false,
}: BaseProps & { minRows?: number; maxRows?: number; monospace?: boolean }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const descriptionId = `${field.id}-helper-text`;
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <FormControl id={field.id} required={field.required} error={errors.length > 0} disabled={disabled}>
      <FormLabel>{label}</FormLabel>
      <Textarea
        name={field.name}
        defaultValue={initial}
        minRows={minRows}
        maxRows={maxRows}
        sx={monospace ? { fontFamily: "code", fontSize: "sm" } : undefined}
        slotProps={{
          textarea: {
            spellCheck: monospace ? false : undefined,
            maxLength: field.maxLength,
            "aria-invalid": errors.length > 0 || undefined,
            "aria-describedby": description ? descriptionId : undefined,
          },
        }}
      />
      {description ? <FormHelperText id={descriptionId}>{description}</FormHelperText> : null}
    </FormControl>
  );
}

/** A labelled native select of a conform form (works without JavaScript), with its error under it. */
export function FormSelectField({
  field,
  label,
  hint,
  disabled,
  options,
  defaultValue,
}: BaseProps & { options: readonly { value: string; label: string }[]; defaultValue?: string }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const descriptionId = `${field.id}-helper-text`;
  const initial = typeof field.initialValue === "string" ? field.initialValue : defaultValue;
  // A select always sends one of its options (the first when none is chosen), so a required field can
  // only be left empty through an empty first option, or no option at all: only then does `required`
  // mean something, and HTML allows it on no other select (docs/testing.md "Valid HTML").
  const required = field.required && (options.length === 0 || options[0].value === "");
  return (
    <div>
      <NativeSelectField
        id={field.id}
        label={label}
        name={field.name}
        defaultValue={initial ?? ""}
        disabled={disabled}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={description ? descriptionId : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelectField>
      {description ? (
        <FormHelperText id={descriptionId} sx={{ color: errors.length ? "danger.plainColor" : undefined, mt: 0.5 }}>
          {description}
        </FormHelperText>
      ) : null}
    </div>
  );
}

/**
 * A labelled checkbox of a conform form (checked sends "on", unchecked nothing: false), with its
 * error (or hint) under it. The value is explicit: once hydrated, Joy's checkbox input otherwise
 * carries value="" and a checked box would post "" (read as unchecked).
 */
export function FormCheckbox({
  field,
  label,
  hint,
  disabled,
  onChange,
}: BaseProps & { onChange?: (checked: boolean) => void }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const descriptionId = `${field.id}-helper-text`;
  return (
    <FormControl id={field.id} error={errors.length > 0} disabled={disabled}>
      <Checkbox
        name={field.name}
        value="on"
        label={label}
        defaultChecked={field.initialValue === "on" || field.initialValue === "true"}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        slotProps={{
          input: {
            "aria-invalid": errors.length > 0 || undefined,
            "aria-describedby": description ? descriptionId : undefined,
          },
        }}
      />
      {description ? <FormHelperText id={descriptionId}>{description}</FormHelperText> : null}
    </FormControl>
  );
}

/** A labelled read-only value (view dialogs): an input that can be focused and copied, never submitted. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <FormControl id={id}>
      <FormLabel>{label}</FormLabel>
      <Input readOnly value={value} variant="soft" />
    </FormControl>
  );
}

/**
 * A write-only field (docs/decisions/010-entity-screens.md "Secrets are write-only"): in view mode it
 * says only whether a value is stored; in a form it is a password input that an empty value leaves as
 * stored, with `setHint` under it when one is.
 */
export function SecretField({
  field,
  label,
  readOnly,
  isSet,
  setHint,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  readOnly: boolean;
  isSet: boolean;
  setHint: string;
  hint?: string;
}) {
  const { t } = useTranslation("common");
  return readOnly ? (
    <ReadOnlyField label={label} value={t(isSet ? "common:secret.set_short" : "common:secret.not_set")} />
  ) : (
    <FormTextField
      field={field}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={isSet ? setHint : hint}
    />
  );
}
