import type { FieldMetadata } from "@conform-to/react";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import { useMessageText } from "./messages";

/**
 * A labelled input of a conform form with its error (or hint) under it. The error is tied to the
 * input with aria-describedby and aria-invalid in the server's HTML already: Joy links its helper
 * text only after hydration, which a page without JavaScript never reaches.
 */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  autoFocus,
  keepValue = type !== "password",
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  autoFocus?: boolean;
  /** Re-fill what the user typed after a failed submission (never a password). */
  keepValue?: boolean;
}) {
  const text = useMessageText();
  const errors = field.errors?.map(text) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const descriptionId = `${field.id}-helper-text`;
  return (
    <FormControl id={field.id} required={field.required} error={errors.length > 0}>
      <FormLabel>{label}</FormLabel>
      <Input
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        size="lg"
        defaultValue={keepValue ? field.initialValue : undefined}
        slotProps={{
          input: {
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
