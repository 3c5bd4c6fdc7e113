/**
 * My account on the platform (issue 19): the REST API secret's one-hour overlap (the clock is
 * ctx.now), the user's details and password, the account and its settings, the trial upgrade and
 * extension, the asynchronous support-plan change, contact support into the outbox, switching account.
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MY_ACCOUNT } from "../../../contract/limits/my-account";
import { SESSION } from "../../../contract/limits/session";
import { SUPPORT_PLAN } from "../../../contract/limits/support-plan";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { ADMIN_ROLES, OWNER_ROLES, ROLES } from "../../../contract/roles";
import { verifyAccessToken } from "../../../platform/auth/jwt";
import { issueAccessToken } from "../../../platform/auth/issue";
import { createRefreshToken } from "../../../platform/auth/refreshTokens";
import { forwardAlarmByEmail, listOutbox } from "../../../platform/services/account/outbox";
import { settleSupportPlans, startOfNextMonth } from "../../../platform/services/account/supportPlans";
import { raiseAlarm } from "../../../platform/services/alarms/lifecycle";
import { createVaicRouter } from "../../../platform/services/vaic/index";
import { createTestContext, insertAccount, insertUser, listen, type TestContext } from "./helpers";

let t: TestContext;
let base: string;
let close: () => Promise<void>;
let acme: string;
let trial: string;
let ownerId: string;
type Who = "owner" | "viewer" | "trialOwner" | "admin";
const users: Record<Who, string> = { owner: "", viewer: "", trialOwner: "", admin: "" };
/** The tests move the clock by hours: each call gets a token fresh at the platform's now. */
const tokens = new Proxy({} as Record<Who, Promise<string>>, {
  get: (_, who: Who) => issueAccessToken(t.ctx, users[who]),
});

beforeAll(async () => {
  t = createTestContext();
  acme = insertAccount(t.ctx, { name: "Acme Voice" });
  trial = insertAccount(t.ctx, { name: "Trial Co", plan: "Trial Plan" });
  const adminAccount = insertAccount(t.ctx, { name: "Platform" });
  ownerId = await insertUser(t.ctx, { accountId: acme, email: "owner@acme.example", password: "Owner#2026x" });
  users.owner = ownerId;
  users.viewer = await insertUser(t.ctx, { accountId: acme, roles: [ROLES.CALLS_READ] });
  users.trialOwner = await insertUser(t.ctx, { accountId: trial, email: "owner@trial.example" });
  users.admin = await insertUser(t.ctx, { accountId: adminAccount, roles: [...ADMIN_ROLES] });
  const app = express();
  app.use("/vaic/api", createVaicRouter(t.ctx));
  const server = await listen(app);
  base = `${server.url}/vaic/api`;
  close = server.close;
});

afterAll(async () => {
  await close();
  t.cleanup();
});

async function call(
  method: string,
  path: string,
  tokenOf: Promise<string> | string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = await tokenOf;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const apiToken = (clientId: string, secret: string) =>
  call("POST", "/auth/token", null, { grant_type: "client_credentials", client_id: clientId, client_secret: secret });

describe("the REST API secret", () => {
  it("is read with SETTINGS_READ and refreshed with SETTINGS_UPDATE only", async () => {
    expect((await call("GET", "/Accounts/secret", tokens.viewer)).status).toBe(403);
    expect((await call("POST", "/Accounts/refreshSecret", tokens.viewer)).status).toBe(403);
    const read = await call("GET", "/Accounts/secret", tokens.owner);
    expect(read.status).toBe(200);
    expect(read.body.previousSecretValidUntil).toBeNull();
  });

  it("gives an access token for the account; after a refresh the old secret works for one hour, then not", async () => {
    const old = (await call("GET", "/Accounts/secret", tokens.owner)).body.secret as string;
    const before = await apiToken(acme, old);
    expect(before.status).toBe(200);
    const claims = await verifyAccessToken(t.ctx.config, before.body.token, t.ctx.now());
    expect(claims.ok && claims.claims.accountId).toBe(acme);

    const refreshedAt = t.ctx.now();
    const refreshed = await call("POST", "/Accounts/refreshSecret", tokens.owner);
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.body.secret as string;
    expect(fresh).not.toBe(old);
    expect(refreshed.body.previousSecretValidUntil).toBe(
      new Date(refreshedAt + SESSION.OLD_SECRET_GRACE_MS).toISOString(),
    );

    // Both within the hour.
    t.advance(SESSION.OLD_SECRET_GRACE_MS / 1000 - 1);
    expect((await apiToken(acme, old)).status).toBe(200);
    expect((await apiToken(acme, fresh)).status).toBe(200);
    // The hour is over: the old one is refused, the new one works, the page no longer names an end.
    t.advance(1);
    expect((await apiToken(acme, old)).status).toBe(401);
    expect((await apiToken(acme, fresh)).status).toBe(200);
    expect((await call("GET", "/Accounts/secret", tokens.owner)).body.previousSecretValidUntil).toBeNull();
  });

  it("refuses another account's secret, a wrong one, and a second refresh ends the first old secret at once", async () => {
    const first = (await call("GET", "/Accounts/secret", tokens.owner)).body.secret as string;
    expect((await apiToken(trial, first)).status).toBe(401);
    expect((await apiToken(acme, "wrong")).status).toBe(401);
    await call("POST", "/Accounts/refreshSecret", tokens.owner);
    await call("POST", "/Accounts/refreshSecret", tokens.owner);
    expect((await apiToken(acme, first)).status).toBe(401);
  });
});

describe("the user's details and password", () => {
  it("saves first and last name, e-mail and phone; a taken e-mail and a bad phone are refused on their fields", async () => {
    const ok = await call("PUT", "/Accounts/Current/user", tokens.owner, {
      firstName: "Ada",
      lastName: "King",
      email: "owner@acme.example",
      phone: "+44 20 7946 0000",
    });
    expect(ok.status).toBe(204);
    const me = await call("GET", "/Accounts/Current", tokens.owner);
    expect(me.body).toMatchObject({ firstName: "Ada", lastName: "King", phone: "+44 20 7946 0000" });
    const taken = await call("PUT", "/Accounts/Current/user", tokens.owner, {
      firstName: "Ada",
      lastName: "King",
      email: "owner@trial.example",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("email: validation_email_taken");
    const phone = await call("PUT", "/Accounts/Current/user", tokens.owner, {
      firstName: "Ada",
      lastName: "King",
      email: "owner@acme.example",
      phone: "call me",
    });
    expect(phone.body.message).toBe("phone: validation_phone_invalid");
  });

  it("changes the password after checking the current one; the new one signs in, the old one no longer", async () => {
    const wrong = await call("POST", "/Accounts/changepassword", tokens.owner, {
      currentPassword: "Nope#2026x",
      newPassword: "Newer#2026x",
      confirmPassword: "Newer#2026x",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("currentPassword: validation_current_password_wrong");
    const weak = await call("POST", "/Accounts/changepassword", tokens.owner, {
      currentPassword: "Owner#2026x",
      newPassword: "weakpassword",
      confirmPassword: "weakpassword",
    });
    expect(weak.body.message).toBe("newPassword: validation_password_rules");
    const ok = await call("POST", "/Accounts/changepassword", tokens.owner, {
      currentPassword: "Owner#2026x",
      newPassword: "Newer#2026x",
      confirmPassword: "Newer#2026x",
    });
    expect(ok.status).toBe(204);
    expect(
      (await call("POST", "/auth/login", null, { email: "owner@acme.example", password: "Newer#2026x" })).status,
    ).toBe(200);
    expect(
      (await call("POST", "/auth/login", null, { email: "owner@acme.example", password: "Owner#2026x" })).status,
    ).toBe(401);
  });
});

describe("the account and its settings", () => {
  it("keeps the name's and description's bounds (80 without semicolons, 200) and needs SETTINGS_UPDATE", async () => {
    expect((await call("PUT", "/Accounts/Current/account", tokens.viewer, { name: "X" })).status).toBe(403);
    expect(
      (
        await call("PUT", "/Accounts/Current/account", tokens.owner, {
          name: "a".repeat(80),
          description: "d".repeat(200),
        })
      ).status,
    ).toBe(204);
    expect((await call("PUT", "/Accounts/Current/account", tokens.owner, { name: "a".repeat(81) })).body.message).toBe(
      "name: validation_account_name",
    );
    expect((await call("PUT", "/Accounts/Current/account", tokens.owner, { name: "Acme; Voice" })).body.message).toBe(
      "name: validation_account_name",
    );
    expect(
      (await call("PUT", "/Accounts/Current/account", tokens.owner, { name: "Acme", description: "d".repeat(201) }))
        .body.message,
    ).toBe("description: validation_account_description");
    expect(
      (
        await call("PUT", "/Accounts/Current/account", tokens.owner, {
          name: "Acme Voice",
          description: "Our voice bots",
        })
      ).status,
    ).toBe(204);
    expect((await call("GET", "/Accounts/Current", tokens.owner)).body).toMatchObject({
      accountName: "Acme Voice",
      accountDescription: "Our voice bots",
    });
  });

  it("saves the settings; forwarding needs an address; transfer call is refused for a trial", async () => {
    const saved = await call("PUT", "/Accounts/Current/settings", tokens.owner, {
      nationalNumberFormat: true,
      clientMaxCallDurationMinutes: 60,
      shareAiLogs: true,
      forwardAlarmViaEmail: true,
      emailAddresses: ["noc@acme.example", "NOC@acme.example", "ops@acme.example"],
      transferCall: true,
    });
    expect(saved.status).toBe(204);
    expect((await call("GET", "/Accounts/Current", tokens.owner)).body).toMatchObject({
      nationalNumberFormat: true,
      clientMaxAccountCallDurationInMinutes: 60,
      shareAiLogs: true,
      forwardAlarmViaEmail: true,
      emailAddresses: ["noc@acme.example", "ops@acme.example"],
      transferCall: true,
    });
    expect(
      (
        await call("PUT", "/Accounts/Current/settings", tokens.owner, {
          forwardAlarmViaEmail: true,
          emailAddresses: [],
        })
      ).body.message,
    ).toBe("emailAddresses: validation_alarm_emails_required");
    expect(
      (await call("PUT", "/Accounts/Current/settings", tokens.owner, { clientMaxCallDurationMinutes: 35_792 })).body
        .message,
    ).toBe("clientMaxCallDurationMinutes: validation_max_call_duration");
    expect(
      (await call("PUT", "/Accounts/Current/settings", tokens.trialOwner, { transferCall: true })).body.message,
    ).toBe("transferCall: validation_transfer_trial");
  });

  it("bounds the maximum call duration by support's, and says the bound (the message's {{max}})", async () => {
    t.ctx.db.prepare("UPDATE accounts SET admin_max_call_duration_minutes = 120 WHERE id = ?").run(trial);
    try {
      for (const minutes of [0, 121]) {
        expect(
          (
            await call("PUT", "/Accounts/Current/settings", tokens.trialOwner, {
              clientMaxCallDurationMinutes: minutes,
            })
          ).body.message,
        ).toBe("clientMaxCallDurationMinutes: validation_call_duration_over_admin_max?max=120");
      }
      expect(
        (await call("PUT", "/Accounts/Current/settings", tokens.trialOwner, { clientMaxCallDurationMinutes: 120 }))
          .status,
      ).toBe(204);
    } finally {
      t.ctx.db.prepare("UPDATE accounts SET admin_max_call_duration_minutes = 0 WHERE id = ?").run(trial);
    }
  });

  it("forwards a raised alarm to the account's addresses through the outbox", () => {
    raiseAlarm(t.ctx, { accountId: acme, severity: "major", name: "ASR low", description: "ASR under 40 %" });
    const [mail] = listOutbox(t.ctx, { kind: "alarm_forward", accountId: acme });
    expect(mail).toMatchObject({ to: ["noc@acme.example", "ops@acme.example"], subject: "Alarm raised: ASR low" });
    expect(forwardAlarmByEmail(t.ctx, trial, "x", "y")).toBeNull();
  });
});

describe("the plan", () => {
  it("upgrades a trial to Essential once; an administrator extends a trial by 30 days", async () => {
    const other = insertAccount(t.ctx, { plan: "Trial Plan" });
    const before = t.ctx.now();
    t.ctx.db.prepare("UPDATE accounts SET trial_expires_at = ? WHERE id = ?").run(before + TIME.DAY_MS, other);
    expect((await call("POST", `/clients/${other}/ExtendTrial`, tokens.owner)).status).toBe(403);
    const extended = await call("POST", `/clients/${other}/ExtendTrial`, tokens.admin, undefined, {
      "idempotency-key": randomUUID(),
    });
    expect(extended.body.trialExpiresAt).toBe(
      new Date(before + TIME.DAY_MS + TRIAL.EXTENSION_DAYS * TIME.DAY_MS).toISOString(),
    );

    expect((await call("POST", "/Accounts/UpgradePlan", tokens.trialOwner)).status).toBe(204);
    expect((await call("GET", "/Accounts/Current", tokens.trialOwner)).body).toMatchObject({
      subscription: "Essential Plan",
      trialExpiresAt: null,
    });
    expect((await call("POST", "/Accounts/UpgradePlan", tokens.trialOwner)).status).toBe(409);
    t.ctx.db.prepare("UPDATE accounts SET plan = 'Trial Plan' WHERE id = ?").run(trial);
  });
});

describe("support plans", () => {
  afterEach(() => settleSupportPlans(t.ctx));

  it("processes a change asynchronously: pending, then the contract number and a notification", async () => {
    const prices = await call("GET", "/Accounts/SupportPlan/Prices", tokens.owner);
    expect(prices.body).toEqual([
      { plan: "Basic", monthlyPriceUsd: 0 },
      { plan: "Pro", monthlyPriceUsd: SUPPORT_PLAN.MONTHLY_PRICE_USD.Pro },
      { plan: "Premium", monthlyPriceUsd: SUPPORT_PLAN.MONTHLY_PRICE_USD.Premium },
    ]);
    expect((await call("POST", "/Accounts/SupportPlan", tokens.viewer, { plan: "Pro" })).status).toBe(403);
    const asked = await call("POST", "/Accounts/SupportPlan", tokens.owner, { plan: "Pro" });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ plan: "Basic", contractNumber: null, pending: { plan: "Pro" } });
    expect((await call("POST", "/Accounts/SupportPlan", tokens.owner, { plan: "Premium" })).body.message).toBe(
      "validation_support_plan_pending",
    );

    t.advance(SUPPORT_PLAN.PROCESSING_MS / 1000 - 1);
    expect((await call("GET", "/Accounts/SupportPlan", tokens.owner)).body.pending).not.toBeNull();
    t.advance(1);
    const done = await call("GET", "/Accounts/SupportPlan", tokens.owner);
    expect(done.body).toMatchObject({ plan: "Pro", pending: null, scheduled: null });
    expect(done.body.contractNumber).toMatch(/^SC-\d{4}-[0-9A-F]{8}$/);
    const notes = (await call("GET", "/notifications", tokens.owner)).body as { title: string; message: string }[];
    expect(notes.some((n) => n.title === "Support plan changed" && n.message.includes(done.body.contractNumber))).toBe(
      true,
    );
    expect((await call("POST", "/Accounts/SupportPlan", tokens.owner, { plan: "Pro" })).body.message).toBe(
      "validation_support_plan_unchanged",
    );
  });

  it("takes a cancellation into effect next month and says when", async () => {
    await call("POST", "/Accounts/SupportPlan", tokens.owner, { plan: "Basic" });
    t.advance(SUPPORT_PLAN.PROCESSING_MS / 1000);
    const processedAt = t.ctx.now();
    const scheduled = await call("GET", "/Accounts/SupportPlan", tokens.owner);
    const effective = startOfNextMonth(processedAt);
    expect(scheduled.body).toMatchObject({
      plan: "Pro",
      scheduled: { plan: "Basic", effectiveAt: new Date(effective).toISOString() },
    });
    t.advance((effective - processedAt) / 1000);
    const after = await call("GET", "/Accounts/SupportPlan", tokens.owner);
    expect(after.body).toMatchObject({ plan: "Basic", contractNumber: null, scheduled: null });
  });
});

describe("contact support and switching account", () => {
  it("puts a support request in the outbox, to the support address, replying to the user", async () => {
    expect(
      (await call("POST", "/Accounts/contactus", tokens.owner, { subject: "", message: "Help" })).body.message,
    ).toBe("subject: validation_field_required");
    expect(
      (
        await call("POST", "/Accounts/contactus", tokens.owner, {
          subject: "Numbers",
          message: "Please enable outbound",
        })
      ).status,
    ).toBe(202);
    const [mail] = listOutbox(t.ctx, { kind: "support_request", accountId: acme });
    expect(mail.replyTo).toBe("owner@acme.example");
    expect(mail.body).toContain("Please enable outbound");
  });

  it("lists the user's accounts and switches with a new token pair, keeping each account's roles", async () => {
    const joined = insertAccount(t.ctx, { name: "Beta Labs" });
    t.ctx.db
      .prepare("INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, ?, ?)")
      .run(ownerId, joined, JSON.stringify([ROLES.CALLS_READ]), t.ctx.now());
    const list = await call("GET", "/Accounts/Switch", tokens.owner);
    expect(list.body.accounts).toEqual([
      { id: acme, name: "Acme Voice", current: true },
      { id: joined, name: "Beta Labs", current: false },
    ]);
    expect((await call("POST", "/Accounts/Switch", tokens.owner, { accountId: trial })).body.message).toBe(
      "accountId: validation_switch_account",
    );
    const switched = await call("POST", "/Accounts/Switch", tokens.owner, { accountId: joined });
    expect(switched.status).toBe(200);
    const claims = await verifyAccessToken(t.ctx.config, switched.body.token, t.ctx.now());
    expect(claims.ok && claims.claims).toMatchObject({ accountId: joined, role: [ROLES.CALLS_READ] });
    expect(typeof switched.body.refresh_token).toBe("string");
    // And back: the owner's roles in Acme were kept.
    const back = await call("POST", "/Accounts/Switch", switched.body.token, { accountId: acme });
    const again = await verifyAccessToken(t.ctx.config, back.body.token, t.ctx.now());
    expect(again.ok && again.claims.role).toEqual([...OWNER_ROLES]);
  });

  it("a switch is the session's: its current user and refreshes stay in the chosen account, the user's other sessions in theirs", async () => {
    const joined = insertAccount(t.ctx, { name: "Gamma Works" });
    t.ctx.db
      .prepare("INSERT INTO account_memberships (user_id, account_id, roles, created_at) VALUES (?, ?, ?, ?)")
      .run(ownerId, joined, JSON.stringify([ROLES.CALLS_READ]), t.ctx.now());
    const other = createRefreshToken(t.ctx, ownerId, "password");
    const previous = createRefreshToken(t.ctx, ownerId, "password");
    const switched = await call("POST", "/Accounts/Switch", tokens.owner, {
      accountId: joined,
      refresh_token: previous,
    });
    const current = await call("GET", "/Accounts/Current", switched.body.token);
    expect(current.body).toMatchObject({ accountId: joined, accountName: "Gamma Works", roles: [ROLES.CALLS_READ] });
    expect(
      (await call("GET", "/Accounts/Switch", switched.body.token)).body.accounts.find(
        (a: { current: boolean }) => a.current,
      ).id,
    ).toBe(joined);
    // The session left is ended; its refresh token no longer works.
    expect(
      (await call("POST", "/auth/token", null, { grant_type: "refresh_token", refresh_token: previous })).status,
    ).toBe(401);

    const refreshed = await call("POST", "/auth/token", null, {
      grant_type: "refresh_token",
      refresh_token: switched.body.refresh_token,
    });
    const claims = await verifyAccessToken(t.ctx.config, refreshed.body.token, t.ctx.now());
    expect(claims.ok && claims.claims).toMatchObject({ accountId: joined, role: [ROLES.CALLS_READ] });

    // Another browser of the same user stays in Acme with the owner's roles, and so does a new sign-in.
    const elsewhere = await call("POST", "/auth/token", null, { grant_type: "refresh_token", refresh_token: other });
    expect((await call("GET", "/Accounts/Current", elsewhere.body.token)).body).toMatchObject({
      accountId: acme,
      accountName: "Acme Voice",
      roles: [...OWNER_ROLES],
    });
    const signedInAgain = await verifyAccessToken(t.ctx.config, await tokens.owner, t.ctx.now());
    expect(signedInAgain.ok && signedInAgain.claims.accountId).toBe(acme);

    // A membership taken away ends the switched session at its next refresh.
    t.ctx.db.prepare("DELETE FROM account_memberships WHERE user_id = ? AND account_id = ?").run(ownerId, joined);
    expect(
      (
        await call("POST", "/auth/token", null, {
          grant_type: "refresh_token",
          refresh_token: refreshed.body.refresh_token,
        })
      ).status,
    ).toBe(401);
  });
});

describe("password reset", () => {
  const linkOf = (to: string) => {
    const mail = listOutbox(t.ctx, { kind: "password_reset" }).find((m) => m.to.includes(to));
    return mail ? new URL(/https?:\/\/\S+/.exec(mail.body)![0]) : null;
  };
  const tokenOf = (to: string) => linkOf(to)?.searchParams.get("token") ?? "";
  const check = (token: string) => call("POST", "/Accounts/checkpasswordreset", null, { token });
  const reset = (token: string, password: string) => call("POST", "/Accounts/resetpassword", null, { token, password });
  const signIn = (email: string, password: string) => call("POST", "/auth/login", null, { email, password });

  it("mails a one-use link to the outbox; an unknown e-mail gets the same answer and no mail", async () => {
    const unknown = await call("POST", "/Accounts/requestpasswordreset", null, { email: "nobody@acme.example" });
    expect(unknown).toEqual({ status: 202, body: null });
    expect(listOutbox(t.ctx, { kind: "password_reset" })).toHaveLength(0);
    const known = await call("POST", "/Accounts/requestpasswordreset", null, { email: "owner@acme.example" });
    expect(known).toEqual(unknown);
    const link = linkOf("owner@acme.example")!;
    expect(`${link.origin}${link.pathname}`).toBe(`${t.ctx.config.publicOrigin.replace(/\/+$/, "")}/reset-password`);
    const token = tokenOf("owner@acme.example");
    // The stored token is a hash: the link's token is nowhere in the table.
    expect(JSON.stringify(t.ctx.db.prepare("SELECT * FROM password_resets").all())).not.toContain(token);
    expect((await check(token)).status).toBe(204);
    expect(await reset(token, "weak")).toEqual({
      status: 400,
      body: expect.objectContaining({ message: "password: validation_password_too_short" }),
    });
    expect((await reset(token, "nouppercase#1")).body.message).toBe("password: validation_password_rules");
    // A refused password uses nothing up.
    expect((await check(token)).status).toBe(204);
    expect((await reset(token, "Reset#2026x")).status).toBe(204);
    expect(await reset(token, "Again#2026x")).toEqual({
      status: 400,
      body: expect.objectContaining({ message: "token: validation_reset_link_invalid" }),
    });
    expect((await check(token)).body.message).toBe("token: validation_reset_link_invalid");
    expect((await signIn("owner@acme.example", "Reset#2026x")).status).toBe(200);
    expect((await signIn("owner@acme.example", "Owner#2026x")).status).toBe(401);
  });

  it("a link works until PASSWORD_RESET_TTL_MS has passed, not after", async () => {
    await insertUser(t.ctx, { accountId: acme, email: "late@acme.example", password: "Late#2026x" });
    await call("POST", "/Accounts/requestpasswordreset", null, { email: "late@acme.example" });
    const token = tokenOf("late@acme.example");
    t.advance(MY_ACCOUNT.PASSWORD_RESET_TTL_MS / 1000 - 1);
    expect((await check(token)).status).toBe(204);
    t.advance(1);
    expect((await check(token)).status).toBe(400);
    expect((await reset(token, "Late#2027x")).body.message).toBe("token: validation_reset_link_invalid");
    expect((await signIn("late@acme.example", "Late#2026x")).status).toBe(200);
  });

  it("a reset signs the user out everywhere and ends the user's other links; an unknown token changes nothing", async () => {
    const userId = await insertUser(t.ctx, { accountId: acme, email: "twice@acme.example", password: "Twice#2026x" });
    const session = await signIn("twice@acme.example", "Twice#2026x");
    await call("POST", "/Accounts/requestpasswordreset", null, { email: "twice@acme.example" });
    const first = tokenOf("twice@acme.example");
    await call("POST", "/Accounts/requestpasswordreset", null, { email: "twice@acme.example" });
    const second = tokenOf("twice@acme.example");
    expect(second).not.toBe(first);
    expect((await reset("not-a-token", "Twice#2027x")).status).toBe(400);
    expect((await reset(second, "Twice#2027x")).status).toBe(204);
    expect((await check(first)).status).toBe(400);
    expect(
      await call("POST", "/auth/token", null, {
        grant_type: "refresh_token",
        refresh_token: session.body.refresh_token,
      }),
    ).toMatchObject({ status: 401, body: { message: "Refresh token revoked" } });
    expect(
      t.ctx.db
        .prepare("SELECT COUNT(*) FROM password_resets WHERE user_id = ? AND used_at IS NULL")
        .pluck()
        .get(userId),
    ).toBe(0);
  });

  it("an inactive user gets no link", async () => {
    const userId = await insertUser(t.ctx, { accountId: acme, email: "gone@acme.example" });
    t.ctx.db.prepare("UPDATE users SET is_active = 0 WHERE id = ?").run(userId);
    expect((await call("POST", "/Accounts/requestpasswordreset", null, { email: "gone@acme.example" })).status).toBe(
      202,
    );
    expect(linkOf("gone@acme.example")).toBeNull();
  });

  it("requests are limited per e-mail (known or not) and per client address, as sign-ins are", async () => {
    for (const email of ["limit@acme.example", "owner@trial.example"]) {
      for (let i = 0; i < MY_ACCOUNT.PASSWORD_RESET_REQUESTS_PER_EMAIL; i++) {
        expect((await call("POST", "/Accounts/requestpasswordreset", null, { email })).status).toBe(202);
      }
      const held = await fetch(`${base}/Accounts/requestpasswordreset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      expect(held.status).toBe(429);
      expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await held.json()) as { message: string }).message).toMatch(
        /^Too many password-reset requests\. Try again in \d+ minutes?\.$/,
      );
    }
    // The trial owner's fifth request still mailed; the held-back sixth did not.
    expect(
      listOutbox(t.ctx, { kind: "password_reset" }).filter((m) => m.to.includes("owner@trial.example")),
    ).toHaveLength(MY_ACCOUNT.PASSWORD_RESET_REQUESTS_PER_EMAIL);
    let status = 202;
    for (let i = 0; status === 202 && i <= MY_ACCOUNT.PASSWORD_RESET_REQUESTS_PER_ADDRESS; i++) {
      status = (await call("POST", "/Accounts/requestpasswordreset", null, { email: `someone-${i}@acme.example` }))
        .status;
    }
    expect(status).toBe(429);
  });
});
