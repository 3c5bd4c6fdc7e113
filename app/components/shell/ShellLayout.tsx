import { useLocation } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import type { ReactNode } from "react";
import { POLLING } from "../../../contract/limits/polling";
import type { AlarmSummary } from "../../../contract/alarms";
import { MonthlyExportProvider } from "~/features/session/monthly-export";
import { ALARMS_CHANGED_EVENT } from "~/features/notifications/live/alarm-events";
import { usePolled } from "~/features/session/polling";
import { isSubscriptionExpired } from "~/features/session/subscription";
import { alarmBadge } from "./alarm-badge";
import { AppShell } from "./AppShell";
import { accountBanners, Banners } from "./Banners";
import { InactivityLogout } from "./InactivityLogout";
import type { ShellData } from "./shell-data.server";
import { FirstLoginSplashIsland, TermsDialogIsland } from "./overlay-islands";

export const CURRENT_USER_POLL_PATH = "/portal/current-user";
export const ALARMS_POLL_PATH = "/portal/alarms-summary";

/**
 * The shell around every portal and admin page, with its live parts: the current user refreshed
 * every 15 s (subscription state, balance), the alarm summary every 60 s and whenever an alarm's
 * notification arrives, the inactivity logout.
 */
export function ShellLayout({ data, children }: { data: SerializeFrom<ShellData>; children: ReactNode }) {
  const location = useLocation();
  const user = usePolled(CURRENT_USER_POLL_PATH, POLLING.CURRENT_USER_MS, data.user);
  const alarms = usePolled<AlarmSummary | null>(
    ALARMS_POLL_PATH,
    POLLING.ALARM_SUMMARY_MS,
    data.alarms,
    data.pollAlarms,
    ALARMS_CHANGED_EVENT,
  );
  const expired = isSubscriptionExpired(user);
  const adminMode = data.mode === "admin";

  return (
    <MonthlyExportProvider>
      <InactivityLogout timeoutSeconds={data.sessionTimeoutSeconds} />
      <AppShell
        nav={data.nav}
        launchWizard={data.launchWizard}
        navHasAlarms={data.navHasAlarms}
        alarmBadge={alarmBadge(alarms)}
        user={user}
        adminMode={adminMode}
        wallet={data.walletVisible ? user.walletBalance : null}
        walletAlarm={data.walletVisible && user.paymentDetails.autoRechargeAlarm}
        help={data.help}
        unread={data.unread}
        avatar={data.avatar}
        notices={adminMode ? null : <Banners banners={accountBanners(user, expired)} />}
        overlays={
          <>
            {data.splash && <FirstLoginSplashIsland />}
            {!adminMode && user.termsUpdateRequired && (
              <TermsDialogIsland redirectTo={`${location.pathname}${location.search}`} />
            )}
          </>
        }
      >
        {children}
      </AppShell>
    </MonthlyExportProvider>
  );
}
