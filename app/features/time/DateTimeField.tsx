import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MSG } from "../../../contract/messages";
import { PlainInput } from "~/components/controls/controls";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import { DATE_TIME_INPUT_PATTERN, formatDateTimeInput } from "./datetime-input";

export interface DateTimeFieldProps {
  label: string;
  name: string;
  /** The instant shown (ISO text), in `timeZone`. */
  value: string;
  timeZone: string;
  /** What the URL gave that is no date-time: shown again, with the field's message. */
  invalid?: string;
  disabled?: boolean;
}

/**
 * A date-time filter field (datetime-input.ts): a text input of `yyyy-MM-dd HH:mm`, the grids' format,
 * whatever the browser's locale. Its pattern has the browser refuse another shape before sending
 * (with the message as its hint); the server reads what arrives and, when it is no date-time, the
 * field shows it again with the message, so without JavaScript it reads the same.
 */
export function DateTimeField({ label, name, value, timeZone, invalid, disabled }: DateTimeFieldProps) {
  const { t } = useTranslation("messages");
  const id = useId();
  const errorId = `${id}-error`;
  const message = t(`messages:${MSG.validation_date_time_format}`);
  const shown = invalid ?? formatDateTimeInput(new Date(value), timeZone);
  return (
    <div className={CONTROL_CLASS.field} data-disabled={disabled || undefined}>
      <label htmlFor={id}>{label}</label>
      <PlainInput
        size="sm"
        id={id}
        type="text"
        name={name}
        defaultValue={shown}
        // A new value from the server (another range, a refused one) replaces what is typed.
        key={shown}
        data-datetime=""
        pattern={DATE_TIME_INPUT_PATTERN}
        placeholder={t(`messages:${MSG.labels_date_time_placeholder}`)}
        title={message}
        autoComplete="off"
        spellCheck={false}
        required
        disabled={disabled}
        aria-invalid={invalid !== undefined || undefined}
        aria-describedby={invalid !== undefined ? errorId : undefined}
      />
      {invalid !== undefined && (
        <p id={errorId} className={CONTROL_CLASS.fieldError}>
          {message}
        </p>
      )}
    </div>
  );
}
