import express from "express";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import { SERVICE_BASE_PATHS } from "../contract/servicePaths";
import type { PlatformContext } from "./context";
import { openDatabase, type Db } from "./db/database";
import { jsonErrorHandler } from "./http/errors";
import { createIdentityProvider } from "./idp/index";
import { seedIfEmpty, type SeedSummary } from "./seed/index";
import { seedAiConversations } from "./seed/aiChats";
import { createAlarmsRouter } from "./services/alarms/index";
import { createBillingRouter } from "./services/billing/index";
import { createBotsRouter } from "./services/bots/index";
import { createCampaignsRouter } from "./services/campaigns/index";
import { createHub, HUB_MOUNT_PATH } from "./services/hub/index";
import { createPhonesRouter } from "./services/phones/index";
import { createSipRouter } from "./services/sip/index";
import { createStatisticsRouter } from "./services/statistics/index";
import { createTeamsRouter } from "./services/teams/index";
import { createRoutingRouter } from "./services/routing/index";
import { startSetupRunner } from "./services/teams/provisioning";
import { TEAMS } from "../contract/limits/teams";
import { createWhatsAppRouter } from "./services/whatsapp/index";
import { createCacProfilesRouter } from "./services/sip/profiles";
import { createSipAdminSettingsRouter } from "./services/sip/adminSettings";
import { createManualNumberRouter } from "./services/phones/manualNumber";
import { createWizardsRouter } from "./services/phones/wizards";
import { createVaicRouter } from "./services/vaic/index";
import { createAiFrameworkRouter } from "./services/ai/index";
import { requireActiveSubscription } from "./money/subscription";
import { invoiceClosedMonths } from "./services/payments/monthlyInvoices";
import { startSimulator } from "./simulator/index";
import { recoverExportJobs } from "./jobs/exports";
import { createReportsRouter } from "./services/billing/reports";
import { createAccountBillingRouter } from "./services/payments/index";
import { TIME } from "../contract/limits/units";
import type { HelpLinkUrls } from "../contract/help-links";

/** Every REST base path of the platform (docs/product.md#base-paths): one list, in contract/, shared with the console. */
export { SERVICE_BASE_PATHS };

const REFRESH_TOKEN_TTL_SECONDS = 30 * TIME.DAY_SECONDS;
const REFRESH_REUSE_WINDOW_SECONDS = 10;

export interface PlatformOptions {
  dataDir: string;
  publicOrigin: string;
  accessTokenTtlSeconds: number;
  simulate: boolean;
  /** DNS servers of the SIP DNS verification (PLATFORM_DNS_SERVERS); unset: the system's. */
  dnsServers?: string[];
  /** Private addresses outbound requests may reach (PLATFORM_PRIVATE_URLS_ALLOWED); "*" for all. */
  privateUrlsAllowed?: string[];
  /** How long the simulated number provider takes to answer a purchase (PHONE_PROVIDER_STEP_MS). */
  phoneProviderStepMs?: number;
  /** How long a Teams connection's creation takes (default TEAMS.CONNECTION_SETUP_DEFAULT_SECONDS, at most 10 minutes). */
  teamsConnectionSetupSeconds?: number;
  /** The help menu's addresses of the base settings (PRODUCT_URL, DOCUMENTATION_URL, API_DOCUMENTATION_URL). */
  helpLinks?: Partial<HelpLinkUrls>;
  /** Seed the demo data when the database holds no account yet. */
  seedIfEmpty?: boolean;
  log?: (line: string) => void;
}

export interface Platform {
  /** Mount at the root of the server: it answers the service base paths and /idp only. */
  router: express.Router;
  ready: boolean;
  db: Db;
  ctx: PlatformContext;
  /** What the seed created on this start, or null when the database already held data. */
  seeded: SeedSummary | null;
  /** For the HTTP server's "upgrade" event (the notification hub's WebSockets): false when not the platform's. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Ends the real-time connections (clients are told to reconnect), so an HTTP drain need not wait for them. */
  closeRealtime(): Promise<void>;
  close(): Promise<void>;
}

/** The HMAC key of access tokens: 32 random bytes kept in the data folder, readable by the owner only. */
function loadOrCreateJwtSecret(file: string): Uint8Array {
  if (existsSync(file)) {
    const stored = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (stored.length >= 32) return new Uint8Array(stored);
  }
  const secret = randomBytes(32);
  writeFileSync(file, `${secret.toString("base64")}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new Uint8Array(secret);
}

/** Opens the database (running migrations), seeds when asked, and wires every service router. */
export async function createPlatform(opts: PlatformOptions): Promise<Platform> {
  const log = opts.log ?? (() => {});
  mkdirSync(opts.dataDir, { recursive: true });
  const db = openDatabase(join(opts.dataDir, "platform.sqlite"));

  const ctx: PlatformContext = {
    db,
    config: {
      dataDir: opts.dataDir,
      jwtSecret: loadOrCreateJwtSecret(join(opts.dataDir, "jwt-secret")),
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
      refreshReuseWindowSeconds: REFRESH_REUSE_WINDOW_SECONDS,
      publicOrigin: opts.publicOrigin,
      simulate: opts.simulate,
      dnsServers: opts.dnsServers,
      privateUrlsAllowed: opts.privateUrlsAllowed ?? [],
      phoneProviderStepMs: opts.phoneProviderStepMs,
      teamsConnectionSetupMs: (opts.teamsConnectionSetupSeconds ?? TEAMS.CONNECTION_SETUP_DEFAULT_SECONDS) * 1000,
      helpLinks: opts.helpLinks,
    },
    events: new EventEmitter(),
    now: () => Date.now(),
  };

  let seeded: SeedSummary | null = null;
  if (opts.seedIfEmpty) {
    const started = Date.now();
    seeded = await seedIfEmpty(db);
    // The demo conversations go through the engine, which needs the platform's context.
    if (seeded) await seedAiConversations(ctx);
    if (seeded) log(`[platform] seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // Months that closed while the platform was stopped (and the seed's past months) get their postpaid invoices.
  invoiceClosedMonths(ctx);

  const router = express.Router();
  // Jobs a killed server left running are failed and their partial files removed.
  recoverExportJobs(ctx);
  const idp = await createIdentityProvider(ctx);
  router.use(idp.mountPath, idp.app);
  // Before the vaic router: its JSON body parser would consume the hub's long-polling POST bodies.
  const hub = createHub(ctx, { log });
  router.use(HUB_MOUNT_PATH, hub.router);
  // docs/product.md#session-errors: a customer without an active subscription is refused the paid actions (401 x-subscriptions: false).
  router.use(requireActiveSubscription(ctx));
  router.use("/vaic/api", createVaicRouter(ctx));
  router.use("/billing/api", createBillingRouter(ctx));
  router.use("/billing/api", createReportsRouter(ctx));
  router.use("/billing/api", createAccountBillingRouter(ctx));
  router.use("/api/v1", createAlarmsRouter(ctx));
  router.use("/bots/api", createBotsRouter(ctx));
  router.use("/bots/api", createCampaignsRouter(ctx));
  router.use("/phones/api", createManualNumberRouter(ctx));
  router.use("/phones/api", createWizardsRouter(ctx));
  router.use("/phones/api", createPhonesRouter(ctx));
  router.use("/sip-connection/api", createWhatsAppRouter(ctx));
  router.use("/sip-connection/api", createCacProfilesRouter(ctx));
  router.use("/sip-connection/api", createSipAdminSettingsRouter(ctx));
  router.use("/sip-connection/api", createSipRouter(ctx));
  router.use("/teams/api", createTeamsRouter(ctx));
  router.use("/routing/api", createRoutingRouter(ctx));
  router.use("/statistics/api", createStatisticsRouter(ctx));
  router.use("/ai-framework-management/api/v1", createAiFrameworkRouter(ctx));
  // Anything else under a service path is a JSON 404, never the console's HTML page.
  router.use([...SERVICE_BASE_PATHS], (_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  router.use([...SERVICE_BASE_PATHS], jsonErrorHandler);

  const simulator = opts.simulate ? startSimulator(ctx) : null;
  // The simulator also drives the Teams connections' creations (issue 16: "the simulator drives the
  // provider and Teams lifecycles"), those a stopped platform left too (resumed, or failed past 10 minutes).
  const stopTeamsSetups = opts.simulate ? startSetupRunner(ctx, ctx.config.teamsConnectionSetupMs!) : () => {};
  if (simulator) log("[platform] call simulator running");

  const platform: Platform = {
    router,
    ready: true,
    db,
    ctx,
    seeded,
    upgrade: hub.upgrade,
    closeRealtime: () => hub.close(),
    async close() {
      if (!platform.ready) return;
      platform.ready = false;
      simulator?.stop();
      stopTeamsSetups();
      // Clients are told to reconnect before the database goes away.
      await hub.close();
      ctx.events.removeAllListeners();
      db.close();
    },
  };
  return platform;
}
