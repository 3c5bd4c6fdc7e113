/**
 * SIP connections as an entity of the generic store (ADR 010; docs/product.md#sip-connection "SIP connection", #account-limits "SIP
 * connections per account: 40"; #sip-connections "SIP"): the SIPCONNECTIONS roles, 40 per account and two on a
 * trial (docs/product.md#plans "two SIP connections"; only Essential accounts hold more), names unique in the
 * account, the call-limit profile one the platform defines. The listed fields are columns (the lists
 * filter and sort by them); the rest is `settings`; the password and authentication code are
 * `secrets`. With the account's DNS verification on, a connection with an FQDN waits in "DNS
 * verification pending" until a TXT record of the FQDN carries its value (dnsVerification.ts).
 */
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { TRIAL } from "../../../contract/limits/trial";
import { ROLES } from "../../../contract/roles";
import {
  normaliseSipForm,
  SIP_CONNECTIONS_API,
  SIP_CONNECTIONS_LIST_SPEC,
  SIP_DNS_PENDING,
  SIP_FORM_DEFAULTS,
  sipFormSchema,
  type SipConnectionDetail,
  type SipConnectionRow,
  type SipForm,
} from "../../../contract/wire/sip";
import type { PlatformContext } from "../../context";
import {
  baseRow,
  isoTime,
  jsonObject,
  type DbRow,
  type EntityDefinition,
  type WriteFacts,
} from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { ESSENTIAL_PLAN } from "../../entities/store";
import { newDnsTxtValue } from "./dnsVerification";

const jsonArray = (text: unknown): unknown[] => {
  try {
    const value: unknown = JSON.parse(String(text ?? "[]"));
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};
const strings = (text: unknown) => jsonArray(text).filter((v): v is string => typeof v === "string");

/** The call-limit profile in force: the connection's own, else the default one (docs/product.md#ranges "The default call-limit profile is unlimited"). */
const CAC_DISPLAY_SQL =
  "(SELECT display FROM cac_profiles WHERE profile_id = COALESCE(t.cac_profile_id, (SELECT profile_id FROM cac_profiles WHERE is_default = 1 LIMIT 1)))";
const CAC_ID_SQL = "COALESCE(t.cac_profile_id, (SELECT profile_id FROM cac_profiles WHERE is_default = 1 LIMIT 1))";

/** The authentication column: the checks, the method and the user (the secrets are apart). */
interface StoredAuthentication {
  fqdn?: boolean;
  sourceIp?: boolean;
  dialedNumbers?: boolean;
  method?: string;
  username?: string;
}

/** The form a stored connection shows: its columns, its settings over the defaults (rows the seed wrote before settings existed included). */
function storedForm(
  row: DbRow,
): Omit<
  SipConnectionDetail,
  "id" | "createdAt" | "secretsSet" | "status" | "dnsTxtValue" | "dnsVerifiedAt" | "cacProfileDisplay"
> {
  const settings = jsonObject(row.settings);
  const auth = jsonObject(row.authentication) as StoredAuthentication;
  const method = auth.method === "credentials" || auth.method === "authCode" ? auth.method : "none";
  return {
    name: row.name,
    type: row.type as SipForm["type"],
    regionId: (row.region_id as string | null) ?? "",
    fqdn: (row.fqdn as string | null) ?? undefined,
    serverHostname: (row.server_hostname as string | null) ?? undefined,
    dtmfMethod: row.dtmf_method as SipForm["dtmfMethod"],
    transferMethod: row.transfer_method as SipForm["transferMethod"],
    coders: strings(row.coders) as SipForm["coders"],
    keepAlive: Number(row.keep_alive),
    registration: row.registration === 1,
    authFqdn: auth.fqdn ?? Boolean(row.fqdn),
    authSourceIp: auth.sourceIp ?? false,
    authDialedNumbers: auth.dialedNumbers ?? false,
    authMethod: method,
    username: method === "credentials" && typeof auth.username === "string" ? auth.username : undefined,
    signallingAddresses: strings(row.signalling_addresses),
    sourceIps: Array.isArray(settings.sourceIps) ? (settings.sourceIps as string[]) : [],
    dialedNumbers: strings(row.dialed_numbers),
    sourceNumberHeaders: strings(row.source_number_headers) as SipForm["sourceNumberHeaders"],
    serviceNumber: (row.service_number as string | null) ?? undefined,
    encryption: row.encryption === 1,
    cacProfileId: (row.cac_profile_id as string | null) ?? undefined,
    delayedOffer: row.delayed_offer === 1,
    dnsMethod: row.dns_method as SipForm["dnsMethod"],
    maxCallDurationInMinutes:
      typeof settings.maxCallDurationInMinutes === "number"
        ? settings.maxCallDurationInMinutes
        : SIP_FORM_DEFAULTS.maxCallDurationInMinutes,
  };
}

/**
 * The DNS verification columns of a write: off for the account, or no FQDN, is in service; an FQDN
 * already verified stays so; a new or changed FQDN waits for its TXT record (the same value while the
 * FQDN is unchanged, so a published record keeps working).
 */
function dnsColumns(ctx: PlatformContext, form: SipForm, { account, existing }: WriteFacts) {
  if (!account.dnsVerification || !form.fqdn)
    return { status: "Connected", dns_txt_value: null, dns_verified_at: null };
  const sameFqdn = existing !== null && String(existing.fqdn ?? "").toLowerCase() === form.fqdn.toLowerCase();
  if (sameFqdn && existing.dns_verified_at !== null && existing.dns_verified_at !== undefined) {
    return { status: "Connected", dns_txt_value: null, dns_verified_at: Number(existing.dns_verified_at) };
  }
  const value = sameFqdn && typeof existing.dns_txt_value === "string" ? existing.dns_txt_value : newDnsTxtValue(ctx);
  return { status: SIP_DNS_PENDING, dns_txt_value: value, dns_verified_at: null };
}

export const SIP_CONNECTIONS_ENTITY: EntityDefinition<SipForm, SipConnectionRow, SipConnectionDetail> = {
  key: "sip-connections",
  api: SIP_CONNECTIONS_API,
  listSpec: SIP_CONNECTIONS_LIST_SPEC,
  table: "sip_connections",
  roles: {
    read: [ROLES.SIPCONNECTIONS_READ],
    create: [ROLES.SIPCONNECTIONS_CREATE],
    update: [ROLES.SIPCONNECTIONS_UPDATE],
    delete: [ROLES.SIPCONNECTIONS_DELETE],
  },
  fields: {
    type: "t.type",
    fqdn: "t.fqdn",
    status: "t.status",
    regionId: "t.region_id",
    authMethod: "COALESCE(json_extract(t.authentication, '$.method'), 'none')",
    cacProfileDisplay: "cac_profile_display",
  },
  search: ["t.name", "t.fqdn", "t.server_hostname", "a.name"],
  select: `${CAC_DISPLAY_SQL} AS cac_profile_display, ${CAC_ID_SQL} AS cac_profile_effective`,
  form: sipFormSchema,
  secrets: ["password", "authCode"],
  secretsInUse: (form) => ({ credentials: ["password"], authCode: ["authCode"], none: [] })[form.authMethod] ?? [],
  columns(input, ctx, facts) {
    const form = normaliseSipForm(input);
    return {
      name: form.name,
      type: form.type,
      region_id: form.regionId,
      fqdn: form.fqdn ?? null,
      server_hostname: form.serverHostname ?? null,
      dtmf_method: form.dtmfMethod,
      transfer_method: form.transferMethod,
      coders: JSON.stringify(form.coders),
      keep_alive: form.keepAlive,
      registration: form.registration ? 1 : 0,
      authentication: JSON.stringify({
        fqdn: form.authFqdn,
        sourceIp: form.authSourceIp,
        dialedNumbers: form.authDialedNumbers,
        method: form.authMethod,
        ...(form.username ? { username: form.username } : {}),
      }),
      signalling_addresses: JSON.stringify(form.signallingAddresses),
      dialed_numbers: JSON.stringify(form.dialedNumbers),
      source_number_headers: JSON.stringify(form.sourceNumberHeaders),
      service_number: form.serviceNumber ?? null,
      encryption: form.encryption ? 1 : 0,
      cac_profile_id: form.cacProfileId ?? null,
      delayed_offer: form.delayedOffer ? 1 : 0,
      dns_method: form.dnsMethod,
      settings: JSON.stringify({ sourceIps: form.sourceIps, maxCallDurationInMinutes: form.maxCallDurationInMinutes }),
      ...dnsColumns(ctx, form, facts),
    };
  },
  toRow: (r, withAccount) => ({
    ...baseRow(r, withAccount),
    displayName: withAccount ? `${r.name} (${r.account_name})` : r.name,
    type: r.type as SipConnectionRow["type"],
    fqdn: (r.fqdn as string | null) ?? null,
    serverHostname: (r.server_hostname as string | null) ?? null,
    regionId: (r.region_id as string | null) ?? null,
    status: String(r.status),
    authMethod: String((jsonObject(r.authentication) as StoredAuthentication).method ?? "none"),
    signallingAddresses: strings(r.signalling_addresses).length,
    dialedNumbers: strings(r.dialed_numbers).length,
    cacProfileId: (r.cac_profile_effective as string | null) ?? null,
    cacProfileDisplay: (r.cac_profile_display as string | null) ?? null,
    ...(withAccount ? { shouldCharge: r.should_charge === 1 } : {}),
  }),
  toDetail: (r, withAccount, secretsSet) => ({
    ...storedForm(r),
    ...baseRow(r, withAccount),
    status: String(r.status),
    dnsTxtValue: r.status === SIP_DNS_PENDING ? ((r.dns_txt_value as string | null) ?? null) : null,
    dnsVerifiedAt: r.dns_verified_at === null || r.dns_verified_at === undefined ? null : isoTime(r.dns_verified_at),
    cacProfileDisplay: (r.cac_profile_display as string | null) ?? null,
    secretsSet,
  }),
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: SipConnectionRow) => r.accountId },
          { header: "Account Name", value: (r: SipConnectionRow) => r.accountName },
        ]
      : []),
    { header: "SIP Connection ID", value: (r) => r.id },
    { header: "Name", value: (r) => r.name },
    { header: "Type", value: (r) => r.type },
    { header: "FQDN", value: (r) => r.fqdn },
    { header: "Server Host Name", value: (r) => r.serverHostname },
    { header: "Status", value: (r) => r.status },
    { header: "Region", value: (r) => r.regionId },
    { header: "Authentication", value: (r) => r.authMethod },
    { header: "Signalling Addresses", value: (r) => r.signallingAddresses },
    { header: "Dialed Numbers", value: (r) => r.dialedNumbers },
    { header: "Call-limit Profile", value: (r) => r.cacProfileDisplay },
    ...(admin ? [{ header: "Charged", value: (r: SipConnectionRow) => (r.shouldCharge ? "yes" : "no") }] : []),
    { header: "Date Created (UTC)", value: (r) => r.createdAt },
  ],
  exportTitles: {
    running: "Exporting SIP connections",
    ready: "SIP connections export is ready",
    failed: "SIP connections export failed",
  },
  rules: {
    // docs/product.md#plans: a trial account two; "Only Essential accounts may ... create SIP connections" beyond that.
    maxPerAccount: (_ctx, account) =>
      account.plan === ESSENTIAL_PLAN
        ? { max: LIMITS_PER_ACCOUNT.SIP_CONNECTIONS, message: "warning_max_sip_connections_reached" }
        : { max: TRIAL.SIP_CONNECTIONS, message: "warning_trial_sip_connections" },
    uniqueName: true,
    check(ctx, _account, form) {
      if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(form.regionId))
        throw badRequest("regionId: validation_field_invalid");
      if (
        form.cacProfileId &&
        !ctx.db.prepare("SELECT 1 FROM cac_profiles WHERE profile_id = ?").get(form.cacProfileId)
      )
        throw badRequest("cacProfileId: validation_sip_cac_profile");
    },
  },
};
