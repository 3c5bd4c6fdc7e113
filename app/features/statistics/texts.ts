import type { TFunction } from "i18next";
import type { ChartTexts } from "./components/StatisticsChart";
import type { ChartSpec } from "./metrics";

/** A chart's resolved texts from a statistics-namespace translator (page and export alike). */
export function chartTexts(t: TFunction, spec: ChartSpec): ChartTexts {
  const title = t(`statistics:metric.${spec.id}`);
  return {
    title,
    unit: t(`statistics:${spec.unitKey}`),
    ...(spec.axisKey ? { axis: t(`statistics:${spec.axisKey}`) } : {}),
    stacks: Object.fromEntries(
      spec.stacks.map((s) => [s.dimension, spec.stacks.length > 1 ? t(`statistics:${s.labelKey}`) : title]),
    ),
  };
}
