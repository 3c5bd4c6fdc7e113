import { useLoaderData, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "~/components/controls/controls";
import { InboxIcon } from "~/components/grid/icons";
import { formatDateTime } from "~/features/time/timezone";
import type { StatisticsData } from "../statistics.server";
import { ALL_ACCOUNTS, STATS_PARAMS, withParams } from "../url";
import { AccountPickerIsland } from "~/features/admin-accounts/picker/AccountPickerIsland";
import { ACCOUNT_SEARCH_PARAM } from "~/features/admin-accounts/picker/params";
import { ChartCard } from "./ChartCard";
import { EntityForm, MetricsForm } from "./ChoiceForms";
import { FullscreenChartIsland } from "./FullscreenChartIsland";
import { RangePicker } from "./RangePicker";

/** The empty state with no metric chosen (docs/product.md#statistics 'no statistics'). */
function NoStatistics() {
  const { t } = useTranslation("messages");
  return (
    <div role="status" className="vc-stats-empty">
      <InboxIcon />
      <p>{t("labels_no_statistics")}</p>
    </div>
  );
}

/**
 * The statistics screen, customer and admin (docs/product.md#statistics "Statistics screen"): title, refresh, range
 * picker, entity dropdown, metrics, and one chart per metric. Everything is a link or a GET form,
 * so it all works without JavaScript; fullscreen is a URL parameter drawn as a dialog.
 */
export function StatisticsPage() {
  const data = useLoaderData<StatisticsData>();
  const { mode, view, search, timeZone, offsetMinutes, charts } = data;
  const { t } = useTranslation(["statistics", "messages"]);
  const location = useLocation();
  const scope = useRef<HTMLDivElement>(null);
  const rangeText = t("statistics:range.showing", {
    from: formatDateTime(view.range.from, timeZone),
    to: formatDateTime(view.range.to, timeZone),
  });
  const needsAccount = mode === "admin" && !view.account;
  const fullscreen = view.fullscreen ? charts.find((c) => c.metric === view.fullscreen) : undefined;
  const closeHref = withParams(location.search, { [STATS_PARAMS.fullscreen]: null });
  const chartProps = { mode, search, timeZone, offsetMinutes, rangeText };

  return (
    // Plain elements (statistics.css): the frame of five charts is rendered for every request.
    <div className="vc-page" ref={scope}>
      <div className="vc-page-head">
        <h1>{t("statistics:title")}</h1>
        <ButtonLink to={`${location.pathname}${location.search}`} size="sm" variant="outlined" color="neutral">
          {t("statistics:refresh")}
        </ButtonLink>
      </div>
      {mode === "admin" && (
        <AccountPickerIsland
          label={t("statistics:account.label")}
          value={view.account}
          valueName={data.accountName}
          options={{ accounts: data.accounts, total: data.accountsTotal, search: data.accountSearch }}
          allAccounts
          navigate={{
            name: STATS_PARAMS.account,
            exclude: [STATS_PARAMS.entity, STATS_PARAMS.fullscreen],
            hrefFor: (id) =>
              withParams(location.search, {
                [STATS_PARAMS.account]: id,
                [STATS_PARAMS.entity]: null,
                [ACCOUNT_SEARCH_PARAM]: null,
                [STATS_PARAMS.fullscreen]: null,
              }),
          }}
        />
      )}
      {needsAccount ? (
        <p role="status" className="vc-stats-status">
          {t("statistics:account.prompt")}
        </p>
      ) : (
        <>
          <div className="vc-stats-choices">
            <RangePicker
              tab={view.tab}
              from={view.rangeAsked?.from ?? view.range.from}
              to={view.rangeAsked?.to ?? view.range.to}
              timeZone={timeZone}
              invalid={view.rangeInvalid}
            />
            {!(mode === "admin" && view.account === ALL_ACCOUNTS) && (
              <EntityForm entity={view.entity} groups={data.entities} />
            )}
          </div>
          <MetricsForm metrics={view.metrics} />
          <p className="vc-note">
            {mode === "admin" ? t("statistics:utc_note") : t("statistics:local_note", { zone: timeZone })}
          </p>
          {charts.length === 0 ? (
            <NoStatistics />
          ) : (
            <div className="vc-stats-charts">
              {charts.map((chart) => (
                <ChartCard key={chart.metric} chart={chart} {...chartProps} />
              ))}
            </div>
          )}
        </>
      )}
      {fullscreen && <FullscreenChartIsland chart={fullscreen} {...chartProps} closeHref={closeHref} scope={scope} />}
    </div>
  );
}
