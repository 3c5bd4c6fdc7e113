import { redirect, type AppLoadContext } from "@remix-run/node";
import { hasRoles, isPlatformAdmin, ROLES } from "../../../contract/roles";
import type { AlarmSummary } from "../../../contract/alarms";
import { isSafeHelpUrl } from "../../../contract/help-links";
import type { SignedIn } from "~/auth/guards.server";
import { requireUser } from "~/auth/guards.server";
import { LOGIN_PATH, loginRedirectFor } from "~/auth/redirect";
import { baseSettingsOf } from "~/services/settings.server";
import { ACCOUNT_GATES, allows, WIZARDS_GATE, WIZARDS_PATH } from "~/features/navigation/gates";
import { avatarMenu, showWallet } from "~/features/navigation/avatar-menu";
import { isBuilt, visibleNavigation, type NavEntry } from "~/features/navigation/tree";
import { visibleAdminNavigation } from "~/features/navigation/admin-landing";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { effectiveTimeoutSeconds } from "~/features/session/inactivity";
import { fetchAlarmSummary } from "~/services/alarms.server";
import { listNotifications, unreadCount } from "~/services/notifications.server";
import { isPlatformError } from "~/services/platform.server";
import type { AvatarEntries } from "./AvatarMenu";
import type { HelpLinks } from "./HelpMenu";
import { ALARMS_NAV_ID } from "./SideNav";

/** A help menu address of the settings, or null when absent or not an http(s) URL or same-origin path. */
const helpUrl = (value: string | undefined): string | null => (isSafeHelpUrl(value) ? value : null);

/** Shown once per browser session: the first-login splash marks itself with this cookie. */
export const SPLASH_COOKIE = "__vc_splash_shown";

export type ShellMode = "portal" | "admin";

/** What portal.tsx and admin.tsx hand their shell. */
export interface ShellData {
  mode: ShellMode;
  user: SignedIn["user"];
  nav: NavEntry[];
  navHasAlarms: boolean;
  avatar: AvatarEntries;
  walletVisible: boolean;
  /** null: not allowed (no LIVEHUB_ALARMS_READ), admin mode, or the service failed. */
  alarms: AlarmSummary | null;
  pollAlarms: boolean;
  unread: number | null;
  help: HelpLinks;
  sessionTimeoutSeconds: number;
  splash: boolean;
  /** The launch-wizard button's target (the wizard chooser), or null: admin mode, or not the wizards' roles. */
  launchWizard: string | null;
}

/** The value of a call the shell can live without: null when the platform fails (redirects still win). */
async function optional<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.status !== 404) console.warn(`[shell] ${what} unavailable (${error.status})`);
    return null;
  }
}

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Everything the header, navigation and banners need, fetched in parallel. Headers carry the
 * splash cookie when the splash shows.
 */
export async function loadShellData(
  request: Request,
  context: AppLoadContext,
  { user, api }: SignedIn,
  mode: ShellMode,
): Promise<{ data: ShellData; headers: Headers }> {
  const adminMode = mode === "admin";
  const canAlarms = !adminMode && hasRoles(user.roles, [ROLES.ALARMS_READ]);
  const [alarms, notifications, settings] = await Promise.all([
    canAlarms ? optional(fetchAlarmSummary(api), "alarm summary") : Promise.resolve(null),
    optional(listNotifications(api), "notifications"),
    baseSettingsOf(context, request),
  ]);

  const nav: NavEntry[] = adminMode ? visibleAdminNavigation(user.roles) : visibleNavigation(user.roles);
  const navHasAlarms =
    !adminMode &&
    nav.some((e) => ("items" in e ? e.items.some((i) => i.id === ALARMS_NAV_ID) : e.id === ALARMS_NAV_ID));
  const menu = avatarMenu(user, adminMode);
  const brand = settings?.brand;
  const supportPlansAllowed =
    !adminMode && isBuilt(PORTAL_SCREENS.supportPlans) && allows(ACCOUNT_GATES.supportPlans, user.roles);

  const headers = new Headers();
  const splash = !adminMode && user.isNewAccountCreated && !hasCookie(request, SPLASH_COOKIE);
  if (splash) {
    const secure = context.secureCookies ? "; Secure" : "";
    headers.append("Set-Cookie", `${SPLASH_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }

  return {
    headers,
    data: {
      mode,
      user,
      nav,
      navHasAlarms,
      avatar: {
        saasId: menu.saasId,
        billing: menu.billing,
        settings: menu.settings,
        administration: !adminMode && isPlatformAdmin(user.roles),
        customerPortal: adminMode,
        sendNotification: adminMode,
        editUser: !adminMode && menu.manageUser && menu.settings,
        manageAccount: !adminMode && menu.manageAccount,
        switchAccount: !adminMode && menu.switchAccount,
      },
      walletVisible: showWallet(user, adminMode),
      alarms,
      pollAlarms: canAlarms,
      unread: notifications ? unreadCount(notifications) : null,
      help: {
        // docs/product.md#header "Help menu": the platform's addresses, only as http(s) URLs or same-origin paths.
        productUrl: helpUrl(brand?.productUrl),
        documentationUrl: helpUrl(brand?.documentationUrl),
        apiDocumentationUrl: helpUrl(brand?.apiDocumentationUrl),
        supportEmail: user.supportEmailAddress ?? brand?.supportEmail ?? null,
        supportPlansPath: supportPlansAllowed ? PORTAL_SCREENS.supportPlans : null,
        contactSupportPath: adminMode ? null : "/portal/contact_support",
      },
      sessionTimeoutSeconds: effectiveTimeoutSeconds(settings?.sessionTimeoutSeconds),
      splash,
      launchWizard: !adminMode && isBuilt(WIZARDS_PATH) && allows(WIZARDS_GATE, user.roles) ? WIZARDS_PATH : null,
    },
  };
}

/**
 * requireUser for the polling resource routes: a session that ended sends the browser to sign-in,
 * remembering the page it was on (the Referer), never the resource route itself.
 */
export async function requireUserForPolling(request: Request, context: AppLoadContext): Promise<SignedIn> {
  try {
    return await requireUser(request, context);
  } catch (error) {
    const location = error instanceof Response ? error.headers.get("Location") : null;
    if (location?.startsWith(LOGIN_PATH)) {
      const referer = request.headers.get("Referer");
      const sameSite = referer && URL.canParse(referer) && new URL(referer).origin === new URL(request.url).origin;
      throw redirect(sameSite ? loginRedirectFor(referer) : LOGIN_PATH);
    }
    throw error;
  }
}
