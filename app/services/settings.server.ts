import type { AppLoadContext } from "@remix-run/node";
import { DEFAULT_MOS_THRESHOLDS, type MosThresholds } from "../../contract/calls";
import { BaseSettingsSchema, type BaseSettings } from "../../contract/wire/settings";
import { publicPlatform } from "./platform.server";

export const BASE_SETTINGS_PATH = "/vaic/api/Settings/baseSettings";

const memo = new WeakMap<AppLoadContext, Promise<BaseSettings | null>>();

/**
 * The platform's base settings for this request, fetched once however many loaders ask (the shell
 * and the page run in parallel). Null when unavailable: every caller has a sensible default, and a
 * settings outage must not take a page down.
 */
export function baseSettingsOf(context: AppLoadContext, request: Request): Promise<BaseSettings | null> {
  let pending = memo.get(context);
  if (!pending) {
    pending = publicPlatform(context, request)
      .get(BASE_SETTINGS_PATH, { schema: BaseSettingsSchema })
      .catch((error: unknown) => {
        console.warn(
          "[settings] base settings unavailable, using defaults",
          error instanceof Error ? error.message : error,
        );
        return null;
      });
    memo.set(context, pending);
  }
  return pending;
}

/** The MOS thresholds of voice-quality labels and filters (docs/product.md#ranges: configured, defaults 2.8 and 3.5). */
export async function mosThresholdsOf(context: AppLoadContext, request: Request): Promise<MosThresholds> {
  return (await baseSettingsOf(context, request))?.mosThresholds ?? DEFAULT_MOS_THRESHOLDS;
}
