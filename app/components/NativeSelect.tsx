import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import { styled } from "@mui/joy/styles";
import { useId, type ComponentProps, type ReactNode } from "react";

/** A native <select> dressed in the Joy theme. */
const Select = styled("select")(({ theme }) => ({
  minHeight: "2rem",
  padding: "0 0.5rem",
  borderRadius: theme.vars.radius.sm,
  border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
  backgroundColor: theme.vars.palette.background.surface,
  color: theme.vars.palette.text.primary,
  fontFamily: theme.vars.fontFamily.body,
  fontSize: theme.vars.fontSize.sm,
  "&:focus-visible": { outline: `2px solid ${theme.vars.palette.primary[500]}`, outlineOffset: 1 },
  "&:disabled": { opacity: 0.6 },
}));

export type NativeSelectFieldProps = Omit<ComponentProps<"select">, "ref"> & { label: ReactNode };

/**
 * A labelled select that works without JavaScript (Joy's own Select needs it to open): filters,
 * the date field and the month export use it.
 */
export function NativeSelectField({ label, id, ...props }: NativeSelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FormControl size="sm" id={selectId} disabled={props.disabled}>
      <FormLabel htmlFor={selectId}>{label}</FormLabel>
      <Select id={selectId} {...props} />
    </FormControl>
  );
}
