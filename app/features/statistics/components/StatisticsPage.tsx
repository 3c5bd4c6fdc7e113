import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Modal from "@mui/joy/Modal";
import ModalClose from "@mui/joy/ModalClose";
import ModalDialog from "@mui/joy/ModalDialog";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, useLoaderData, useLocation, useNavigate } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { InboxIcon } from "~/components/grid/icons";
import { formatDateTime } from "~/features/time/timezone";
import type { StatisticsData } from "../statistics.server";
import { ALL_ACCOUNTS, STATS_PARAMS, withParams } from "../url";
import { AccountPickerIsland } from "~/features/admin-accounts/picker/AccountPickerIsland";
import { ACCOUNT_SEARCH_PARAM } from "~/features/admin-accounts/picker/params";
import { ChartCard } from "./ChartCard";
import { EntityForm, MetricsForm } from "./ChoiceForms";
import { RangePicker } from "./RangePicker";

/** The empty state with no metric chosen (spec 001 §2 'no statistics'). */
function NoStatistics() {
  const { t } = useTranslation("messages");
  return (
    <Stack role="status" alignItems="center" spacing={1} sx={{ py: 8 }}>
      <InboxIcon style={{ fontSize: 40, color: "var(--joy-palette-neutral-400)" }} />
      <Typography level="title-md" component="p">
        {t("labels_no_statistics")}
      </Typography>
    </Stack>
  );
}

/**
 * The statistics screen, customer and admin (spec 001 §2 "Statistics screen"): title, refresh, range
 * picker, entity dropdown, metrics, and one chart per metric. Everything is a link or a GET form,
 * so it all works without JavaScript; fullscreen is a URL parameter drawn as a dialog.
 */
export function StatisticsPage() {
  const data = useLoaderData<StatisticsData>();
  const { mode, view, search, timeZone, offsetMinutes, charts } = data;
  const { t } = useTranslation(["statistics", "messages"]);
  const location = useLocation();
  const navigate = useNavigate();
  const scope = useRef<HTMLDivElement>(null);
  const rangeText = t("statistics:range.showing", { from: formatDateTime(view.range.from, timeZone), to: formatDateTime(view.range.to, timeZone) });
  const needsAccount = mode === "admin" && !view.account;
  const fullscreen = view.fullscreen ? charts.find((c) => c.metric === view.fullscreen) : undefined;
  const closeHref = withParams(location.search, { [STATS_PARAMS.fullscreen]: null });
  const chartProps = { mode, search, timeZone, offsetMinutes, rangeText };

  return (
    <Stack spacing={2} ref={scope}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="h3" component="h1" sx={{ mr: "auto" }}>
          {t("statistics:title")}
        </Typography>
        <Button component={Link} to={`${location.pathname}${location.search}`} reloadDocument={false} size="sm" variant="outlined" color="neutral">
          {t("statistics:refresh")}
        </Button>
      </Stack>
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
              withParams(location.search, { [STATS_PARAMS.account]: id, [STATS_PARAMS.entity]: null, [ACCOUNT_SEARCH_PARAM]: null, [STATS_PARAMS.fullscreen]: null }),
          }}
        />
      )}
      {needsAccount ? (
        <Typography level="body-md" role="status">
          {t("statistics:account.prompt")}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end">
            <RangePicker tab={view.tab} from={view.range.from} to={view.range.to} timeZone={timeZone} />
            {!(mode === "admin" && view.account === ALL_ACCOUNTS) && <EntityForm entity={view.entity} groups={data.entities} />}
          </Stack>
          <MetricsForm metrics={view.metrics} />
          <Typography level="body-xs">{mode === "admin" ? t("statistics:utc_note") : t("statistics:local_note", { zone: timeZone })}</Typography>
          {charts.length === 0 ? (
            <NoStatistics />
          ) : (
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", xl: "1fr 1fr" } }}>
              {charts.map((chart) => (
                <ChartCard key={chart.metric} chart={chart} {...chartProps} />
              ))}
            </Box>
          )}
        </>
      )}
      {fullscreen && (
        <Modal open onClose={() => navigate(closeHref, { preventScrollReset: true })} disablePortal container={() => scope.current}>
          <ModalDialog layout="fullscreen" aria-label={t(`statistics:metric.${fullscreen.metric}`)}>
            <ModalClose component={Link} to={closeHref} preventScrollReset aria-label={t("statistics:chart.close_fullscreen")} />
            <Box sx={{ overflow: "auto", pt: 4 }}>
              <ChartCard chart={fullscreen} {...chartProps} big />
            </Box>
          </ModalDialog>
        </Modal>
      )}
    </Stack>
  );
}
