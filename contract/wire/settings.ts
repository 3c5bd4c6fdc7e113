/** Settings, version and region wire shapes (spec 000 §3 "Region", §7 "Basic settings", "GET version"). */
import { z } from "zod";

/** 000 §3 / 001 §3 "Region: regionId, regionName". */
export const RegionSchema = z.object({ regionId: z.string(), regionName: z.string() });
export type Region = z.infer<typeof RegionSchema>;

/** 000 §9 "MOS thresholds (poor to fair, fair to good)". */
export const MosThresholdsSchema = z.object({ poorToFair: z.number(), fairToGood: z.number() });

/**
 * GET /vaic/api/Settings/baseSettings, no login (000 §7: "regionsSettings, registrationEnabled, session
 * timeout, DNS TXT regex, MOS thresholds, brand settings and third-party widget identifiers").
 */
export const BaseSettingsSchema = z.object({
  regionsSettings: z.array(RegionSchema),
  registrationEnabled: z.boolean(),
  sessionTimeoutSeconds: z.number().int().nonnegative(),
  dnsTxtRegex: z.string(),
  mosThresholds: MosThresholdsSchema,
  brand: z
    .object({
      name: z.string(),
      productUrl: z.string().optional(),
      documentationUrl: z.string().optional(),
      apiDocumentationUrl: z.string().optional(),
      supportEmail: z.string().optional(),
    })
    .passthrough(),
  widgets: z
    .object({
      chatSupportEnabled: z.boolean(),
      chatSupportId: z.string().optional(),
    })
    .passthrough(),
  termsVersion: z.number().int(),
});
export type BaseSettings = z.infer<typeof BaseSettingsSchema>;

/** GET /vaic/api/Settings/clientSettings, after login (000 §7 "clientSettings.connectivityProvider"). */
export const ClientSettingsSchema = z.object({ connectivityProvider: z.string() });
export type ClientSettings = z.infer<typeof ClientSettingsSchema>;

/** GET /vaic/api/version. */
export const VersionSchema = z.object({ version: z.string(), build: z.string().optional() });
export type Version = z.infer<typeof VersionSchema>;

/** 001 §3 "Call-limit profile: profileId and display". */
export const CacProfileSchema = z.object({ profileId: z.string(), display: z.string() });
export type CacProfile = z.infer<typeof CacProfileSchema>;
