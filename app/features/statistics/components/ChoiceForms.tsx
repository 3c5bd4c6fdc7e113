import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import Stack from "@mui/joy/Stack";
import { Form, useLocation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useHydrated } from "~/components/grid/use-hydrated";
import { NativeSelectField } from "~/components/NativeSelect";
import { CHART_METRIC_IDS, type ChartMetricId } from "../metrics";
import type { EntityGroup } from "../statistics.server";
import { entityParam, STATS_PARAMS, type EntityChoice } from "../url";

/** With JavaScript a change applies at once; without it the form's button does. */
function useApplyOnChange() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => submit(event.currentTarget, { preventScrollReset: true, replace: false });
}

/**
 * The configuration-entity dropdown (spec 001 §2 "All, bots, numbers, SIP connections and Teams
 * connections"): a native select grouped by kind, in a GET form.
 */
export function EntityForm({ entity, groups }: { entity: EntityChoice; groups: readonly EntityGroup[] }) {
  const { t } = useTranslation("statistics");
  const { search } = useLocation();
  const hydrated = useHydrated();
  const apply = useApplyOnChange();
  return (
    <Form method="get" preventScrollReset onChange={apply}>
      <CarriedParams search={search} exclude={[STATS_PARAMS.entity, STATS_PARAMS.fullscreen]} />
      <Stack direction="row" spacing={1} alignItems="flex-end">
        <NativeSelectField label={t("entity.label")} name={STATS_PARAMS.entity} defaultValue={entityParam(entity)} key={entityParam(entity)}>
          <option value="all">{t("entity.all")}</option>
          {groups.map((g) => (
            <optgroup key={g.kind} label={t(`entity.${g.kind}`)}>
              {g.items.map((item) => (
                <option key={item.id} value={entityParam({ kind: g.kind, id: item.id })}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelectField>
        {!hydrated && (
          <Button type="submit" size="sm" variant="outlined">
            {t("entity.apply")}
          </Button>
        )}
      </Stack>
    </Form>
  );
}

/**
 * The metrics multi-select (spec 001 §2): checkboxes in a GET form. Every checked box sends
 * `metrics=<id>`; the hidden empty value keeps "none chosen" apart from "not said" (the saved choice).
 */
export function MetricsForm({ metrics }: { metrics: readonly ChartMetricId[] }) {
  const { t } = useTranslation("statistics");
  const { search } = useLocation();
  const hydrated = useHydrated();
  const apply = useApplyOnChange();
  return (
    <Form method="get" preventScrollReset onChange={apply}>
      <CarriedParams search={search} exclude={[STATS_PARAMS.metrics, STATS_PARAMS.fullscreen]} />
      <input type="hidden" name={STATS_PARAMS.metrics} value="" />
      <Stack component="fieldset" direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ border: 0, p: 0, m: 0 }}>
        <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600, fontSize: "0.875rem" }}>{t("metrics.legend")}</legend>
        {CHART_METRIC_IDS.map((id) => (
          <Checkbox
            key={`${id}-${metrics.includes(id)}`}
            size="sm"
            name={STATS_PARAMS.metrics}
            value={id}
            label={t(`metric.${id}`)}
            defaultChecked={metrics.includes(id)}
          />
        ))}
        {!hydrated && (
          <Button type="submit" size="sm" variant="outlined">
            {t("metrics.apply")}
          </Button>
        )}
      </Stack>
    </Form>
  );
}
