/**
 * The create-account wizard's loaders and actions against the embedded platform (issue 18; docs/product.md#wizards
 * "create-account", #current-user noIamAccount, #wizards "Closing the create-account wizard with no IAM account goes
 * to /error"): its own gate (any signed-in user but the UCaaS user role), the region from the base
 * settings, the account form's bounds on their fields, the new account signed in to, cancel, and a
 * user without an account of its own sent to it by the portal.
 */
import { http, passthrough } from "msw";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_ROLES, ROLES } from "../../../contract/roles";
import { WIZARDS_API } from "../../../contract/wire/wizards";
import { issueAccessToken } from "../../../platform/auth/issue";
import {
  cancelWizard,
  loadChooser,
  loadWizardStep,
  resumeWizard,
  wizardStepAction,
} from "../../../app/features/wizards/wizards.server";
import { loader as portalLoader } from "../../../app/routes/portal";
import {
  answerOf,
  consoleRequest,
  makeTestContext,
  mockPlatformServer,
  randomRefreshToken,
  sessionCookieFor,
} from "../../mocks/platform";
import { startSeededPlatform, type SeededPlatform } from "../platform/support/seeded-platform";

const server = mockPlatformServer();
const toEmbeddedPlatform = () => server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

let w: SeededPlatform;
const db = () => w.platform.db;
const KIND = "create-account";

beforeAll(async () => {
  toEmbeddedPlatform();
  w = await startSeededPlatform();
});

afterAll(async () => {
  await w?.settleExports();
  await w?.close();
});

interface Person {
  id: string;
  cookie: string;
  token: string;
}

/** A user of its own in the owner's account (the demo users stay as they are). */
async function person(roles: readonly string[], noIamAccount = false): Promise<Person> {
  const id = randomUUID();
  db()
    .prepare(
      `INSERT INTO users (id, account_id, email, first_name, last_name, roles, is_active, no_iam_account, terms_accepted_version, created_at)
       VALUES (?, ?, ?, 'Wiz', 'Ard', ?, 1, ?, 1, ?)`,
    )
    .run(
      id,
      w.users.owner.accountId,
      `wizard-${id.slice(0, 8)}@example.com`,
      JSON.stringify(roles),
      noIamAccount ? 1 : 0,
      Date.now(),
    );
  const token = await issueAccessToken(w.platform.ctx, id);
  return {
    id,
    token,
    cookie: await sessionCookieFor({ token, refreshToken: randomRefreshToken(), source: "password" }),
  };
}

const context = () => makeTestContext({ platformBaseUrl: w.base });
const get = (p: Person, path: string) => consoleRequest(path, { cookie: p.cookie });
const post = (p: Person, path: string, form: Record<string, string>) =>
  consoleRequest(path, {
    cookie: p.cookie,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });

const location = (r: Response) => r.headers.get("Location");
const step = (id: string) => `/portal/wizards/${KIND}/${id}`;
const load = (p: Person, id: string) => answerOf(loadWizardStep(get(p, step(id)), context(), KIND, id));
const act = (p: Person, id: string, form: Record<string, string>) =>
  answerOf(wizardStepAction(post(p, step(id), form), context(), KIND, id));
const cancel = (p: Person) =>
  answerOf(cancelWizard(post(p, `/portal/wizards/${KIND}`, { intent: "cancel" }), context(), KIND));
const accountOf = (p: Person) => db().prepare("SELECT account_id FROM users WHERE id = ?").pluck().get(p.id) as string;
const accounts = () => db().prepare("SELECT COUNT(*) FROM accounts").pluck().get() as number;

describe("the create-account wizard", () => {
  it("is offered in the chooser beside the switch-account entry, and launches at the region", async () => {
    toEmbeddedPlatform();
    const owner = await person(OWNER_ROLES);
    const chooser = (await (await answerOf(loadChooser(get(owner, "/portal/wizards"), context()))).json()) as {
      wizards: { kind: string }[];
      links: { id: string; href: string }[];
    };
    expect(chooser.wizards.map((x) => x.kind)).toContain(KIND);
    expect(chooser.links).toEqual([{ id: "switch-account", href: "/portal/switch_account" }]);
    expect(location(await answerOf(resumeWizard(get(owner, `/portal/wizards/${KIND}`), context(), KIND)))).toBe(
      step("region"),
    );
    expect(location(await load(owner, "account"))).toBe(step("region"));
  });

  it("takes a user without the routing roles (its own gate), the region from the base settings; not the UCaaS user role", async () => {
    toEmbeddedPlatform();
    const viewer = await person([ROLES.CALLS_READ]);
    const page = (await (await load(viewer, "region")).json()) as { regions: { regionId: string }[] };
    expect(page.regions.map((r) => r.regionId)).toContain("eu-west");
    expect((await act(viewer, "region", { regionId: "mars" })).status).toBe(400);
    expect(location(await act(viewer, "region", { regionId: "eu-west" }))).toBe(step("account"));
    // Cancel: the chooser is not the viewer's (routing roles), so the dashboard.
    expect(location(await cancel(viewer))).toBe("/portal/dashboard");

    const ucaas = await person([ROLES.UCAAS_USER, ROLES.CALLS_READ]);
    expect((await load(ucaas, "region")).status).toBe(403);
    expect((await act(ucaas, "region", { regionId: "eu-west" })).status).toBe(403);
    const chooser = (await (
      await answerOf(loadChooser(get(await person([...OWNER_ROLES, ROLES.UCAAS_USER]), "/portal/wizards"), context()))
    ).json()) as {
      wizards: { kind: string }[];
      links: unknown[];
    };
    expect(chooser.wizards.map((x) => x.kind)).not.toContain(KIND);
    expect(chooser.links).toEqual([]);
  });

  it("refuses the account form's bounds on their fields, keeping what was typed, and creates nothing", async () => {
    toEmbeddedPlatform();
    const owner = await person(OWNER_ROLES);
    await act(owner, "region", { regionId: "eu-west" });
    const before = accounts();
    const refused = async (form: Record<string, string>, field: string, key: string) => {
      const r = await act(owner, "account", form);
      expect(r.status).toBe(400);
      const body = (await r.json()) as { error: Record<string, string[]>; initialValue: Record<string, string> };
      expect(body.error[field]).toEqual([key]);
      expect(body.initialValue.name).toBe(form.name);
    };
    await refused({ name: "x".repeat(81) }, "name", "validation_account_name");
    await refused({ name: "semi;colon" }, "name", "validation_account_name");
    await refused({ name: "Fine", description: "d".repeat(201) }, "description", "validation_account_description");
    expect(accounts()).toBe(before);
  });

  it("creates the account in the region, signs in to it (the dashboard, a success toast) and forgets the draft", async () => {
    toEmbeddedPlatform();
    const owner = await person(OWNER_ROLES);
    const old = accountOf(owner);
    await act(owner, "region", { regionId: "eu-west" });
    const done = await act(owner, "account", { name: "n".repeat(80), description: "d".repeat(200) });
    expect(done.status).toBe(302);
    expect(location(done)).toBe("/portal/dashboard");
    expect(done.headers.get("Set-Cookie")).toBeTruthy();
    const now = db().prepare("SELECT id FROM accounts WHERE name = ?").pluck().get("n".repeat(80)) as string;
    expect(db().prepare("SELECT name, region_id AS regionId, plan FROM accounts WHERE id = ?").get(now)).toEqual({
      name: "n".repeat(80),
      regionId: "eu-west",
      plan: "Trial Plan",
    });
    // The new account is this session's (the session cookie's token pair); the user's own account stays.
    expect(
      JSON.parse(
        db()
          .prepare("SELECT roles FROM account_memberships WHERE user_id = ? AND account_id = ?")
          .pluck()
          .get(owner.id, now) as string,
      ),
    ).toEqual([...OWNER_ROLES]);
    expect(accountOf(owner)).toBe(old);
    // The draft of the account left is gone (asked with the old session's token, still the old account's).
    const draft = await fetch(`${w.base}${WIZARDS_API.draft(KIND)}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(draft.status).toBe(404);
  });

  it("a platform refusal is kept on the step (Teams-only mode is blocked before)", async () => {
    toEmbeddedPlatform();
    const owner = await person(OWNER_ROLES);
    await act(owner, "region", { regionId: "eu-west" });
    // One account more than a user may belong to: the platform's answer, on the form.
    const insert = db().prepare(
      "INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, '[]', ?)",
    );
    const others = db()
      .prepare("SELECT id FROM accounts WHERE id <> ? AND deleted_at IS NULL LIMIT 25")
      .pluck()
      .all(accountOf(owner)) as string[];
    for (const id of others) insert.run(owner.id, id, Date.now());
    const r = await act(owner, "account", { name: "One Too Many" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(await r.json())).toContain("validation_accounts_per_user_max");
    const page = (await (await load(owner, "account")).json()) as {
      failure: { step: string; messages: string[] } | null;
    };
    expect(page.failure?.step).toBe("account");
  });

  it("sends a user without an account of its own to the wizard, lets it create one though the subscription is inactive, and its cancel goes to /error", async () => {
    toEmbeddedPlatform();
    const lost = await person([], true);
    const portal = await answerOf(
      portalLoader({ request: get(lost, "/portal/dashboard"), context: context(), params: {} }),
    );
    expect(location(portal)).toBe(`/portal/wizards/${KIND}`);
    expect(location(await cancel(lost))).toBe("/error?reason=warning_no_account_assigned");

    const account = accountOf(lost);
    db().prepare("UPDATE accounts SET status = 'inactive' WHERE id = ?").run(account);
    try {
      expect(location(await act(lost, "region", { regionId: "eu-west" }))).toBe(step("account"));
      const done = await act(lost, "account", { name: "My Own Account" });
      expect(location(done)).toBe("/portal/dashboard");
      expect(db().prepare("SELECT no_iam_account FROM users WHERE id = ?").pluck().get(lost.id)).toBe(0);
    } finally {
      db().prepare("UPDATE accounts SET status = 'active' WHERE id = ?").run(account);
    }
  });
});
