import { Form, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DATE_RANGE_TABS, type DateRangeTab } from "../../../../contract/enums/statistics";
import { ButtonLink, PlainButton } from "~/components/controls/controls";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import { CarriedParams } from "~/components/grid/CarriedParams";
import type { RangeInvalid } from "~/features/call-history/url";
import { DateTimeField } from "~/features/time/DateTimeField";
import { STATS_PARAMS, withParams } from "../url";

export interface RangePickerProps {
  tab: DateRangeTab;
  from: string;
  to: string;
  timeZone: string;
  /** A custom range's from / to that is no date-time: the custom form opens with the field's message. */
  invalid?: RangeInvalid;
}

/**
 * The date-time range picker (docs/product.md#statistics): quick tabs (links: each moves the end of the range to
 * now) and Custom, a GET form with the two date-times (yyyy-MM-dd HH:mm: DateTimeField), Apply and Close. Works without JavaScript; a
 * range over 2 months is refused by the loader with the spec's text.
 */
export function RangePicker({ tab, from, to, timeZone, invalid }: RangePickerProps) {
  const { t } = useTranslation("statistics");
  const { search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const quick = DATE_RANGE_TABS.filter((r) => r !== "custom");
  const custom = tab === "custom";
  return (
    <div className="vc-stats-row">
      <nav aria-label={t("range.tabs")} className="vc-stats-tabs">
        {quick.map((r) => (
          <ButtonLink
            key={r}
            to={withParams(search, {
              [STATS_PARAMS.range]: r,
              [STATS_PARAMS.from]: null,
              [STATS_PARAMS.to]: null,
              [STATS_PARAMS.fullscreen]: null,
            })}
            preventScrollReset
            size="sm"
            variant={tab === r ? "solid" : "outlined"}
            color={tab === r ? "primary" : "neutral"}
            aria-current={tab === r ? "page" : undefined}
          >
            {t(`range.${r}`)}
          </ButtonLink>
        ))}
      </nav>
      <details ref={details} className="vc-stats-popup" open={invalid ? true : undefined}>
        <summary
          aria-current={custom ? "page" : undefined}
          className={CONTROL_CLASS.button}
          data-variant={custom ? "solid" : "outlined"}
          data-color={custom ? "primary" : "neutral"}
          data-size="sm"
        >
          {t("range.custom")}
        </summary>
        <div>
          <Form method="get" preventScrollReset>
            <CarriedParams
              search={search}
              exclude={[STATS_PARAMS.range, STATS_PARAMS.from, STATS_PARAMS.to, STATS_PARAMS.fullscreen]}
            />
            <input type="hidden" name={STATS_PARAMS.range} value="custom" />
            <div className="vc-stats-row">
              <DateTimeField
                label={t("range.from")}
                name={STATS_PARAMS.from}
                value={from}
                timeZone={timeZone}
                invalid={invalid?.from}
              />
              <DateTimeField
                label={t("range.to")}
                name={STATS_PARAMS.to}
                value={to}
                timeZone={timeZone}
                invalid={invalid?.to}
              />
              <PlainButton type="submit" size="sm">
                {t("range.apply")}
              </PlainButton>
              <PlainButton
                size="sm"
                variant="plain"
                color="neutral"
                onClick={() => details.current && (details.current.open = false)}
              >
                {t("range.close")}
              </PlainButton>
            </div>
          </Form>
        </div>
      </details>
    </div>
  );
}
