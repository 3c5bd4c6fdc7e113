/**
 * DNS verification of a SIP connection's FQDN (docs/product.md#account-status "DNS verification can be toggled per client",
 * #account-fields "DNS TXT record pattern is configured"): with the account's verification on, a connection with
 * an FQDN is created "DNS verification pending" with a value to publish as a TXT record of the FQDN;
 * Verify resolves the FQDN's TXT records and puts the connection in service when one carries it.
 * The resolver asks the servers of PLATFORM_DNS_SERVERS (PlatformConfig.dnsServers), else the system's.
 */
import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { SIP_DNS_PENDING } from "../../../contract/wire/sip";
import type { PlatformContext } from "../../context";
import { baseSettings } from "../vaic/settings";

/** Prefix of the values the platform asks to publish (the seeded settings' pattern is this prefix and 32 hex digits). */
export const DNS_TXT_PREFIX = "voiceconsole-verification=";
/** How long one verification waits for the DNS servers before it counts as "not found". */
export const DNS_VERIFY_TIMEOUT_MS = 3000;

/** A new value to publish: random, and of the shape the settings' DNS TXT pattern accepts. */
export function newDnsTxtValue(ctx: PlatformContext): string {
  const pattern = new RegExp(baseSettings(ctx).dnsTxtRegex);
  const token = randomBytes(16).toString("hex");
  const value = `${DNS_TXT_PREFIX}${token}`;
  return pattern.test(value) ? value : token;
}

/** The TXT records of `name` (each record's strings joined, as RFC 7208 reads them); none when it does not resolve. */
export async function txtRecordsOf(ctx: PlatformContext, name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: DNS_VERIFY_TIMEOUT_MS, tries: 1 });
  if (ctx.config.dnsServers && ctx.config.dnsServers.length > 0) resolver.setServers(ctx.config.dnsServers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(""));
  } catch {
    // NXDOMAIN, no TXT data, a timeout: the record is not there (yet).
    return [];
  }
}

/**
 * Verifies a pending connection: resolves its FQDN's TXT records and, when one carries the value,
 * marks it verified and in service (only if it is still pending with that value: an edit meanwhile
 * wins). A connection not pending answers verified as it is.
 */
export async function verifySipDns(
  ctx: PlatformContext,
  row: { id: string; fqdn: string | null; status: string; dns_txt_value: string | null },
): Promise<{ verified: boolean; status: string }> {
  if (row.status !== SIP_DNS_PENDING || !row.fqdn || !row.dns_txt_value)
    return { verified: row.status !== SIP_DNS_PENDING, status: row.status };
  const records = await txtRecordsOf(ctx, row.fqdn);
  if (!records.some((r) => r.trim() === row.dns_txt_value)) return { verified: false, status: row.status };
  const changed = ctx.db
    .prepare(
      "UPDATE sip_connections SET status = 'Connected', dns_verified_at = ?, updated_at = ? WHERE id = ? AND status = ? AND dns_txt_value = ? AND deleted_at IS NULL",
    )
    .run(ctx.now(), ctx.now(), row.id, SIP_DNS_PENDING, row.dns_txt_value).changes;
  return changed === 1 ? { verified: true, status: "Connected" } : { verified: false, status: row.status };
}
