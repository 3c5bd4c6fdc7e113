import { REQUEST_BODY_LIMITS } from "../../contract/limits/request-body-limits";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import type { PlatformContext } from "../context";
import { clientAddress } from "../http/client";
import { brandName } from "../services/vaic/settings";
import { checkCredentials, INACTIVE_USER, INVALID_CREDENTIALS, tooManyAttempts } from "../services/vaic/credentials";
import { messagePage, signInPage } from "./pages";

interface Options {
  mountPath: string;
  consoleLogin: { href: string; label: string };
}

type Details = Awaited<ReturnType<Provider["interactionDetails"]>>;

/**
 * The provider's interaction pages: the sign-in form and the automatic consent. The interaction is
 * bound to its uid cookie (SameSite=Lax, signed), and every request must name the same uid in its
 * path, so a cross-site form post or a stale link cannot complete someone else's sign-in.
 */
export function interactionRoutes(ctx: PlatformContext, provider: Provider, o: Options): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: REQUEST_BODY_LIMITS.IDP_SIGN_IN_FORM_BYTES });
  const base = (uid: string) => `${o.mountPath}/interaction/${encodeURIComponent(uid)}`;

  const html = (res: Response, status: number, body: string) => {
    res.status(status).type("html").setHeader("Cache-Control", "no-store").send(body);
  };

  async function details(req: Request): Promise<Details> {
    const found = await provider.interactionDetails(req, req.res!);
    if (found.uid !== req.params.uid) throw new errors.SessionNotFound("interaction uid mismatch");
    return found;
  }

  /** Grants what the consent prompt found missing; the console is first-party, so nobody is asked. */
  async function autoConsent(req: Request, res: Response, d: Details) {
    const accountId = d.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound("no signed-in account for consent");
    const grant =
      (d.grantId ? await provider.Grant.find(d.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(d.params.client_id) });
    const missing = d.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  // Errors render as pages (this is a browser flow), never as a stack trace.
  const handle = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) =>
    fn(req, res).catch((err: unknown) => {
      if (res.headersSent) return;
      if (err instanceof errors.SessionNotFound) {
        return html(
          res,
          400,
          messagePage(
            "Sign-in expired",
            "This sign-in request is no longer valid. Please start again from the console.",
            o.consoleLogin,
          ),
        );
      }
      console.error("[idp] interaction failed", err);
      html(
        res,
        500,
        messagePage("Sign-in failed", "Something went wrong. Please try again from the console.", o.consoleLogin),
      );
    });

  router.get(
    "/interaction/:uid",
    handle(async (req, res) => {
      const d = await details(req);
      if (d.prompt.name === "login") {
        const hint = typeof d.params.login_hint === "string" ? d.params.login_hint : "";
        return html(
          res,
          200,
          signInPage({
            brand: brandName(ctx),
            action: `${base(d.uid)}/login`,
            abortAction: `${base(d.uid)}/abort`,
            email: hint,
          }),
        );
      }
      if (d.prompt.name === "consent") return autoConsent(req, res, d);
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "Unsupported interaction" },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.post(
    "/interaction/:uid/login",
    form,
    handle(async (req, res) => {
      const d = await details(req);
      if (d.prompt.name !== "login") {
        res.redirect(303, base(d.uid));
        return;
      }
      const email = typeof req.body?.email === "string" ? req.body.email.trim() : "";
      const password = typeof req.body?.password === "string" ? req.body.password : "";
      const page = (error: string) =>
        signInPage({
          brand: brandName(ctx),
          action: `${base(d.uid)}/login`,
          abortAction: `${base(d.uid)}/abort`,
          email,
          error,
        });
      if (!email || !password) return html(res, 200, page("Enter your e-mail and password."));
      const check = await checkCredentials(ctx, email, password, clientAddress(req));
      if (!check.ok) {
        if (check.reason === "limited") {
          res.setHeader("Retry-After", String(check.retryAfterSeconds));
          return html(res, 429, page(tooManyAttempts(check.retryAfterSeconds, check.limit)));
        }
        return html(res, 200, page(check.reason === "inactive" ? INACTIVE_USER : INVALID_CREDENTIALS));
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: check.userId } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.post(
    "/interaction/:uid/abort",
    handle(async (req, res) => {
      await details(req);
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The user cancelled the sign-in" },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  // The form parser's refusals (a body over the limit: 413; a malformed one: 400) as pages too.
  const parserError: ErrorRequestHandler = (err, _req, res, next) => {
    const status = (err as { status?: unknown })?.status;
    if (res.headersSent || typeof status !== "number" || status < 400 || status >= 500) return next(err);
    const text = status === 413 ? "The sign-in form sent too much data." : "The sign-in form could not be read.";
    html(res, status, messagePage("Sign-in failed", `${text} Please try again from the console.`, o.consoleLogin));
  };
  router.use(parserError);

  return router;
}
