import { type EventEmitter } from "node:events";
import type { HelpLinkUrls } from "../contract/help-links";
import type { Db } from "./db/database";

/** Settings of the embedded platform, derived from the server's validated configuration. */
export interface PlatformConfig {
  /** Folder holding the database and export files. */
  dataDir: string;
  /** HMAC key for access tokens (kept in dataDir, never in the repo). */
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token is still accepted, so parallel refreshes all succeed. */
  refreshReuseWindowSeconds: number;
  /** Public origin of the server (http://localhost:3000); the identity provider's issuer lives below it. */
  publicOrigin: string;
  /** Run the call-traffic simulator. */
  simulate: boolean;
  /** DNS servers ("ip" or "ip:port") the SIP DNS verification asks; unset or empty: the system's. */
  dnsServers?: string[];
  /** Private addresses the AI framework's outbound requests may reach ("*": all; docs/security.md#outbound-requests). */
  privateUrlsAllowed?: string[];
  /** How long the simulated number provider takes to answer a purchase (PHONE_PROVIDER_STEP_MS); its default when absent. */
  phoneProviderStepMs?: number;
  /** How long a Teams connection's creation takes (TEAMS_CONNECTION_SETUP_SECONDS; default TEAMS.CONNECTION_SETUP_DEFAULT_SECONDS). */
  teamsConnectionSetupMs?: number;
  /** The help menu's addresses the server's configuration sets (PRODUCT_URL...); the console's own pages otherwise. */
  helpLinks?: Partial<HelpLinkUrls>;
}

/** Events inside the platform (notifications created, deleted...) that the hub fans out. */
export type PlatformEvents = EventEmitter;

/** What every platform module receives: the database, the settings and a clock. */
export interface PlatformContext {
  db: Db;
  config: PlatformConfig;
  events: PlatformEvents;
  /** Current time in epoch ms; tests replace it. */
  now: () => number;
}
