import express from "express";
import { createLocalJWKSet, type JSONWebKeySet } from "jose";
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from "oidc-provider";
import type { PlatformContext } from "../context";
import { sqliteAdapter } from "./adapter";
import { interactionRoutes } from "./interactions";
import { accountPageRoutes } from "./account";
import { brandAssets, IDP_ASSETS_PATH } from "./brand-assets";
import { IDP_MOUNT_PATH } from "./mount-path";
import { logoutPage, messagePage } from "./pages";
import { loadIdpSecrets, publicJwk } from "./secrets";
import { brandName } from "../services/vaic/settings";
import { TIME } from "../../contract/limits/units";

export { IDP_MOUNT_PATH };
export const IDP_CLIENT_ID = "voice-console";
export const IDP_SCOPES = ["openid", "email", "profile", "offline_access"] as const;

export interface IdentityProvider {
  mountPath: string;
  app: express.Router;
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** What the platform's tokeniam endpoint needs to validate tokens of this provider. */
export interface RegisteredIdp {
  provider: Provider;
  issuer: string;
  clientId: string;
  keySet: ReturnType<typeof createLocalJWKSet>;
}

// One provider per platform context; createVaicRouter is built independently of the provider,
// so tokeniam finds it here at request time.
const registry = new WeakMap<PlatformContext, RegisteredIdp>();

export function registeredIdp(ctx: PlatformContext): RegisteredIdp | undefined {
  return registry.get(ctx);
}

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_id: string;
  roles: string;
}

function findAccount(ctx: PlatformContext): Configuration["findAccount"] {
  return async (_koa, sub) => {
    const row = ctx.db
      .prepare(
        `SELECT u.id, u.email, u.first_name, u.last_name, u.account_id, u.roles
         FROM users u JOIN accounts a ON a.id = u.account_id
         WHERE u.id = ? AND u.is_active = 1 AND a.deleted_at IS NULL`,
      )
      .get(sub) as AccountRow | undefined;
    if (!row) return undefined;
    return {
      accountId: row.id,
      async claims() {
        let roles: unknown = [];
        try {
          roles = JSON.parse(row.roles);
        } catch {
          roles = [];
        }
        return {
          sub: row.id,
          email: row.email,
          email_verified: true,
          name: `${row.first_name} ${row.last_name}`.trim(),
          given_name: row.first_name,
          family_name: row.last_name,
          accountId: row.account_id,
          roles,
        };
      },
    };
  };
}

/**
 * The console is this provider's only client and it is first-party, so consent is implied: every
 * requested scope (offline_access included, which oidc-provider only keeps with prompt=consent) is
 * granted without asking. An explicit prompt=consent still passes through the interaction, which
 * resolves it on its own (see interactions.ts).
 */
async function loadExistingGrant(koa: KoaContextWithOIDC) {
  const { oidc } = koa;
  const client = oidc.client!;
  const session = oidc.session!;
  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && grant.accountId !== session.accountId) grant = undefined;
  grant ??= new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  const scopes = [...oidc.requestParamScopes].filter((s) => (IDP_SCOPES as readonly string[]).includes(s));
  if (scopes.length) grant.addOIDCScope(scopes.join(" "));
  if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
  await grant.save();
  return grant;
}

export async function createIdentityProvider(ctx: PlatformContext): Promise<IdentityProvider> {
  const origin = ctx.config.publicOrigin.replace(/\/+$/, "");
  const issuer = `${origin}${IDP_MOUNT_PATH}`;
  const secrets = loadIdpSecrets(ctx.db);
  const consoleLogin = { href: `${origin}/login`, label: "Back to sign-in" };

  const configuration: Configuration = {
    adapter: sqliteAdapter(ctx.db),
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: "Voice Console",
        redirect_uris: [`${origin}/auth/iam/callback`, `${origin}/auth/iam-admin/callback`],
        post_logout_redirect_uris: [`${origin}/login?from=logout`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    responseTypes: ["code"],
    pkce: { methods: ["S256"], required: () => true },
    scopes: [...IDP_SCOPES],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "accountId", "roles"],
    },
    // id tokens carry the granted claims, so the console (and tokeniam) can read e-mail and account.
    conformIdTokenClaims: false,
    findAccount: findAccount(ctx),
    loadExistingGrant,
    // SameSite=Lax for its session too (the library's default is None, plus a `.legacy` copy): the
    // console is its only client, on the same site, and every cross-site step is a top-level GET.
    // Secure is added behind HTTPS by the server, as for every cookie (server/security.ts).
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: "lax", signed: true },
      short: { httpOnly: true, sameSite: "lax", signed: true },
    },
    jwks: { keys: [secrets.signingKey as JWK] },
    clientBasedCORS: () => false, // the console calls the provider from its server, never from a browser
    interactions: { url: (_koa, interaction) => `${IDP_MOUNT_PATH}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(koa, form) {
          koa.type = "html";
          koa.body = logoutPage(brandName(ctx), form);
        },
        async postLogoutSuccessSource(koa) {
          koa.type = "html";
          koa.body = messagePage("Signed out", `You are signed out of ${brandName(ctx)}.`, consoleLogin);
        },
      },
    },
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      Interaction: 60 * 60,
      Session: 14 * TIME.DAY_SECONDS,
      Grant: 14 * TIME.DAY_SECONDS,
      RefreshToken: 14 * TIME.DAY_SECONDS,
    },
    async renderError(koa, out) {
      koa.type = "html";
      koa.body = messagePage(
        "Sign-in failed",
        String(out.error_description ?? out.error ?? "Something went wrong"),
        consoleLogin,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true; // behind server.ts (and possibly a load balancer): trust X-Forwarded-*
  provider.on("server_error", (_koa, err) => console.error("[idp] server error", err));

  registry.set(ctx, {
    provider,
    issuer,
    clientId: IDP_CLIENT_ID,
    keySet: createLocalJWKSet({ keys: [publicJwk(secrets.signingKey)] } as JSONWebKeySet),
  });

  const app = express.Router();
  // Own strict CSP for these server-rendered pages: no scripts at all, no inline style; the brand's
  // stylesheet, font and logo from this origin only (brand-assets.ts).
  const csp = `default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`;
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });
  app.use(IDP_ASSETS_PATH.slice(IDP_MOUNT_PATH.length), brandAssets().serve);
  app.use(interactionRoutes(ctx, provider, { mountPath: IDP_MOUNT_PATH, consoleLogin }));
  app.use(accountPageRoutes(ctx));
  // oidc-provider parses its own bodies: nothing may consume the request stream before it.
  app.use(provider.callback());

  return { mountPath: IDP_MOUNT_PATH, app, clientId: IDP_CLIENT_ID, clientSecret: secrets.clientSecret, issuer };
}
