import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { adminLandingPath, visibleAdminNavigation } from "~/features/navigation/admin-landing";
import { avatarMenu, showWallet } from "~/features/navigation/avatar-menu";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { PORTAL_NAVIGATION, visibleNavigation, type NavEntry } from "~/features/navigation/tree";

const everything = () => true;
const paths = (entries: NavEntry[]) => entries.flatMap((e) => ("items" in e ? e.items.map((i) => i.path) : [e.path]));
const VIEWER = [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ];
const ADMIN = [...ADMIN_ROLES, ...OWNER_ROLES.filter((r) => r.endsWith("_READ"))];

describe("portal navigation", () => {
  it("shows the owner every screen of the spec, in the spec's order", () => {
    expect(paths(visibleNavigation(OWNER_ROLES, everything))).toEqual([
      "/portal/dashboard",
      "/portal/bots",
      "/portal/speech_services",
      "/portal/numbers",
      "/portal/sip_connections",
      "/portal/whatsapp_numbers",
      "/portal/teams_connections",
      "/portal/routing",
      "/portal/ai_framework/agents",
      "/portal/ai_framework/flows",
      "/portal/ai_framework/tools",
      "/portal/ai_framework/documents",
      "/portal/ai_framework/models",
      "/portal/ai_framework/post_call_analysis",
      "/portal/ai_framework/tests",
      "/portal/ai_framework/chat_history",
      "/portal/voice_translation",
      "/portal/campaigns",
      "/portal/call_history",
      "/portal/statistics",
      "/portal/alarms",
    ]);
  });

  it("shows the viewer only the dashboard, call history and statistics", () => {
    expect(paths(visibleNavigation(VIEWER, everything))).toEqual([
      "/portal/dashboard",
      "/portal/call_history",
      "/portal/statistics",
    ]);
  });

  it("gates SIP connections and WhatsApp numbers on SIP read, and drops a group left empty", () => {
    const nav = visibleNavigation([ROLES.SIPCONNECTIONS_READ], everything);
    expect(paths(nav)).toEqual(["/portal/dashboard", "/portal/sip_connections", "/portal/whatsapp_numbers"]);
    expect(nav.find((e) => e.id === "ai_agents")).toBeUndefined();
  });

  it("hides the dashboard from a user without any read role", () => {
    expect(paths(visibleNavigation([ROLES.BOTS_CREATE], everything))).toEqual([]);
  });

  it("lists only screens that are built", () => {
    expect(paths(visibleNavigation(OWNER_ROLES, (p) => p === "/portal/bots"))).toEqual(["/portal/bots"]);
  });

  it("names every entry with an i18n key", () => {
    const keys = PORTAL_NAVIGATION.flatMap((e) =>
      "items" in e ? [e.labelKey, ...e.items.map((i) => i.labelKey)] : [e.labelKey],
    );
    expect(keys.every((k) => k.startsWith("nav."))).toBe(true);
  });
});

describe("admin landing", () => {
  it("goes to accounts first when allowed", () => {
    expect(adminLandingPath(ADMIN, everything)).toBe("/admin/accounts");
  });

  it("follows the spec's order: numbers before SIP, calls before billing history before statistics", () => {
    expect(adminLandingPath([ROLES.ADMIN, ROLES.SIPCONNECTIONS_READ, ROLES.NUMBERS_READ], everything)).toBe(
      "/admin/numbers",
    );
    expect(adminLandingPath([ROLES.ADMIN, ROLES.STATISTICS_READ_READ, ROLES.CALLS_READ], everything)).toBe(
      "/admin/calls",
    );
    expect(
      adminLandingPath([ROLES.ADMIN, ROLES.STATISTICS_READ_READ, ROLES.ADMIN_BILLINGHISTORY_READ], everything),
    ).toBe("/admin/billingHistory");
    expect(adminLandingPath([ROLES.ADMIN, ROLES.ADMIN_SYSTEMSETTINGS_READ], everything)).toBe("/admin/systemSettings");
  });

  it("skips pages that are not built", () => {
    expect(adminLandingPath(ADMIN, (p) => p === "/admin/calls")).toBe("/admin/calls");
  });

  it("has no landing for a customer, however many read roles", () => {
    expect(adminLandingPath(OWNER_ROLES, everything)).toBeNull();
    expect(visibleAdminNavigation([ROLES.ADMIN], everything)).toEqual([]);
    expect(adminLandingPath([ROLES.ADMIN], everything)).toBeNull();
  });
});

describe("avatar menu and wallet", () => {
  const owner = { roles: OWNER_ROLES, accountType: "LiveHub", tid: null, subscription: "Essential Plan" };

  it("offers manage user unless the account is MSFT, has a tenant id or the user is a UCaaS user", () => {
    expect(avatarMenu(owner, false).manageUser).toBe(true);
    expect(avatarMenu({ ...owner, accountType: "MSFT" }, false).manageUser).toBe(false);
    expect(avatarMenu({ ...owner, tid: "t-1" }, false).manageUser).toBe(false);
    expect(avatarMenu({ ...owner, roles: [...OWNER_ROLES, ROLES.UCAAS_USER] }, false).manageUser).toBe(false);
    expect(avatarMenu({ ...owner, roles: [...OWNER_ROLES, ROLES.UCAAS_USER] }, false).switchAccount).toBe(false);
  });

  it("offers manage account to identity admins who are not on a trial, unless LIVEHUB admin", () => {
    expect(avatarMenu(owner, false).manageAccount).toBe(true);
    expect(avatarMenu({ ...owner, subscription: "Trial Plan" }, false).manageAccount).toBe(false);
    expect(
      avatarMenu({ ...owner, subscription: "Trial Plan", roles: [...OWNER_ROLES, ROLES.ADMIN] }, false).manageAccount,
    ).toBe(true);
    expect(avatarMenu({ ...owner, roles: VIEWER }, false).manageAccount).toBe(false);
  });

  it("shows the SaaS id for marketplace-origin accounts only", () => {
    expect(avatarMenu(owner, false).saasId).toBe(false);
    expect(avatarMenu({ ...owner, accountType: "MSFT" }, false).saasId).toBe(true);
  });

  it("needs billing read with add-credit for the wallet, hidden for marketplace accounts and in admin mode", () => {
    expect(showWallet(owner, false)).toBe(true);
    expect(showWallet({ ...owner, roles: [ROLES.BILLING_READ] }, false)).toBe(false);
    expect(showWallet({ ...owner, accountType: "MSFT" }, false)).toBe(false);
    expect(showWallet(owner, true)).toBe(false);
  });
});

describe("action gates inside screens (issue 7)", () => {
  const owner = [...OWNER_ROLES];
  const viewer = [ROLES.CALLS_READ, ROLES.STATISTICS_READ_READ];
  const readOnlyAdmin = [ROLES.ADMIN, ROLES.ADMIN_ACCOUNTS_READ, ROLES.SIPCONNECTIONS_READ, ROLES.TEAMS_READ];

  it("WhatsApp: the screen needs SIP read; view, create, edit and delete their own roles", () => {
    expect(pathAllows("/portal/whatsapp_numbers", owner)).toBe(true);
    expect(pathAllows("/portal/whatsapp_numbers/abc/delete", owner)).toBe(true);
    expect(pathAllows("/portal/whatsapp_numbers", viewer)).toBe(false);
    expect(pathAllows("/portal/whatsapp_numbers/abc", readOnlyAdmin)).toBe(true);
    for (const path of [
      "/portal/whatsapp_numbers/new",
      "/portal/whatsapp_numbers/abc/edit",
      "/portal/whatsapp_numbers/abc/delete",
      "/portal/whatsapp_numbers/abc/connect",
    ]) {
      expect(pathAllows(path, readOnlyAdmin), path).toBe(false);
    }
    expect(pathAllows("/portal/whatsapp_numbers/abc", [ROLES.SIPCONNECTIONS_READ])).toBe(false);
  });

  it("the wizards need the routing roles, the create-account wizard any signed-in user (its own gate)", () => {
    expect(pathAllows("/portal/wizards", viewer)).toBe(false);
    expect(pathAllows("/portal/wizards/bot-to-number/region", viewer)).toBe(false);
    expect(pathAllows("/portal/wizards/create-account", viewer)).toBe(true);
    expect(pathAllows("/portal/wizards/create-account/account", viewer)).toBe(true);
    expect(pathAllows("/portal/wizards/bot-to-number/region", owner)).toBe(true);
  });

  it("money dialogs need the admin billing role on top of the accounts screen", () => {
    expect(pathAllows("/admin/accounts", readOnlyAdmin)).toBe(true);
    expect(pathAllows("/admin/accounts/abc/charge", readOnlyAdmin)).toBe(false);
    expect(pathAllows("/admin/accounts/abc/credit", [...readOnlyAdmin, ROLES.ADMIN_BILLING])).toBe(true);
    expect(pathAllows("/admin/accounts/abc/charge", owner)).toBe(false);
  });

  it("admin SIP dialogs need the SIP update role on top of the SIP connections screen and the admin role", () => {
    const sipReader = [ROLES.ADMIN, ROLES.SIPCONNECTIONS_READ];
    expect(pathAllows("/admin/sipConnections", sipReader)).toBe(true);
    expect(pathAllows("/admin/sipConnections", [ROLES.ADMIN])).toBe(false);
    for (const dialog of ["cacProfile", "sbcOverride", "charge"]) {
      const path = `/admin/sipConnections/abc/${dialog}`;
      expect(pathAllows(path, sipReader), path).toBe(false);
      expect(pathAllows(path, [...sipReader, ROLES.SIPCONNECTIONS_UPDATE]), path).toBe(true);
      // A customer holding every SIP role is still no administrator.
      expect(pathAllows(path, owner), path).toBe(false);
    }
  });
});
