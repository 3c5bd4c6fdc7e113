/**
 * The embedded platform exactly as server.ts mounts it (createPlatform's router: every service, the
 * hub, the identity provider), on a temporary database holding the demo seed (small call history),
 * served on an ephemeral port, with a bearer token for every caller of the authorization tests:
 * the four demo users (signed in through POST /vaic/api/auth/login with their passwords), a member
 * of "Acme Voice" holding no role at all (docs/product.md#account-menu-gates "Users with no permissions"; every demo user
 * holds LIVEHUB_CALLS_READ), an operator holding every role (no demo user holds the admin SIP and
 * manual-number roles), a visitor without a token and a forger whose token is signed with another key.
 */
import express from "express";
import { SignJWT } from "jose";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ALL_ROLES, ROLES } from "../../../../contract/roles";
import { issueAccessToken } from "../../../../platform/auth/issue";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../../../../platform/auth/jwt";
import { createPlatform, type Platform } from "../../../../platform/index";
import { waitForJob } from "../../../../platform/jobs/exports";
import { DEMO_USERS, seed } from "../../../../platform/seed/index";
import { insertAccount, insertUser, listen } from "../helpers";

export const DEMO_CALLERS = ["admin", "owner", "trial", "viewer"] as const;
export const CALLERS = ["visitor", "forger", ...DEMO_CALLERS, "member", "operator"] as const;
export type Caller = (typeof CALLERS)[number];

export interface Answer {
  status: number;
  text: string;
  /** The parsed JSON body, or undefined. */
  json: unknown;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SeededPlatform {
  platform: Platform;
  base: string;
  /** Bearer token per caller; none for the visitor. */
  tokens: Record<Caller, string | undefined>;
  /** Roles per caller, as the platform stored them (the visitor and the forger hold none). */
  roles: Record<Caller, readonly string[]>;
  /** User and account id per signed-in caller. */
  users: Record<Exclude<Caller, "visitor" | "forger">, { id: string; accountId: string }>;
  /** Every account id and name, every user id and e-mail: what a refused answer must never contain. */
  secrets: string[];
  call(caller: Caller, method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** The status of every answer the platform gave, in order. */
  statuses: number[];
  /** Rows inserted, updated or deleted through the platform's connection since it opened. */
  totalChanges(): number;
  /** Settles every export job still queued or running (they write to the database in the background). */
  settleExports(): Promise<void>;
  close(): Promise<void>;
}

export async function startSeededPlatform(): Promise<SeededPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), "vc-authz-"));
  const platform = await createPlatform({
    dataDir,
    publicOrigin: "http://127.0.0.1:3000",
    accessTokenTtlSeconds: 900,
    simulate: false,
  });
  await seed(platform.db, { calls: 300 });
  const db = platform.db;

  const acmeId = db.prepare("SELECT account_id FROM users WHERE email = 'owner@example.com'").pluck().get() as string;
  const memberId = await insertUser(platform.ctx, { accountId: acmeId, email: "member@example.com", roles: [] });
  const operatorAccount = insertAccount(platform.ctx, { name: "Matrix Operators" });
  const operatorId = await insertUser(platform.ctx, {
    accountId: operatorAccount,
    email: "operator@example.com",
    roles: ALL_ROLES.filter((r) => r !== ROLES.UCAAS_USER),
  });

  const statuses: number[] = [];
  const app = express();
  app.use((_req, res, next) => {
    res.on("finish", () => statuses.push(res.statusCode));
    next();
  });
  app.use(platform.router);
  const server = await listen(app);
  const base = server.url;

  async function request(
    token: string | undefined,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  }

  const tokens = {} as Record<Caller, string | undefined>;
  tokens.visitor = undefined;
  for (const [i, who] of DEMO_CALLERS.entries()) {
    const demo = DEMO_USERS[i];
    if (!demo.email.startsWith(who)) throw new Error(`demo user ${i} is ${demo.email}, expected ${who}`);
    const answer = await request(undefined, "POST", "/vaic/api/auth/login", {
      body: { email: demo.email, password: demo.password },
    });
    if (answer.status !== 200) throw new Error(`sign-in of ${demo.email} answered ${answer.status}`);
    tokens[who] = (answer.json as { token: string }).token;
  }
  tokens.member = await issueAccessToken(platform.ctx, memberId);
  tokens.operator = await issueAccessToken(platform.ctx, operatorId);
  // The owner's claims, signed with a key the platform does not hold.
  const ownerRow = db.prepare("SELECT id, account_id FROM users WHERE email = 'owner@example.com'").get() as {
    id: string;
    account_id: string;
  };
  tokens.forger = await new SignJWT({
    accountId: ownerRow.account_id,
    email: "owner@example.com",
    role: [...ALL_ROLES],
    teamsOnlyMode: false,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(ownerRow.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime("15m")
    .sign(new TextEncoder().encode("not-the-platform-key-0123456789abcdef"));

  const userRow = (email: string) =>
    db.prepare("SELECT id, account_id AS accountId, roles FROM users WHERE email = ?").get(email) as {
      id: string;
      accountId: string;
      roles: string;
    };
  const users = {} as SeededPlatform["users"];
  const roles = { visitor: [], forger: [] } as unknown as Record<Caller, readonly string[]>;
  for (const who of [...DEMO_CALLERS, "member", "operator"] as const) {
    const row = userRow(`${who}@example.com`);
    users[who] = { id: row.id, accountId: row.accountId };
    roles[who] = JSON.parse(row.roles) as string[];
  }

  const secrets = [
    ...(db.prepare("SELECT id, name FROM accounts").all() as { id: string; name: string }[]).flatMap((a) => [
      a.id,
      a.name,
    ]),
    ...(db.prepare("SELECT id, email FROM users").all() as { id: string; email: string }[]).flatMap((u) => [
      u.id,
      u.email,
    ]),
  ];

  const changes = db.prepare("SELECT total_changes()").pluck();
  return {
    platform,
    base,
    tokens,
    roles,
    users,
    secrets,
    statuses,
    call: (caller, method, path, options) => request(tokens[caller], method, path, options),
    totalChanges: () => changes.get() as number,
    async settleExports() {
      const open = db
        .prepare("SELECT id FROM export_jobs WHERE status IN ('queued', 'running')")
        .pluck()
        .all() as string[];
      await Promise.all(open.map((id) => waitForJob(platform.ctx, id)));
    },
    async close() {
      await server.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
