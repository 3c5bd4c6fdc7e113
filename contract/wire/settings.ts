/** Settings, version and region wire shapes (docs/product.md#regions-and-lookups "Region", #session-calls "Basic settings", "GET version"). */
import { z } from "zod";

/** docs/product.md#entities / #regions-and-lookups "Region: regionId, regionName". */
export const RegionSchema = z.object({ regionId: z.string(), regionName: z.string() });
export type Region = z.infer<typeof RegionSchema>;

/** docs/product.md#ranges "MOS thresholds (poor to fair, fair to good)". */
export const MosThresholdsSchema = z.object({ poorToFair: z.number(), fairToGood: z.number() });

/**
 * GET /vaic/api/Settings/baseSettings, no login (docs/product.md#session-calls: "regionsSettings, registrationEnabled, session
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

/** GET /vaic/api/Settings/clientSettings, after login (docs/product.md#session-calls "clientSettings.connectivityProvider"). */
export const ClientSettingsSchema = z.object({ connectivityProvider: z.string() });
export type ClientSettings = z.infer<typeof ClientSettingsSchema>;

/** GET /vaic/api/version. */
export const VersionSchema = z.object({ version: z.string(), build: z.string().optional() });
export type Version = z.infer<typeof VersionSchema>;

/** docs/product.md#regions-and-lookups "Call-limit profile: profileId and display". */
export const CacProfileSchema = z.object({ profileId: z.string(), display: z.string() });
export type CacProfile = z.infer<typeof CacProfileSchema>;
