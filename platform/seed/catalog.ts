import type { Db } from "../db/database";
import { DEFAULT_MOS_THRESHOLDS } from "../metrics/mosThresholds";

/** Platform-wide reference data: regions, call-limit profiles and settings. */

export const REGIONS = [
  { region_id: "eu-west", region_name: "Europe (West)" },
  { region_id: "us-east", region_name: "US (East)" },
  { region_id: "ap-southeast", region_name: "Asia Pacific" },
] as const;

export type RegionId = (typeof REGIONS)[number]["region_id"];

export const CAC_PROFILES = [
  { profile_id: "unlimited", display: "Unlimited", max_concurrent_calls: null, is_default: 1 },
  { profile_id: "cac-10", display: "10 concurrent calls", max_concurrent_calls: 10, is_default: 0 },
  { profile_id: "cac-50", display: "50 concurrent calls", max_concurrent_calls: 50, is_default: 0 },
  { profile_id: "cac-100", display: "100 concurrent calls", max_concurrent_calls: 100, is_default: 0 },
] as const;

/**
 * Settings rows (key -> JSON value). Keys other modules read: mosThresholds,
 * sessionTimeoutSeconds, registrationEnabled, termsVersion, brandName, dnsTxtRegex,
 * systemMaxBotsCount.
 */
export const SETTINGS: Record<string, unknown> = {
  mosThresholds: DEFAULT_MOS_THRESHOLDS,
  sessionTimeoutSeconds: 900,
  registrationEnabled: true,
  termsVersion: 1,
  brandName: "Voice Console",
  dnsTxtRegex: "^voiceconsole-verification=[0-9a-f]{32}$",
  systemMaxBotsCount: 20,
};

/** Idempotent: rows that exist already (another module wrote them) are kept. */
export function seedCatalog(db: Db): void {
  const region = db.prepare("INSERT OR IGNORE INTO regions (region_id, region_name) VALUES (@region_id, @region_name)");
  for (const r of REGIONS) region.run(r);
  const cac = db.prepare(
    "INSERT OR IGNORE INTO cac_profiles (profile_id, display, max_concurrent_calls, is_default) VALUES (@profile_id, @display, @max_concurrent_calls, @is_default)",
  );
  for (const p of CAC_PROFILES) cac.run(p);
  const setting = db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)");
  for (const [key, value] of Object.entries(SETTINGS)) setting.run(key, JSON.stringify(value));
}
