/**
 * The connectivity providers a number may use (docs/product.md#other-constants "Connectivity providers: System default
 * and two third-party number providers"). The spec does not name the third-party ones: a deployment
 * lists them in the setting `connectivityProviders` (JSON array of names); without it the embedded
 * platform offers two stand-ins.
 */
import { DEFAULT_CONNECTIVITY_PROVIDER } from "../../../contract/enums/accounts";
import type { PlatformContext } from "../../context";
import { readSetting } from "../vaic/settings";

export const DEFAULT_THIRD_PARTY_PROVIDERS = ["Third-party provider A", "Third-party provider B"] as const;

/** "System default" first, then the configured third-party providers (blank and repeated names dropped). */
export function connectivityProviders(ctx: PlatformContext): string[] {
  const configured = readSetting(ctx, "connectivityProviders");
  const names = Array.isArray(configured)
    ? configured.filter((n): n is string => typeof n === "string")
    : [...DEFAULT_THIRD_PARTY_PROVIDERS];
  return [...new Set([DEFAULT_CONNECTIVITY_PROVIDER, ...names.map((n) => n.trim()).filter(Boolean)])];
}
