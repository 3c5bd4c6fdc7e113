/**
 * WhatsApp numbers over HTTP (mounted at /sip-connection/api; docs/product.md#whatsapp-calls "WhatsApp numbers"):
 *
 *   GET    /WhatsApp/numbers                 the list (customers: own account; administrators: every account or filter accountId)
 *   POST   /whatsapp/numbers                 create, 201 { id }
 *   GET    /whatsapp/numbers/:id             one number (fqdn, status and error for administrators only)
 *   PATCH  /whatsapp/numbers/:id             edit, 200
 *   DELETE /whatsapp/numbers/:id
 *   GET    /whatsapp/numbers/:id/status      the connection flags
 *   POST   /whatsapp/numbers/:id/signup      a one-time provider sign-up window { url } (platform-defined)
 *   PATCH  /whatsapp/numbers/:id/final       redeem the window's code; Connected after a short delay
 *   GET    /whatsapp/signup/:token           the provider's sign-up page (no bearer: the token is the grant)
 *   POST   /whatsapp/signup/:token           its Connect / Cancel; 303 to the console's returnTo
 *   POST   /reports/whatsapp-numbers         CSV export of the list query, 202
 *
 * Express matches paths case-insensitively, so /WhatsApp/numbers and /whatsapp/numbers are one path.
 */
import express, { type Request } from "express";
import { EXPORT } from "../../../contract/limits/export";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { buildListQuery } from "../../../contract/listQuery";
import { ROLES } from "../../../contract/roles";
import {
  SIGNUP_CALLBACK_PARAMS,
  WHATSAPP_LIST_SPEC,
  WhatsAppFinalizeSchema,
  WhatsAppNumberCreateSchema,
  WhatsAppNumberUpdateSchema,
  WhatsAppSignupRequestSchema,
} from "../../../contract/wire/whatsapp";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireRoles, type Caller } from "../../http/auth";
import { HttpError, jsonErrorHandler, route } from "../../http/errors";
import { createExportJob, MAX_PENDING_EXPORTS_PER_USER, pendingExportCount } from "../../jobs/exports";
import { equalsFilter, parseQuery, searchParams, sharedScope } from "../lookups";
import { listNumbers } from "./list";
import {
  cancelSignup,
  createNumber,
  deleteNumber,
  finalizeNumber,
  finishSignup,
  getNumber,
  openSignup,
  signupWindow,
  statusOf,
  toWire,
  updateNumber,
} from "./numbers";
import { signupPage } from "./signupPage";

const READ = [ROLES.SIPCONNECTIONS_READ, ROLES.TEAMS_READ];
export const SIGNUP_PATH = "/whatsapp/signup";
/** Where the sign-up page lives for the browser (the platform is reached through the same origin). */
const SIGNUP_PUBLIC_BASE = `/sip-connection/api${SIGNUP_PATH}`;
/** A phone number the provider accepts for WhatsApp calling: E.164. */
const E164 = /^\+[1-9]\d{7,14}$/;
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** Administrators read any account's number; customers only their own. Writes are always the own account's. */
const readScope = (caller: Caller) => (caller.isAdmin ? null : caller.accountId);

function withParams(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

export function createWhatsAppRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  router.use(["/whatsapp", "/reports/whatsapp-numbers"], express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_WHATSAPP_BYTES }));

  router.get(
    "/whatsapp/numbers",
    auth,
    requireRoles(READ),
    route((req, res) => {
      const caller = callerOf(req);
      const query = parseQuery(searchParams(req), WHATSAPP_LIST_SPEC);
      const scope = sharedScope(ctx, caller, equalsFilter(query, "accountId"));
      const { rows, total } = listNumbers(ctx, query, scope);
      if (total === 0) {
        res.status(204).end();
        return;
      }
      res.json({ whatsappNumbers: rows, pages: { totalElements: total, page: query.page, limit: query.limit } });
    }),
  );

  router.post(
    "/whatsapp/numbers",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_CREATE]),
    route(async (req, res) => {
      const input = WhatsAppNumberCreateSchema.parse(req.body);
      const id = await createNumber(ctx, callerOf(req).accountId, input);
      res.status(WHATSAPP.CREATED_STATUS).json({ id });
    }),
  );

  router.get(
    "/whatsapp/numbers/:id",
    auth,
    requireRoles(READ),
    route((req, res) => {
      const caller = callerOf(req);
      res.json(toWire(getNumber(ctx, req.params.id, readScope(caller)), caller.isAdmin));
    }),
  );

  router.get(
    "/whatsapp/numbers/:id/status",
    auth,
    requireRoles(READ),
    route((req, res) => {
      res.json(statusOf(getNumber(ctx, req.params.id, readScope(callerOf(req)))));
    }),
  );

  router.patch(
    "/whatsapp/numbers/:id",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_UPDATE]),
    route((req, res) => {
      const row = getNumber(ctx, req.params.id, callerOf(req).accountId);
      updateNumber(ctx, row, WhatsAppNumberUpdateSchema.parse(req.body));
      res.json(toWire(getNumber(ctx, row.id, row.account_id), false));
    }),
  );

  router.delete(
    "/whatsapp/numbers/:id",
    auth,
    requireRoles([ROLES.TEAMS_DELETE]),
    route((req, res) => {
      deleteNumber(ctx, getNumber(ctx, req.params.id, callerOf(req).accountId));
      res.status(204).end();
    }),
  );

  router.post(
    "/whatsapp/numbers/:id/signup",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_CREATE]),
    route((req, res) => {
      const row = getNumber(ctx, req.params.id, callerOf(req).accountId);
      const { returnTo } = WhatsAppSignupRequestSchema.parse(req.body);
      const token = openSignup(ctx, row, returnTo);
      res.status(201).json({ url: `${SIGNUP_PUBLIC_BASE}/${token}` });
    }),
  );

  router.patch(
    "/whatsapp/numbers/:id/final",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_CREATE]),
    route((req, res) => {
      const row = getNumber(ctx, req.params.id, callerOf(req).accountId);
      finalizeNumber(ctx, row, WhatsAppFinalizeSchema.parse(req.body));
      res.json(toWire(getNumber(ctx, row.id, row.account_id), false));
    }),
  );

  // The provider's page: the browser reaches it without a bearer token; the one-time token is the grant.
  const page = express.Router();
  page.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", PAGE_CSP);
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  page.use(express.urlencoded({ extended: false, limit: REQUEST_BODY_LIMITS.PLATFORM_WHATSAPP_SIGNUP_FORM_BYTES }));
  const expired = () => new HttpError(404, "This sign-up link is invalid or has expired. Start the setup again from the console.");
  page.get(
    "/:token",
    route((req, res) => {
      const window = signupWindow(ctx, req.params.token);
      if (!window) throw expired();
      res.type("html").send(signupPage({ action: `${SIGNUP_PUBLIC_BASE}/${req.params.token}`, numberName: window.numberName, phoneNumber: "" }));
    }),
  );
  page.post(
    "/:token",
    route((req: Request, res) => {
      const token = req.params.token;
      const window = signupWindow(ctx, token);
      if (!window) throw expired();
      const body = req.body as Record<string, unknown>;
      if (body.intent === "cancel") {
        cancelSignup(ctx, token);
        res.redirect(303, withParams(window.returnTo, { [SIGNUP_CALLBACK_PARAMS.event]: WHATSAPP.SIGNUP_CANCEL_EVENT }));
        return;
      }
      const phoneNumber = typeof body.phoneNumber === "string" ? body.phoneNumber.replace(/[\s().-]/g, "") : "";
      if (!E164.test(phoneNumber)) {
        res
          .status(400)
          .type("html")
          .send(
            signupPage({
              action: `${SIGNUP_PUBLIC_BASE}/${token}`,
              numberName: window.numberName,
              phoneNumber: typeof body.phoneNumber === "string" ? body.phoneNumber : "",
              error: "Enter the phone number in international format, such as +447400123456.",
            }),
          );
        return;
      }
      const result = finishSignup(ctx, token, phoneNumber);
      if (!result) throw expired();
      res.redirect(
        303,
        withParams(window.returnTo, {
          [SIGNUP_CALLBACK_PARAMS.code]: result.code,
          [SIGNUP_CALLBACK_PARAMS.event]: WHATSAPP.SIGNUP_FINISH_EVENT,
          [SIGNUP_CALLBACK_PARAMS.wabaId]: result.wabaId,
          [SIGNUP_CALLBACK_PARAMS.waPhoneNumberId]: result.waPhoneNumberId,
        }),
      );
    }),
  );
  router.use(SIGNUP_PATH, page);

  router.post(
    "/reports/whatsapp-numbers",
    auth,
    requireRoles(READ),
    route((req, res) => {
      const caller = callerOf(req);
      const query = parseQuery(searchParams(req), WHATSAPP_LIST_SPEC);
      const scope = sharedScope(ctx, caller, equalsFilter(query, "accountId"));
      if (pendingExportCount(ctx, caller.sub) >= MAX_PENDING_EXPORTS_PER_USER) {
        throw new HttpError(429, "Too many exports are in progress. Please wait for them to finish.");
      }
      // The job belongs to the caller (its notifications reach them); an administrator's export reads
      // every account, narrowed by the query's accountId filter (validated above by sharedScope).
      const stored = buildListQuery({ sort: query.sort, filter: query.filter, search: query.search }, WHATSAPP_LIST_SPEC);
      const day = new Date(ctx.now()).toISOString().slice(0, 10);
      const jobId = createExportJob(ctx, {
        accountId: caller.accountId,
        userId: caller.sub,
        kind: scope.withAccount ? "admin-whatsapp-numbers" : "whatsapp-numbers",
        query: stored,
        fileName: `${scope.withAccount ? "admin-" : ""}whatsapp-numbers-${day}.csv`,
      });
      res.status(EXPORT.ACCEPTED_STATUS).json({ jobId });
    }),
  );

  router.use(["/whatsapp", "/reports/whatsapp-numbers"], jsonErrorHandler);
  return router;
}
