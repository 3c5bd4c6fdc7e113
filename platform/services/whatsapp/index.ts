/**
 * WhatsApp numbers over HTTP (mounted at /sip-connection/api; docs/product.md#whatsapp-calls "WhatsApp numbers"). The
 * entity router (platform/entities) serves the list, create, read, edit, delete and the report:
 *
 *   GET    /WhatsApp/numbers                 the list (customers: own account; administrators: every account or filter accountId)
 *   POST   /whatsapp/numbers                 create (InProgress), 201 { id }
 *   GET    /whatsapp/numbers/:id             one number (fqdn, status and error for administrators only)
 *   PATCH  /whatsapp/numbers/:id             edit the fields named, 200
 *   DELETE /whatsapp/numbers/:id
 *   POST   /reports/whatsapp-numbers         CSV export of the list query, 202
 *
 * and this router what is the number's own:
 *
 *   GET    /whatsapp/numbers/:id/status      the connection flags
 *   POST   /whatsapp/numbers/:id/signup      a one-time provider sign-up window { url } (platform-defined)
 *   PATCH  /whatsapp/numbers/:id/final       redeem the window's code; Connected after a short delay
 *   GET    /whatsapp/signup/:token           the provider's sign-up page (no bearer: the token is the grant)
 *   POST   /whatsapp/signup/:token           its Connect / Cancel; 303 to the console's returnTo
 *
 * Express matches paths case-insensitively, so /WhatsApp/numbers and /whatsapp/numbers are one path.
 */
import express, { type Request } from "express";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { ROLES } from "../../../contract/roles";
import {
  SIGNUP_CALLBACK_PARAMS,
  WhatsAppFinalizeSchema,
  WhatsAppSignupRequestSchema,
} from "../../../contract/wire/whatsapp";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { detailOf, getEntity } from "../../entities/store";
import { authenticate, callerOf, requireRoles, type Caller } from "../../http/auth";
import { HttpError, jsonErrorHandler, route } from "../../http/errors";
import { WHATSAPP_ENTITY } from "./definition";
import { cancelSignup, finalizeNumber, finishSignup, openSignup, signupWindow, statusOf } from "./numbers";
import { signupPage } from "./signupPage";

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
  const numberOf = (id: string, accountId: string | null) => getEntity(ctx, WHATSAPP_ENTITY, id, accountId);
  // Before the entity router's own parser: a WhatsApp body is small.
  router.use(
    ["/whatsapp", WHATSAPP_ENTITY.api.report],
    express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_WHATSAPP_BYTES }),
  );
  mountEntity(ctx, router, WHATSAPP_ENTITY);

  router.get(
    "/whatsapp/numbers/:id/status",
    auth,
    requireRoles(WHATSAPP_ENTITY.roles.read),
    route((req, res) => {
      res.json(statusOf(numberOf(req.params.id, readScope(callerOf(req)))));
    }),
  );

  router.post(
    "/whatsapp/numbers/:id/signup",
    auth,
    requireRoles([ROLES.SIPCONNECTIONS_CREATE]),
    route((req, res) => {
      const row = numberOf(req.params.id, callerOf(req).accountId);
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
      const row = numberOf(req.params.id, callerOf(req).accountId);
      finalizeNumber(ctx, row, WhatsAppFinalizeSchema.parse(req.body));
      res.json(detailOf(WHATSAPP_ENTITY, numberOf(row.id, row.account_id), false));
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
  const expired = () =>
    new HttpError(404, "This sign-up link is invalid or has expired. Start the setup again from the console.");
  page.get(
    "/:token",
    route((req, res) => {
      const window = signupWindow(ctx, req.params.token);
      if (!window) throw expired();
      res.type("html").send(
        signupPage({
          action: `${SIGNUP_PUBLIC_BASE}/${req.params.token}`,
          numberName: window.numberName,
          phoneNumber: "",
        }),
      );
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
        res.redirect(
          303,
          withParams(window.returnTo, { [SIGNUP_CALLBACK_PARAMS.event]: WHATSAPP.SIGNUP_CANCEL_EVENT }),
        );
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

  router.use("/whatsapp", jsonErrorHandler);
  return router;
}
