import Button from "@mui/joy/Button";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import JoyLink from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TIME } from "../../../../contract/limits";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useCleanGetSubmit } from "~/components/grid/use-clean-get-submit";
import { NativeSelectField } from "~/components/NativeSelect";
import { GRID_PARAMS, gridHref } from "~/features/grid/url-state";
import { instantToLocalInput } from "~/features/time/timezone";
import { DATE_FIELDS, RANGE_PARAMS, type DateField } from "../url";

const EXCLUDED = [RANGE_PARAMS.from, RANGE_PARAMS.to, RANGE_PARAMS.dateField, GRID_PARAMS.page, GRID_PARAMS.before, GRID_PARAMS.after];

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
  timeZone: string;
  /** Server time of this render, so presets are the same on server and browser. */
  now: string;
  disabled: boolean;
}

/**
 * The date range (spec 001 §2, §5): from/to in the viewer's zone, which date the range applies to,
 * and quick ranges as links. A GET form: it works without JavaScript. Ranges over 2 months are
 * refused by the loader with warning_selected_time_range_is_long.
 */
export function DateRangeForm({ from, to, dateField, timeZone, now, disabled }: DateRangeFormProps) {
  const { t } = useTranslation("calls");
  const { search } = useLocation();
  const submit = useCleanGetSubmit();
  const end = new Date(now);
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <legend style={{ padding: 0, fontWeight: 600, fontSize: "0.875rem" }}>{t("range.legend")}</legend>
      <Form method="get" preventScrollReset onSubmit={submit}>
        <CarriedParams search={search} exclude={EXCLUDED} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="flex-end">
          <FormControl size="sm">
            <FormLabel>{t("range.from")}</FormLabel>
            <Input type="datetime-local" name={RANGE_PARAMS.from} defaultValue={instantToLocalInput(new Date(from), timeZone)} key={`from-${from}`} required />
          </FormControl>
          <FormControl size="sm">
            <FormLabel>{t("range.to")}</FormLabel>
            <Input type="datetime-local" name={RANGE_PARAMS.to} defaultValue={instantToLocalInput(new Date(to), timeZone)} key={`to-${to}`} required />
          </FormControl>
          <NativeSelectField label={t("range.date_field")} name={RANGE_PARAMS.dateField} defaultValue={dateField} key={dateField}>
              {DATE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {t(`range.date_field_${f}`)}
                </option>
              ))}
          </NativeSelectField>
          <Button type="submit" size="sm" variant="outlined" disabled={disabled}>
            {t("range.apply")}
          </Button>
        </Stack>
      </Form>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" component="nav" aria-label={t("range.legend")}>
        {PRESETS.map((p) =>
          disabled ? (
            <span key={p.key} style={{ fontSize: "0.8125rem", opacity: 0.5 }}>
              {t(`range.${p.key}`)}
            </span>
          ) : (
            <JoyLink
              key={p.key}
              component={Link}
              level="body-sm"
              preventScrollReset
              to={gridHref(search, {
                [RANGE_PARAMS.from]: new Date(end.getTime() - p.days * TIME.DAY_MS).toISOString(),
                [RANGE_PARAMS.to]: end.toISOString(),
              })}
            >
              {t(`range.${p.key}`)}
            </JoyLink>
          ),
        )}
      </Stack>
    </Stack>
  );
}
