import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { loadDashboard } from "../../../app/features/dashboard/dashboard.server";
import { DASHBOARD_SUMMARY_PATH } from "../../../app/services/dashboard.server";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

/** The dashboard's getting started (docs/features/shell.md "Getting started"): shown until the account has set something up. */

const server = mockPlatformServer();

async function dashboardWith(summary: object, roles: readonly string[] = OWNER_ROLES) {
  const { handlers, cookie } = await signedInAs(roles);
  server.use(
    ...handlers,
    http.get(`${PLATFORM}${DASHBOARD_SUMMARY_PATH}`, () => HttpResponse.json(summary)),
  );
  return loadDashboard(consoleRequest("/portal/dashboard", { cookie }), makeTestContext());
}

const EMPTY = { bots: 0, numbers: 0, sipConnections: 0, whatsappNumbers: 0, teamsConnections: 0 };

describe("the dashboard's getting started", () => {
  it("shows while the account has no bot and no channel, each step linked to the screen that does it", async () => {
    const data = await dashboardWith({ ...EMPTY, calls24h: { total: 0, successful: 0 } });
    expect(data.nothingSetUp).toBe(true);
    expect(data.steps).toEqual([
      { key: "step_bot", href: "/portal/bots/new" },
      { key: "step_channel", href: "/portal/numbers" },
      { key: "step_route", href: "/portal/wizards" },
    ]);
  });

  it("goes once one bot or one channel is set up", async () => {
    expect((await dashboardWith({ ...EMPTY, bots: 1 })).nothingSetUp).toBe(false);
    expect((await dashboardWith({ ...EMPTY, whatsappNumbers: 1 })).nothingSetUp).toBe(false);
  });

  it("links no step the roles refuse, and says nothing when no count is readable", async () => {
    const viewer = await dashboardWith({ bots: 0 }, [ROLES.BOTS_READ]);
    expect(viewer.steps.every((step) => step.href === null)).toBe(true);
    expect((await dashboardWith({}, [ROLES.BOTS_READ])).nothingSetUp).toBe(false);
  });
});
