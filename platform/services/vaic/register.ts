import express from "express";
import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { PATTERNS } from "../../../contract/limits/patterns";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { VALIDATION } from "../../../contract/limits/validation";
import { formatMessage, MSG } from "../../../contract/messages";
import { OWNER_ROLES } from "../../../contract/roles";
import { issueTokenPair } from "../../auth/issue";
import { hashPassword } from "../../auth/passwords";
import type { PlatformContext } from "../../context";
import { writeTransaction } from "../../db/database";
import { HttpError, route } from "../../http/errors";
import { baseSettings, termsVersion } from "./settings";

/**
 * Self-registration (POST /vaic/api/Accounts/register): a new Trial account with its owner, signed
 * in at once. The console validates the same rules first (app/features/auth/schemas.ts, built on the
 * same contract constants); these checks are the gate, because anyone can call this endpoint.
 */

export const DUPLICATE_EMAIL = "An account with this e-mail already exists";
export const REGISTRATION_DISABLED = "Registration is disabled";
const NAME_MAX = 100;

const text = (key: Parameters<typeof formatMessage>[0], params?: Record<string, string | number>) =>
  formatMessage(key, params);

/** docs/product.md#users-and-passwords "Password: at least 8 characters, upper and lower case, letters and digits, at least one special character". */
const password = z
  .string({ required_error: text(MSG.validation_password_required) })
  .min(1, text(MSG.validation_password_required))
  .min(VALIDATION.PASSWORD_MIN, text(MSG.validation_password_too_short))
  .max(1024)
  .refine((v) => PATTERNS.PASSWORD_CLASSES.every((p) => p.test(v)), text(MSG.validation_password_rules));

const name = (requiredKey: typeof MSG.validation_first_name_required | typeof MSG.validation_last_name_required) =>
  z
    .string({ required_error: text(requiredKey) })
    .trim()
    .min(1, text(requiredKey))
    .max(NAME_MAX, text(MSG.validation_max_length, { field: "Name", max: NAME_MAX }));

export const registerBody = z.object({
  firstName: name(MSG.validation_first_name_required),
  lastName: name(MSG.validation_last_name_required),
  email: z
    .string({ required_error: text(MSG.validation_email_required) })
    .trim()
    .min(1, text(MSG.validation_email_required))
    .max(254, text(MSG.validation_email_invalid))
    .email(text(MSG.validation_email_invalid)),
  password,
  accountName: z
    .string({ required_error: text(MSG.validation_account_name) })
    .trim()
    .min(1, text(MSG.validation_account_name))
    .max(VALIDATION.ACCOUNT_NAME_MAX, text(MSG.validation_account_name))
    .refine((v) => !PATTERNS.ACCOUNT_NAME_FORBIDDEN.test(v), text(MSG.validation_account_name)),
  acceptTerms: z.literal(true, {
    errorMap: () => ({ message: text(MSG.validation_label_required, { label: "Terms and privacy policy" }) }),
  }),
});
export type RegisterBody = z.infer<typeof registerBody>;

function emailTaken(ctx: PlatformContext, email: string): boolean {
  return ctx.db.prepare("SELECT 1 FROM users WHERE email = ?").pluck().get(email) !== undefined;
}

function duplicate(): HttpError {
  // Same shape as a validation failure, so a client can put the message on the e-mail field.
  return new HttpError(409, DUPLICATE_EMAIL, { errors: [{ field: "email", message: DUPLICATE_EMAIL }] });
}

/**
 * A new Trial account (docs/product.md#plans, #account-status), as self-registration and the create-account wizard make it; call
 * inside a write transaction. Returns its id.
 */
export function insertTrialAccount(
  ctx: PlatformContext,
  account: { name: string; description?: string; regionId?: string | null; creator: string },
): string {
  const now = ctx.now();
  const accountId = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO accounts (id, name, description, region_id, type, status, plan, billing_type, balance, secret, trial_expires_at, creator, created_at)
       VALUES (?, ?, ?, ?, 'LiveHub', 'active', 'Trial Plan', 'Prepaid', 0, ?, ?, ?, ?)`,
    )
    .run(
      accountId,
      account.name,
      account.description ?? "",
      account.regionId ?? null,
      randomBytes(24).toString("base64url"),
      now + TRIAL.NUMBER_VALID_DAYS * TIME.DAY_MS,
      account.creator,
      now,
    );
  return accountId;
}

/** Creates the account and its owner in one transaction; returns the new user's id. */
function createAccountWithOwner(ctx: PlatformContext, body: RegisterBody, passwordHash: string): string {
  const now = ctx.now();
  const userId = randomUUID();
  const insert = () =>
    writeTransaction(ctx.db, () => {
      if (emailTaken(ctx, body.email)) throw duplicate();
      const accountId = insertTrialAccount(ctx, { name: body.accountName, creator: "self-registration" });
      ctx.db
        .prepare(
          `INSERT INTO users (id, account_id, email, first_name, last_name, password_hash, roles, is_active,
                            is_new_account_created, terms_accepted_version, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
        )
        .run(
          userId,
          accountId,
          body.email,
          body.firstName,
          body.lastName,
          passwordHash,
          JSON.stringify(OWNER_ROLES),
          termsVersion(ctx),
          now,
        );
    });
  try {
    insert();
  } catch (error) {
    // Two registrations racing for one e-mail: the UNIQUE index decides.
    if (error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE") throw duplicate();
    throw error;
  }
  return userId;
}

export function createRegisterRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.post(
    "/Accounts/register",
    route(async (req, res) => {
      if (!baseSettings(ctx).registrationEnabled) throw new HttpError(403, REGISTRATION_DISABLED);
      const body = registerBody.parse(req.body ?? {});
      // Checked before the (slow) hash so a duplicate answers at once; checked again inside the transaction.
      if (emailTaken(ctx, body.email)) throw duplicate();
      const userId = createAccountWithOwner(ctx, body, await hashPassword(body.password));
      res.setHeader("Cache-Control", "no-store");
      res.status(201).json(await issueTokenPair(ctx, userId, "password"));
    }),
  );
  return router;
}
