/**
 * WhatsApp numbers, the store (docs/product.md#whatsapp-number "WhatsApp number", #whatsapp-numbers "WhatsApp number creation"): rows
 * of one account, the sign-up window and its code (the platform plays the provider), and the
 * delayed configuration after finalize. HTTP lives in ./index.ts.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import type { WhatsAppStatus } from "../../../contract/enums/whatsapp";
import type { WhatsAppNumber, WhatsAppNumberCreate, WhatsAppNumberStatus, WhatsAppNumberUpdate } from "../../../contract/wire/whatsapp";
import { hashPassword } from "../../auth/passwords";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { badRequest, conflict, notFound } from "../../http/errors";

export interface WhatsAppRow {
  id: string;
  account_id: string;
  name: string;
  region_id: string;
  cac_profile_id: string | null;
  max_call_duration_minutes: number;
  waba_id: string | null;
  wa_phone_number_id: string | null;
  phone_number: string | null;
  fqdn: string | null;
  status: WhatsAppStatus;
  error: string | null;
  wa_calling: number;
  wa_sip: number;
  connection_ok: number;
  sip_fqdn_ok: number;
  created_at: number;
  configure_at: number | null;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Finalized numbers whose configuration delay has passed become Connected. Run before every read,
 * so the outcome does not hang on a timer (a restart in between loses nothing).
 */
export function settleConfigured(ctx: PlatformContext): void {
  ctx.db
    .prepare(
      `UPDATE whatsapp_numbers
       SET status = 'Connected', error = NULL, wa_calling = 1, wa_sip = 1, connection_ok = 1, sip_fqdn_ok = 1,
           fqdn = lower(substr(id, 1, 8)) || '.wa.' || region_id || '.example.net', configure_at = NULL
       WHERE configure_at IS NOT NULL AND configure_at <= ? AND status = 'InProgress' AND deleted_at IS NULL`,
    )
    .run(ctx.now());
}

/** A live number of the account (any account for `accountId` null); 404 otherwise. */
export function getNumber(ctx: PlatformContext, id: string, accountId: string | null): WhatsAppRow {
  settleConfigured(ctx);
  const row = ctx.db
    .prepare("SELECT * FROM whatsapp_numbers WHERE id = ? AND deleted_at IS NULL")
    .get(id) as WhatsAppRow | undefined;
  if (!row || (accountId !== null && row.account_id !== accountId)) throw notFound("WhatsApp number not found");
  return row;
}

/** The wire form; fqdn, status and error only for administrators (docs/product.md#whatsapp-number). */
export function toWire(row: WhatsAppRow, admin: boolean): WhatsAppNumber {
  return {
    id: row.id,
    name: row.name,
    regionId: row.region_id,
    cacProfileId: row.cac_profile_id,
    maxCallDurationInMinutes: row.max_call_duration_minutes,
    wabaId: row.waba_id,
    phoneNumber: row.phone_number,
    waPhoneNumberId: row.wa_phone_number_id,
    ...(admin ? { fqdn: row.fqdn, status: row.status, error: row.error } : {}),
  };
}

export function statusOf(row: WhatsAppRow): WhatsAppNumberStatus {
  return {
    waCalling: row.wa_calling === 1,
    waSip: row.wa_sip === 1,
    connectionOk: row.connection_ok === 1,
    sipFqdnOk: row.sip_fqdn_ok === 1,
  };
}

function requireRegion(ctx: PlatformContext, regionId: string): void {
  if (!ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(regionId)) {
    throw badRequest("regionId: unknown region", { errors: [{ field: "regionId", message: "Unknown region" }] });
  }
}

/** The profile to store: the named one (it must exist) or the default (unlimited, docs/product.md#ranges). */
function profileOrDefault(ctx: PlatformContext, profileId: string | null | undefined): string | null {
  if (profileId) {
    if (!ctx.db.prepare("SELECT 1 FROM cac_profiles WHERE profile_id = ?").get(profileId)) {
      throw badRequest("cacProfileId: unknown call-limit profile", { errors: [{ field: "cacProfileId", message: "Unknown call-limit profile" }] });
    }
    return profileId;
  }
  return (ctx.db.prepare("SELECT profile_id FROM cac_profiles WHERE is_default = 1 LIMIT 1").pluck().get() as string | undefined) ?? null;
}

export async function createNumber(ctx: PlatformContext, accountId: string, input: WhatsAppNumberCreate & { maxCallDurationInMinutes: number }): Promise<string> {
  requireRegion(ctx, input.regionId);
  const profile = profileOrDefault(ctx, input.cacProfileId);
  const pinHash = await hashPassword(input.pinCode);
  const id = randomUUID();
  // Count and insert in one immediate transaction: two parallel creates cannot both take the last place.
  writeTransaction(ctx.db, () => {
    const count = ctx.db
      .prepare("SELECT COUNT(*) FROM whatsapp_numbers WHERE account_id = ? AND deleted_at IS NULL")
      .pluck()
      .get(accountId) as number;
    if (count >= WHATSAPP.MAX_NUMBERS_PER_ACCOUNT) throw conflict("You have reached the maximum number of WhatsApp numbers.");
    ctx.db
      .prepare(
        `INSERT INTO whatsapp_numbers (id, account_id, name, region_id, cac_profile_id, max_call_duration_minutes, pin_hash, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'InProgress', ?)`,
      )
      .run(id, accountId, input.name.trim(), input.regionId, profile, input.maxCallDurationInMinutes, pinHash, ctx.now());
  });
  return id;
}

export function updateNumber(ctx: PlatformContext, row: WhatsAppRow, input: WhatsAppNumberUpdate): void {
  if (input.regionId !== undefined) requireRegion(ctx, input.regionId);
  const profile = input.cacProfileId === undefined ? row.cac_profile_id : profileOrDefault(ctx, input.cacProfileId);
  ctx.db
    .prepare("UPDATE whatsapp_numbers SET name = ?, region_id = ?, cac_profile_id = ?, max_call_duration_minutes = ? WHERE id = ?")
    .run(
      input.name?.trim() ?? row.name,
      input.regionId ?? row.region_id,
      profile,
      input.maxCallDurationInMinutes ?? row.max_call_duration_minutes,
      row.id,
    );
}

export function deleteNumber(ctx: PlatformContext, row: WhatsAppRow): void {
  ctx.db.prepare("UPDATE whatsapp_numbers SET deleted_at = ?, configure_at = NULL WHERE id = ?").run(ctx.now(), row.id);
}

function requireInProgress(row: WhatsAppRow): void {
  if (row.status !== "InProgress" || row.configure_at !== null) throw conflict("The WhatsApp number is not waiting for its sign-up");
}

/** A one-time sign-up window for a number in progress; returns its token (the URL's last segment). */
export function openSignup(ctx: PlatformContext, row: WhatsAppRow, returnTo: string): string {
  requireInProgress(row);
  const token = randomBytes(24).toString("base64url");
  ctx.db
    .prepare("INSERT INTO whatsapp_signups (token_hash, number_id, return_to, expires_at) VALUES (?, ?, ?, ?)")
    .run(sha256(token), row.id, returnTo, ctx.now() + WHATSAPP.SIGNUP_TTL_MS);
  return token;
}

export interface SignupWindow {
  numberId: string;
  numberName: string;
  returnTo: string;
}

/** The window a token opens, or null when it is unknown, used or expired. */
export function signupWindow(ctx: PlatformContext, token: string): SignupWindow | null {
  const row = ctx.db
    .prepare(
      `SELECT s.number_id, s.return_to, w.name FROM whatsapp_signups s JOIN whatsapp_numbers w ON w.id = s.number_id
       WHERE s.token_hash = ? AND s.used_at IS NULL AND s.expires_at > ? AND w.deleted_at IS NULL AND w.status = 'InProgress'`,
    )
    .get(sha256(token), ctx.now()) as { number_id: string; return_to: string; name: string } | undefined;
  return row ? { numberId: row.number_id, numberName: row.name, returnTo: row.return_to } : null;
}

export interface SignupResult {
  code: string;
  wabaId: string;
  waPhoneNumberId: string;
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join("");

/** The user finished the provider's sign-up: the window is used up and a one-time code is issued. */
export function finishSignup(ctx: PlatformContext, token: string, phoneNumber: string): SignupResult | null {
  return writeTransaction(ctx.db, () => {
    const window = signupWindow(ctx, token);
    if (!window) return null;
    ctx.db.prepare("UPDATE whatsapp_signups SET used_at = ? WHERE token_hash = ?").run(ctx.now(), sha256(token));
    const result: SignupResult = { code: randomBytes(24).toString("base64url"), wabaId: digits(15), waPhoneNumberId: digits(15) };
    ctx.db
      .prepare(
        `INSERT INTO whatsapp_signup_codes (code_hash, number_id, waba_id, wa_phone_number_id, phone_number, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(sha256(result.code), window.numberId, result.wabaId, result.waPhoneNumberId, phoneNumber, ctx.now() + WHATSAPP.SIGNUP_TTL_MS);
    return result;
  });
}

/** The user cancelled at the provider: the number fails with that reason. */
export function cancelSignup(ctx: PlatformContext, token: string): SignupWindow | null {
  return writeTransaction(ctx.db, () => {
    const window = signupWindow(ctx, token);
    if (!window) return null;
    ctx.db.prepare("UPDATE whatsapp_signups SET used_at = ? WHERE token_hash = ?").run(ctx.now(), sha256(token));
    ctx.db
      .prepare("UPDATE whatsapp_numbers SET status = 'Failed', error = ? WHERE id = ?")
      .run("The WhatsApp Business sign-up was cancelled", window.numberId);
    return window;
  });
}

/**
 * PATCH final: redeems the code the sign-up returned, for this number, once. The number keeps
 * InProgress and turns Connected after WHATSAPP.CONFIGURE_DELAY_MS (settleConfigured). A code that
 * is unknown, used, expired, of another number or with other ids fails the number.
 */
export function finalizeNumber(ctx: PlatformContext, row: WhatsAppRow, input: { code: string; event: string; wabaId: string; waPhoneNumberId: string }): void {
  requireInProgress(row);
  const failure = writeTransaction(ctx.db, (): string | null => {
    if (input.event !== WHATSAPP.SIGNUP_FINISH_EVENT) return `The sign-up ended with event ${input.event}`;
    const code = ctx.db
      .prepare("SELECT * FROM whatsapp_signup_codes WHERE code_hash = ?")
      .get(sha256(input.code)) as
      | { number_id: string; waba_id: string; wa_phone_number_id: string; phone_number: string; expires_at: number; used_at: number | null }
      | undefined;
    if (!code || code.number_id !== row.id || code.used_at !== null || code.expires_at <= ctx.now()) {
      return "The sign-up code is invalid or has expired";
    }
    if (code.waba_id !== input.wabaId || code.wa_phone_number_id !== input.waPhoneNumberId) {
      return "The WhatsApp Business account does not match the sign-up";
    }
    ctx.db.prepare("UPDATE whatsapp_signup_codes SET used_at = ? WHERE code_hash = ?").run(ctx.now(), sha256(input.code));
    ctx.db
      .prepare("UPDATE whatsapp_numbers SET waba_id = ?, wa_phone_number_id = ?, phone_number = ?, configure_at = ? WHERE id = ?")
      .run(code.waba_id, code.wa_phone_number_id, code.phone_number, ctx.now() + WHATSAPP.CONFIGURE_DELAY_MS, row.id);
    return null;
  });
  if (failure) {
    ctx.db.prepare("UPDATE whatsapp_numbers SET status = 'Failed', error = ? WHERE id = ?").run(failure, row.id);
    throw badRequest(failure);
  }
}
