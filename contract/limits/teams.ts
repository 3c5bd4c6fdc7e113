import { MINUTE_MS } from "./units";

/** Teams (docs/product.md#timing). */
export const TEAMS = {
  /** docs/product.md#timing "Teams connection creation: up to 10 minutes" */
  CONNECTION_CREATION_MAX_MS: 10 * MINUTE_MS,
  /** not in the spec (platform choice): how long a connection's creation takes by default (TEAMS_CONNECTION_SETUP_SECONDS) */
  CONNECTION_SETUP_DEFAULT_SECONDS: 60,
  /** not in the spec (platform choice): the shortest configurable creation, so the steps stay visible */
  CONNECTION_SETUP_MIN_SECONDS: 1,
  /** docs/product.md#timing "up to 10 minutes": the longest configurable creation */
  CONNECTION_SETUP_MAX_SECONDS: 600,
  /** not in the spec (like docs/product.md#sip-connections SIP "Connection name is required, max 40 characters") */
  CONNECTION_NAME_MAX: 40,
  /** not in the spec (platform choice): tenants an account may connect */
  TENANTS_PER_ACCOUNT: 10,
  /** a DNS name: at most 253 characters (RFC 1035) */
  TENANT_DOMAIN_MAX: 253,
  /** an e-mail address: at most 254 characters (RFC 5321) */
  ACTIVATION_EMAIL_MAX: 254,
  /** the 0-based steps of a creation (platform/services/teams/provisioning.ts) */
  CONNECTION_SETUP_STEPS: 4,
} as const;
