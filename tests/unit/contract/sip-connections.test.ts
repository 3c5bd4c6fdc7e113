/**
 * The SIP connection form (contract/wire/sip.ts; docs/product.md#sip-connections "SIP", #sip-connection, #limits): every rule at its
 * boundaries — name 40/41, other fields 80/81, keep-alive 4/5, signalling addresses 0/1/10/11, dialed
 * numbers 20/21 characters, service number 64/65, max call duration -1/0/35791/35792, host names —
 * the authentication combinations, what a type takes, and the form as an HTML form posts it.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { LIMITS_PER_ACCOUNT } from "../../../contract/limits/limits-per-account";
import { PATTERNS } from "../../../contract/limits/patterns";
import { VALIDATION } from "../../../contract/limits/validation";
import { SIP_LIST_SPEC } from "../../../contract/lookups";
import {
  normaliseSipForm,
  SIP_CONNECTIONS_LIST_SPEC,
  SIP_FORM,
  SIP_SECRETS,
  sipFormSchema,
  SipConnectionDetailSchema,
} from "../../../contract/wire/sip";

const valid = {
  name: "Main trunk",
  type: "sip-trunk",
  regionId: "eu-west",
  fqdn: "sip.example.com",
  dtmfMethod: "rfc2833",
  transferMethod: "refer",
  coders: ["PCMU", "G722"],
  keepAlive: 60,
  authFqdn: true,
  authSourceIp: true,
  authDialedNumbers: false,
  authMethod: "none",
  signallingAddresses: ["203.0.113.10"],
  sourceIps: ["203.0.113.0/24"],
  dialedNumbers: ["+442079460100"],
  sourceNumberHeaders: ["From"],
  dnsMethod: "A",
  maxCallDurationInMinutes: 0,
};
const form = (extra: Record<string, unknown> = {}) => ({ ...valid, ...extra });

function issues(input: unknown, secretsSet: string[] = []): string[] {
  const result = sipFormSchema(secretsSet).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}
const many = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));

describe("SIP connection form: the spec's bounds", () => {
  it("accepts the valid form", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("name: required, at most 40 characters (40 ok, 41 refused)", () => {
    expect(VALIDATION.SIP_NAME_MAX).toBe(40);
    expect(issues(form({ name: "n".repeat(40) }))).toEqual([]);
    expect(issues(form({ name: "n".repeat(41) }))).toEqual(["name: validation_sip_name"]);
    expect(issues(form({ name: "" }))).toEqual(["name: validation_sip_name"]);
    expect(issues(form({ name: undefined }))).toEqual(["name: validation_sip_name"]);
    expect(issues(form({ name: 'a"b' }))).toEqual(["name: validation_invalid_characters"]);
  });

  it("other text fields: at most 80 characters (80 ok, 81 refused)", () => {
    expect(VALIDATION.SIP_FIELD_MAX).toBe(80);
    const host80 = `${"a".repeat(60)}.${"b".repeat(15)}.com`;
    expect(host80).toHaveLength(80);
    expect(issues(form({ fqdn: host80 }))).toEqual([]);
    expect(issues(form({ fqdn: `a${host80}` }))).toEqual(["fqdn: validation_sip_field_max"]);
    expect(issues(form({ authMethod: "credentials", username: "u".repeat(80), password: "p".repeat(80) }))).toEqual([]);
    expect(issues(form({ authMethod: "credentials", username: "u".repeat(81), password: "p".repeat(81) }))).toEqual([
      "username: validation_sip_field_max",
      "password: validation_sip_field_max",
    ]);
  });

  it("keep-alive: at least 5 (4 refused, 5 ok)", () => {
    expect(VALIDATION.SIP_KEEP_ALIVE_MIN).toBe(5);
    expect(issues(form({ keepAlive: 5 }))).toEqual([]);
    expect(issues(form({ keepAlive: 4 }))).toEqual(["keepAlive: validation_sip_keep_alive"]);
    expect(issues(form({ keepAlive: 5.5 }))).toEqual(["keepAlive: validation_sip_keep_alive"]);
    expect(issues(form({ keepAlive: SIP_FORM.KEEP_ALIVE_MAX + 1 }))).toEqual([
      "keepAlive: validation_sip_keep_alive_max",
    ]);
  });

  it("signalling addresses: at least one, at most 10 (0 and 11 refused, 1 and 10 ok)", () => {
    expect(LIMITS_PER_ACCOUNT.SIGNALLING_ADDRESSES_PER_SIP).toBe(10);
    const addresses = (n: number) => many(n, (i) => `203.0.113.${i + 1}`);
    expect(issues(form({ signallingAddresses: addresses(1) }))).toEqual([]);
    expect(issues(form({ signallingAddresses: addresses(10) }))).toEqual([]);
    expect(issues(form({ signallingAddresses: addresses(11) }))).toEqual([
      "signallingAddresses: validation_sip_signalling_addresses_max",
    ]);
    expect(issues(form({ signallingAddresses: [] }))).toEqual([
      "signallingAddresses: validation_sip_server_address_required",
    ]);
    // Rows left empty are no addresses.
    expect(issues(form({ signallingAddresses: ["", "  "] }))).toEqual([
      "signallingAddresses: validation_sip_server_address_required",
    ]);
    expect(issues(form({ signallingAddresses: ["sbc.example.com:5061", "198.51.100.1"] }))).toEqual([]);
    expect(issues(form({ signallingAddresses: ["not an address"] }))).toEqual([
      "signallingAddresses.0: validation_sip_signalling_address",
    ]);
  });

  it("dialed numbers: at least one, each at most 20 characters (20 ok, 21 refused)", () => {
    expect(VALIDATION.SIP_DIALED_NUMBER_MAX).toBe(20);
    expect(issues(form({ dialedNumbers: [`+${"1".repeat(19)}`] }))).toEqual([]);
    expect(issues(form({ dialedNumbers: [`+${"1".repeat(20)}`] }))).toEqual([
      "dialedNumbers.0: validation_sip_dialed_number_max",
    ]);
    expect(issues(form({ dialedNumbers: [] }))).toEqual(["dialedNumbers: validation_sip_dialed_number_required"]);
    expect(issues(form({ dialedNumbers: ["+4420*", "1234#"] }))).toEqual([]);
    expect(issues(form({ dialedNumbers: ["12a4"] }))).toEqual(["dialedNumbers.0: validation_sip_dialed_number"]);
    expect(issues(form({ dialedNumbers: many(SIP_FORM.DIALED_NUMBERS_MAX + 1, (i) => `+1555${i}`) }))).toEqual([
      "dialedNumbers: validation_sip_dialed_numbers_max",
    ]);
  });

  it("service number: at most 64 letters and digits (64 ok, 65 refused), a contact center's", () => {
    expect(VALIDATION.SIP_SERVICE_NUMBER_MAX).toBe(64);
    const cc = { type: "contact-center", serverHostname: "cc.example.com" };
    expect(issues(form({ ...cc, serviceNumber: "A1".repeat(32) }))).toEqual([]);
    expect(issues(form({ ...cc, serviceNumber: `${"A1".repeat(32)}B` }))).toEqual([
      "serviceNumber: validation_sip_service_number",
    ]);
    expect(issues(form({ ...cc, serviceNumber: "CC-1" }))).toEqual(["serviceNumber: validation_sip_service_number"]);
  });

  it("max call duration: 0 (no limit) to 35791", () => {
    expect(issues(form({ maxCallDurationInMinutes: 0 }))).toEqual([]);
    expect(issues(form({ maxCallDurationInMinutes: 35791 }))).toEqual([]);
    expect(issues(form({ maxCallDurationInMinutes: 35792 }))).toEqual([
      "maxCallDurationInMinutes: validation_max_call_duration",
    ]);
    expect(issues(form({ maxCallDurationInMinutes: -1 }))).toEqual([
      "maxCallDurationInMinutes: validation_max_call_duration",
    ]);
  });

  it("host names: FQDN and server host name match the pattern", () => {
    for (const ok of ["sip.example.com", "a-b.c.example", "x1.y2"])
      expect(PATTERNS.SIP_HOST_NAME.test(ok), ok).toBe(true);
    for (const bad of [
      "localhost",
      "-a.example.com",
      "a..b",
      "a_b.example.com",
      "a.example.com.",
      `${"a".repeat(64)}.com`,
    ])
      expect(PATTERNS.SIP_HOST_NAME.test(bad), bad).toBe(false);
    expect(issues(form({ fqdn: "bad_host" }))).toEqual(["fqdn: validation_sip_host_name"]);
    expect(issues(form({ serverHostname: "nodot" }))).toEqual(["serverHostname: validation_sip_host_name"]);
  });

  it("the enumerations: type, DTMF, transfer, DNS method, coders (at least one), headers (each once)", () => {
    expect(issues(form({ type: "pbx" }))).toEqual(["type: validation_radio_required"]);
    expect(issues(form({ dtmfMethod: "x" }))).toEqual(["dtmfMethod: validation_field_required"]);
    expect(issues(form({ transferMethod: "x" }))).toEqual(["transferMethod: validation_field_required"]);
    expect(issues(form({ dnsMethod: "MX" }))).toEqual(["dnsMethod: validation_field_required"]);
    expect(issues(form({ coders: [] }))).toEqual(["coders: validation_sip_coders_required"]);
    expect(issues(form({ coders: ["MP3"] }))).toEqual(["coders.0: validation_field_invalid"]);
    expect(issues(form({ sourceNumberHeaders: ["From", "From"] }))).toEqual([
      "sourceNumberHeaders: validation_sip_duplicate_header",
    ]);
  });
});

describe("SIP connection form: authentication (docs/product.md#validation)", () => {
  it("Source IP or Credentials must be checked", () => {
    expect(issues(form({ authSourceIp: false, sourceIps: [] }))).toEqual([
      "authSourceIp: validation_sip_auth_source_or_credentials",
    ]);
    expect(issues(form({ authSourceIp: false, sourceIps: [], authMethod: "authCode", authCode: "1234" }))).toEqual([
      "authSourceIp: validation_sip_auth_source_or_credentials",
    ]);
    expect(
      issues(form({ authSourceIp: false, sourceIps: [], authMethod: "credentials", username: "u", password: "p" })),
    ).toEqual([]);
  });

  it("FQDN or Dialed Numbers must be checked", () => {
    expect(issues(form({ authFqdn: false, authDialedNumbers: false }))).toEqual([
      "authFqdn: validation_sip_auth_fqdn_or_dids",
    ]);
    expect(issues(form({ authFqdn: false, authDialedNumbers: true }))).toEqual([]);
    expect(issues(form({ authFqdn: true, authDialedNumbers: true }))).toEqual([]);
    // The FQDN check needs the FQDN.
    expect(issues(form({ fqdn: "" }))).toEqual(["fqdn: validation_field_required"]);
  });

  it("If Source IP is selected, at least one address is required", () => {
    expect(issues(form({ sourceIps: [] }))).toEqual(["sourceIps: validation_sip_source_ip_address_required"]);
    expect(issues(form({ sourceIps: [""] }))).toEqual(["sourceIps: validation_sip_source_ip_address_required"]);
    expect(issues(form({ sourceIps: ["300.1.1.1"] }))).toEqual(["sourceIps.0: validation_sip_source_ip"]);
    expect(issues(form({ sourceIps: many(11, (i) => `198.51.100.${i}`) }))).toEqual([
      "sourceIps: validation_sip_source_ips_max",
    ]);
  });

  it("either Credentials, Authentication code, or none: each needs its own secret", () => {
    expect(issues(form({ authMethod: "credentials" }))).toEqual([
      "username: validation_field_required",
      "password: validation_field_required",
    ]);
    expect(issues(form({ authMethod: "authCode" }))).toEqual(["authCode: validation_field_required"]);
    expect(issues(form({ authMethod: "basic" }))).toEqual(["authMethod: validation_radio_required"]);
    // An update may leave a stored secret empty.
    expect(issues(form({ authMethod: "credentials", username: "u" }), ["password"])).toEqual([]);
    expect(issues(form({ authMethod: "authCode" }), ["authCode"])).toEqual([]);
    expect(issues(form({ authMethod: "authCode" }), ["password"])).toEqual(["authCode: validation_field_required"]);
  });

  it("every combination of the checks and the method: accepted exactly when the spec's rules hold", () => {
    for (const authFqdn of [true, false])
      for (const authDialedNumbers of [true, false])
        for (const authSourceIp of [true, false])
          for (const authMethod of ["none", "credentials", "authCode"]) {
            const input = form({
              authFqdn,
              authDialedNumbers,
              authSourceIp,
              authMethod,
              username: "u",
              password: "p",
              authCode: "c",
            });
            const ok = (authSourceIp || authMethod === "credentials") && (authFqdn || authDialedNumbers);
            expect(
              issues(input).length === 0,
              JSON.stringify({ authFqdn, authDialedNumbers, authSourceIp, authMethod }),
            ).toBe(ok);
          }
  });
});

describe("SIP connection form: types, storage and the wire", () => {
  it("a contact center and a UC platform need the server host name; a trunk does not", () => {
    expect(issues(form({ type: "contact-center" }))).toEqual(["serverHostname: validation_field_required"]);
    expect(issues(form({ type: "uc-platform" }))).toEqual(["serverHostname: validation_field_required"]);
    expect(issues(form({ type: "uc-platform", serverHostname: "uc.example.com" }))).toEqual([]);
  });

  it("stores only what the type and the authentication take", () => {
    const parsed = sipFormSchema().parse(
      form({
        type: "uc-platform",
        serverHostname: "uc.example.com",
        registration: true,
        serviceNumber: "X1",
        authSourceIp: true,
        authMethod: "authCode",
        authCode: "9",
        username: "u",
      }),
    );
    const stored = normaliseSipForm(parsed);
    expect(stored.registration).toBe(false);
    expect(stored.serviceNumber).toBeUndefined();
    expect(stored.username).toBeUndefined();
    expect(stored.authCode).toBe("9");
    const noIp = normaliseSipForm(
      sipFormSchema().parse(form({ authSourceIp: false, authMethod: "credentials", username: "u", password: "p" })),
    );
    expect(noIp.sourceIps).toEqual([]);
  });

  it("reads the form as an HTML form posts it (lists, checkboxes, numbers as text)", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "Posted",
      type: "sip-trunk",
      regionId: "eu-west",
      fqdn: "sip.example.com",
      dtmfMethod: "inband",
      transferMethod: "invite",
      keepAlive: "5",
      authFqdn: "on",
      authSourceIp: "on",
      authMethod: "none",
      dnsMethod: "SRV",
      maxCallDurationInMinutes: "0",
    }))
      data.append(k, v);
    data.append("coders", "PCMU");
    data.append("coders", "OPUS");
    data.append("signallingAddresses[0]", "203.0.113.5");
    data.append("signallingAddresses[1]", "");
    data.append("sourceIps[0]", "203.0.113.5");
    data.append("dialedNumbers[0]", "+15550100");
    data.append("sourceNumberHeaders[0]", "P-Asserted-Identity");
    const submission = parseWithZod(data, { schema: sipFormSchema() });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      keepAlive: 5,
      coders: ["PCMU", "OPUS"],
      signallingAddresses: ["203.0.113.5"],
      authDialedNumbers: false,
      registration: false,
    });
    // One coder posts a single value.
    data.delete("coders");
    data.append("coders", "G729");
    const one = parseWithZod(data, { schema: sipFormSchema() });
    expect(one.status === "success" && one.value.coders).toEqual(["G729"]);
  });

  it("the detail never carries a secret; the list grammar is the lookup's", () => {
    expect(SIP_SECRETS).toEqual(["password", "authCode"]);
    expect(Object.keys(SipConnectionDetailSchema.shape)).not.toContain("password");
    expect(Object.keys(SipConnectionDetailSchema.shape)).not.toContain("authCode");
    expect(SIP_LIST_SPEC).toBe(SIP_CONNECTIONS_LIST_SPEC);
    expect(SIP_CONNECTIONS_LIST_SPEC.fields.accountId).toBeDefined();
  });
});
