/**
 * A WhatsApp number's own steps (docs/product.md#whatsapp-numbers "WhatsApp number creation"): the sign-up window and
 * its code (the platform plays the provider), finalize, and the delayed configuration after it. The
 * number itself is an entity of the generic store (definition.ts); HTTP lives in ./index.ts.
 */
import { createHash, randomBytes } from "node:crypto";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import type { WhatsAppNumberStatus } from "../../../contract/wire/whatsapp";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { badRequest, conflict } from "../../http/errors";

/** What the steps read of a number (a row of the entity store). */
export interface WhatsAppRow {
  id: string;
  status?: unknown;
  configure_at?: unknown;
  wa_calling?: unknown;
  wa_sip?: unknown;
  connection_ok?: unknown;
  sip_fqdn_ok?: unknown;
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

export function statusOf(row: WhatsAppRow): WhatsAppNumberStatus {
  return {
    waCalling: row.wa_calling === 1,
    waSip: row.wa_sip === 1,
    connectionOk: row.connection_ok === 1,
    sipFqdnOk: row.sip_fqdn_ok === 1,
  };
}

function requireInProgress(row: WhatsAppRow): void {
  if (row.status !== "InProgress" || row.configure_at !== null)
    throw conflict("The WhatsApp number is not waiting for its sign-up");
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
    const result: SignupResult = {
      code: randomBytes(24).toString("base64url"),
      wabaId: digits(15),
      waPhoneNumberId: digits(15),
    };
    ctx.db
      .prepare(
        `INSERT INTO whatsapp_signup_codes (code_hash, number_id, waba_id, wa_phone_number_id, phone_number, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sha256(result.code),
        window.numberId,
        result.wabaId,
        result.waPhoneNumberId,
        phoneNumber,
        ctx.now() + WHATSAPP.SIGNUP_TTL_MS,
      );
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
export function finalizeNumber(
  ctx: PlatformContext,
  row: WhatsAppRow,
  input: { code: string; event: string; wabaId: string; waPhoneNumberId: string },
): void {
  requireInProgress(row);
  const failure = writeTransaction(ctx.db, (): string | null => {
    if (input.event !== WHATSAPP.SIGNUP_FINISH_EVENT) return `The sign-up ended with event ${input.event}`;
    const code = ctx.db.prepare("SELECT * FROM whatsapp_signup_codes WHERE code_hash = ?").get(sha256(input.code)) as
      | {
          number_id: string;
          waba_id: string;
          wa_phone_number_id: string;
          phone_number: string;
          expires_at: number;
          used_at: number | null;
        }
      | undefined;
    if (!code || code.number_id !== row.id || code.used_at !== null || code.expires_at <= ctx.now()) {
      return "The sign-up code is invalid or has expired";
    }
    if (code.waba_id !== input.wabaId || code.wa_phone_number_id !== input.waPhoneNumberId) {
      return "The WhatsApp Business account does not match the sign-up";
    }
    ctx.db
      .prepare("UPDATE whatsapp_signup_codes SET used_at = ? WHERE code_hash = ?")
      .run(ctx.now(), sha256(input.code));
    ctx.db
      .prepare(
        "UPDATE whatsapp_numbers SET waba_id = ?, wa_phone_number_id = ?, phone_number = ?, configure_at = ? WHERE id = ?",
      )
      .run(code.waba_id, code.wa_phone_number_id, code.phone_number, ctx.now() + WHATSAPP.CONFIGURE_DELAY_MS, row.id);
    return null;
  });
  if (failure) {
    ctx.db.prepare("UPDATE whatsapp_numbers SET status = 'Failed', error = ? WHERE id = ?").run(failure, row.id);
    throw badRequest(failure);
  }
}
