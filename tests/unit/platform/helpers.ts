/**
 * Test helpers for the embedded platform: a PlatformContext on a temporary database with a fixed
 * JWT secret and a controllable clock, rows for accounts and users, and an ephemeral HTTP server.
 */
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import type { Express } from "express";
import { OWNER_ROLES } from "../../../contract/roles";
import { hashPassword } from "../../../platform/auth/passwords";
import type { PlatformConfig, PlatformContext } from "../../../platform/context";
import { openDatabase } from "../../../platform/db/database";
import { TIME } from "../../../contract/limits/units";

export const TEST_JWT_SECRET = new TextEncoder().encode("test-only-jwt-secret-0123456789abcdef");

export interface TestContext {
  ctx: PlatformContext;
  /** Moves the platform clock (ctx.now) forward. */
  advance(seconds: number): void;
  /** Closes the database and deletes the temporary folder. */
  cleanup(): void;
}

export function createTestContext(config: Partial<PlatformConfig> = {}): TestContext {
  const dataDir = mkdtempSync(join(tmpdir(), "vc-platform-"));
  const db = openDatabase(join(dataDir, "db.sqlite"));
  let now = Date.now();
  const ctx: PlatformContext = {
    db,
    config: {
      dataDir,
      jwtSecret: TEST_JWT_SECRET,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * TIME.DAY_SECONDS,
      refreshReuseWindowSeconds: 10,
      publicOrigin: "http://127.0.0.1:3000",
      simulate: false,
      ...config,
    },
    events: new EventEmitter(),
    now: () => now,
  };
  return {
    ctx,
    advance: (seconds) => {
      now += seconds * 1000;
    },
    cleanup: () => {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface AccountFields {
  id?: string;
  name?: string;
  type?: string;
  status?: string;
  plan?: string;
  billingType?: string;
  balance?: number;
  connectivityProvider?: string;
}

/** Inserts an account (defaults: active Essential prepaid LiveHub account) and returns its id. */
export function insertAccount(ctx: PlatformContext, f: AccountFields = {}): string {
  const id = f.id ?? randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO accounts (id, name, type, status, plan, billing_type, balance, secret, connectivity_provider, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      f.name ?? `Account ${id.slice(0, 8)}`,
      f.type ?? "LiveHub",
      f.status ?? "active",
      f.plan ?? "Essential Plan",
      f.billingType ?? "Prepaid",
      f.balance ?? 100,
      randomUUID(),
      f.connectivityProvider ?? "System default",
      ctx.now(),
    );
  return id;
}

export interface UserFields {
  accountId: string;
  id?: string;
  email?: string;
  /** null = identity-service-only user without a password. */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  roles?: readonly string[];
  isActive?: boolean;
  termsAcceptedVersion?: number;
}

/** Inserts a user (defaults: active, every owner role, password "Passw0rd!x") and returns its id. */
export async function insertUser(ctx: PlatformContext, f: UserFields): Promise<string> {
  const id = f.id ?? randomUUID();
  const password = f.password === undefined ? "Passw0rd!x" : f.password;
  ctx.db
    .prepare(
      `INSERT INTO users (id, account_id, email, first_name, last_name, password_hash, roles, is_active, terms_accepted_version, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      f.accountId,
      f.email ?? `user-${id.slice(0, 8)}@example.com`,
      f.firstName ?? "Test",
      f.lastName ?? "User",
      password === null ? null : await hashPassword(password),
      JSON.stringify(f.roles ?? OWNER_ROLES),
      f.isActive === false ? 0 : 1,
      f.termsAcceptedVersion ?? 1,
      ctx.now(),
    );
  return id;
}

/** Starts `app` on an ephemeral port of 127.0.0.1. */
export async function listen(app: Express): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
