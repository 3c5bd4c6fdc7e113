import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from "node:crypto";
import type { Db } from "../db/database";

/**
 * Reads a JSON setting, creating it with `create()` the first time. INSERT OR IGNORE then SELECT,
 * so two processes starting on the same database end up with the same value.
 */
function settingOrCreate<T>(db: Db, key: string, create: () => T): T {
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)").run(key, JSON.stringify(create()));
  const value = db.prepare("SELECT value FROM settings WHERE key = ?").pluck().get(key) as string;
  return JSON.parse(value) as T;
}

export interface IdpSecrets {
  clientSecret: string;
  /** Keys signing the provider's cookies (newest first). */
  cookieKeys: string[];
  /** The RS256 private signing key of id tokens, as a JWK. */
  signingKey: JsonWebKey & { kid: string; alg: string; use: string };
}

/**
 * Secrets of the identity provider, generated once and kept in the settings table, so a restart
 * keeps sessions, issued id tokens and the console's client credentials valid.
 */
export function loadIdpSecrets(db: Db): IdpSecrets {
  return {
    clientSecret: settingOrCreate(db, "idp.clientSecret", () => randomBytes(32).toString("base64url")),
    cookieKeys: settingOrCreate(db, "idp.cookieKeys", () => [randomBytes(32).toString("base64url")]),
    signingKey: settingOrCreate(db, "idp.signingKey", () => {
      const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      return { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" };
    }),
  };
}

/** The public half of a private RSA JWK (what the provider publishes at /jwks). */
export function publicJwk(key: IdpSecrets["signingKey"]): JsonWebKey & { kid: string; alg: string; use: string } {
  return { kty: key.kty, n: key.n, e: key.e, kid: key.kid, alg: key.alg, use: key.use };
}
