import type { AppLoadContext } from "@remix-run/node";
import { DEFAULTS } from "../../../contract/limits/defaults";
import { BaseSettingsSchema } from "../../../contract/wire/settings";
import { BRAND_NAME } from "../../components/BrandLogo";
import { publicPlatform } from "../../services/platform.server";
import { BASE_SETTINGS_PATH } from "../../services/settings.server";

/** What the public pages (sign-in, registration, legal) need from the platform's base settings. */
export interface PublicSettings {
  brandName: string;
  registrationEnabled: boolean;
  supportEmail: string | null;
}

export { BASE_SETTINGS_PATH };

/**
 * The base settings (no sign-in needed). An unreachable platform must not take the sign-in page
 * down with it, so a failure falls back to the defaults (and the sign-in itself then reports it).
 */
export async function loadPublicSettings(context: AppLoadContext, request: Request): Promise<PublicSettings> {
  try {
    const settings = await publicPlatform(context, request).get(BASE_SETTINGS_PATH, {
      schema: BaseSettingsSchema,
      timeoutMs: 5_000,
    });
    return {
      brandName: settings.brand.name.trim() || BRAND_NAME,
      registrationEnabled: settings.registrationEnabled,
      supportEmail: settings.brand.supportEmail ?? null,
    };
  } catch (error) {
    console.warn("[auth] base settings unavailable, using defaults", error instanceof Error ? error.message : error);
    return { brandName: BRAND_NAME, registrationEnabled: DEFAULTS.REGISTRATION_ENABLED, supportEmail: null };
  }
}
