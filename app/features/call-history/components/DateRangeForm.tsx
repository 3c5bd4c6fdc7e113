import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TIME } from "../../../../contract/limits/units";
import { PlainButton } from "~/components/controls/controls";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useCleanGetSubmit } from "~/components/grid/use-clean-get-submit";
import { NativeSelectField } from "~/components/NativeSelect";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { DateTimeField } from "~/features/time/DateTimeField";
import { DATE_FIELDS, RANGE_PARAMS, type DateField, type RangeInvalid } from "../url";

const EXCLUDED = [
  RANGE_PARAMS.from,
  RANGE_PARAMS.to,
  RANGE_PARAMS.dateField,
  GRID_PARAMS.page,
  GRID_PARAMS.before,
  GRID_PARAMS.after,
];

/** Quick ranges ending now (the default is the last day). */
const PRESETS = [
  { key: "last_day", days: 1 },
  { key: "last_3_days", days: 3 },
  { key: "last_7_days", days: 7 },
  { key: "last_30_days", days: 30 },
] as const;

export interface DateRangeFormProps {
  from: string;
  to: string;
  dateField: DateField;
  /** What the URL gave for from / to that is no date-time: shown with the field's message. */
  invalid?: RangeInvalid;
  timeZone: string;
  /** Server time of this render, so presets are the same on server and browser. */
  now: string;
  disabled: boolean;
}

/**
 * The date range (docs/product.md#call-history, #dates-and-search): from/to in the viewer's zone, typed as
 * yyyy-MM-dd HH:mm (DateTimeField), which date the range applies to, and quick ranges as links. A GET form: it works without JavaScript. Ranges over 2 months are
 * refused by the loader with warning_selected_time_range_is_long.
 */
export function DateRangeForm({ from, to, dateField, invalid, timeZone, now, disabled }: DateRangeFormProps) {
  const { t } = useTranslation("calls");
  const { search } = useLocation();
  const submit = useCleanGetSubmit();
  const end = new Date(now);
  // Plain elements (controls-css.ts, grid.css .vc-range): the form is on every call-history page.
  return (
    <fieldset className="vc-range" disabled={disabled}>
      <legend>{t("range.legend")}</legend>
      <Form method="get" preventScrollReset onSubmit={submit}>
        <CarriedParams search={search} exclude={EXCLUDED} />
        <div className="vc-range-fields">
          <DateTimeField
            label={t("range.from")}
            name={RANGE_PARAMS.from}
            value={from}
            timeZone={timeZone}
            invalid={invalid?.from}
            disabled={disabled}
          />
          <DateTimeField
            label={t("range.to")}
            name={RANGE_PARAMS.to}
            value={to}
            timeZone={timeZone}
            invalid={invalid?.to}
            disabled={disabled}
          />
          <NativeSelectField
            label={t("range.date_field")}
            name={RANGE_PARAMS.dateField}
            defaultValue={dateField}
            key={dateField}
          >
            {DATE_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`range.date_field_${f}`)}
              </option>
            ))}
          </NativeSelectField>
          <PlainButton type="submit" size="sm" variant="outlined" disabled={disabled}>
            {t("range.apply")}
          </PlainButton>
        </div>
      </Form>
      <nav className="vc-range-presets" aria-label={t("range.legend")}>
        {PRESETS.map((p) =>
          disabled ? (
            <span key={p.key}>{t(`range.${p.key}`)}</span>
          ) : (
            <Link
              key={p.key}
              preventScrollReset
              to={gridHref(search, {
                [RANGE_PARAMS.from]: new Date(end.getTime() - p.days * TIME.DAY_MS).toISOString(),
                [RANGE_PARAMS.to]: end.toISOString(),
              })}
            >
              {t(`range.${p.key}`)}
            </Link>
          ),
        )}
      </nav>
    </fieldset>
  );
}
