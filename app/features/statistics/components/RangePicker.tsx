import { Form, useLocation } from "@remix-run/react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DATE_RANGE_TABS, type DateRangeTab } from "../../../../contract/enums/statistics";
import { ButtonLink, PlainButton, PlainInput } from "~/components/controls/controls";
import { CONTROL_CLASS } from "~/components/controls/controls-css";
import { CarriedParams } from "~/components/grid/CarriedParams";
import { instantToLocalInput } from "~/features/time/timezone";
import { STATS_PARAMS, withParams } from "../url";

export interface RangePickerProps {
  tab: DateRangeTab;
  from: string;
  to: string;
  timeZone: string;
}

/**
 * The date-time range picker (docs/product.md#statistics): quick tabs (links: each moves the end of the range to
 * now) and Custom, a GET form with the two date-times, Apply and Close. Works without JavaScript; a
 * range over 2 months is refused by the loader with the spec's text.
 */
export function RangePicker({ tab, from, to, timeZone }: RangePickerProps) {
  const { t } = useTranslation("statistics");
  const { search } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const quick = DATE_RANGE_TABS.filter((r) => r !== "custom");
  const fromId = useId();
  const toId = useId();
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
      <details ref={details} className="vc-stats-popup">
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
              <div className={CONTROL_CLASS.field}>
                <label htmlFor={fromId}>{t("range.from")}</label>
                <PlainInput
                  size="sm"
                  id={fromId}
                  type="datetime-local"
                  name={STATS_PARAMS.from}
                  defaultValue={instantToLocalInput(new Date(from), timeZone)}
                  key={`from-${from}`}
                  required
                />
              </div>
              <div className={CONTROL_CLASS.field}>
                <label htmlFor={toId}>{t("range.to")}</label>
                <PlainInput
                  size="sm"
                  id={toId}
                  type="datetime-local"
                  name={STATS_PARAMS.to}
                  defaultValue={instantToLocalInput(new Date(to), timeZone)}
                  key={`to-${to}`}
                  required
                />
              </div>
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
