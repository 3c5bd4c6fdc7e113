import { useId, type ComponentProps, type ReactNode } from "react";
import { CONTROL_CLASS } from "~/components/controls/controls-css";

export type NativeSelectFieldProps = Omit<ComponentProps<"select">, "ref"> & { label: ReactNode };

/**
 * A labelled native select that works without JavaScript (Joy's own Select needs it to open):
 * filters, the date field and the month export use it. Plain elements in Joy's small form-control
 * look (controls-css.ts): it is on most list screens, rendered for every request. `required` goes only
 * on a select whose first option is an empty placeholder: one with an option chosen always sends it,
 * and HTML allows `required` on no other (docs/testing.md "Valid HTML").
 */
export function NativeSelectField({ label, id, ...props }: NativeSelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={CONTROL_CLASS.field} data-disabled={props.disabled || undefined}>
      <label htmlFor={selectId}>{label}</label>
      <select className={CONTROL_CLASS.select} id={selectId} {...props} />
    </div>
  );
}
