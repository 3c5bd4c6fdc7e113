import { Form, useLocation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "~/components/controls/controls";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { useHydrated } from "~/components/grid/use-hydrated";
import { NativeSelectField } from "~/components/NativeSelect";
import { CHART_METRIC_IDS, type ChartMetricId } from "../metrics";
import type { EntityGroup } from "../statistics.server";
import { entityParam, STATS_PARAMS, type EntityChoice } from "../url";

/** With JavaScript a change applies at once; without it the form's button does. */
function useApplyOnChange() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) =>
    submit(event.currentTarget, { preventScrollReset: true, replace: false });
}

/**
 * The configuration-entity dropdown (docs/product.md#statistics "All, bots, numbers, SIP connections and Teams
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
      <div className="vc-stats-row">
        <NativeSelectField
          label={t("entity.label")}
          name={STATS_PARAMS.entity}
          defaultValue={entityParam(entity)}
          key={entityParam(entity)}
        >
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
          <PlainButton type="submit" size="sm" variant="outlined">
            {t("entity.apply")}
          </PlainButton>
        )}
      </div>
    </Form>
  );
}

/**
 * The metrics multi-select (docs/product.md#statistics): checkboxes in a GET form. Every checked box sends
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
      <fieldset className="vc-stats-metrics">
        <legend>{t("metrics.legend")}</legend>
        {CHART_METRIC_IDS.map((id) => (
          <label key={`${id}-${metrics.includes(id)}`}>
            <input type="checkbox" name={STATS_PARAMS.metrics} value={id} defaultChecked={metrics.includes(id)} />
            {t(`metric.${id}`)}
          </label>
        ))}
        {!hydrated && (
          <PlainButton type="submit" size="sm" variant="outlined">
            {t("metrics.apply")}
          </PlainButton>
        )}
      </fieldset>
    </Form>
  );
}
