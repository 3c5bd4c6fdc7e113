/**
 * The phones module (mounted at /phones/api; docs/product.md#endpoint-names "Phone numbers", #lookup-calls): the numbers
 * collection of the entity store (contract/wire/phones: the grids, the statistics and dashboard
 * lookup GET /phones, configure, release, port-in and the report generator), the spec's names for
 * them as aliases, the admin list of docs/product.md#lookup-calls (/Admin, filtered by userId), a number's status
 * (CheckStatus), the configuration catalogue (DefaultConfig, LanguageVoiceNames), the requirement
 * documents and the connectivity providers of the manual number. The simulated provider's answers
 * (lifecycle.ts) arrive with the simulator's ticks.
 */
import express, { type Request, type RequestHandler } from "express";
import { ADMIN_PHONES_LIST_SPEC } from "../../../contract/lookups";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { ROLES } from "../../../contract/roles";
import { PHONES_API, PhoneDocumentsUploadSchema, type PhoneStatus } from "../../../contract/wire/phones";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { getEntity, listEntities } from "../../entities/store";
import { authenticate, callerOf, requireAdmin, requireRoles } from "../../http/auth";
import { jsonErrorHandler, route } from "../../http/errors";
import { parseQuery, searchParams } from "../../http/query";
import { adminScope, equalsFilter, sendList } from "../lookups";
import { defaultPhoneConfig, languageVoiceNames } from "./config";
import { phonesEntity } from "./definition";
import { uploadDocuments } from "./lifecycle";
import { createPhoneOrdersRouter } from "./buying";
import { connectivityProviders } from "./providers";
import { placeTestCall } from "./testCall";

/** The test-call path under /phones/api (PHONES_PATHS.testCall). */
const PHONES_PATHS_TEST_CALL = `${PHONES_API.collection}/:id/testcall`;

/** Serves the request as if it had asked `path` (an alias of docs/product.md#endpoint-names's names onto the entity collection), keeping its query. */
const aliasTo =
  (path: (req: Request) => string): RequestHandler =>
  (req, _res, next) => {
    const query = req.url.indexOf("?");
    req.url = `${path(req)}${query >= 0 ? req.url.slice(query) : ""}`;
    next();
  };

export function createPhonesRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  // Buying numbers: catalogue, cart, orders (buying.ts).
  router.use(createPhoneOrdersRouter(ctx));
  const def = phonesEntity(ctx);
  const one = (req: Request) => `${PHONES_API.collection}/${encodeURIComponent(String(req.params.id))}`;

  // docs/product.md#endpoint-names's names for what the collection serves.
  router.get(
    "/GetPhoneNumbers",
    aliasTo(() => PHONES_API.collection),
  );
  router.get(
    "/GetAllPhoneNumbers",
    auth,
    requireAdmin([ROLES.NUMBERS_READ]),
    aliasTo(() => PHONES_API.collection),
  );
  router.delete("/DeletePhoneNumber/:id", aliasTo(one));
  router.patch("/configure/:id", aliasTo(one));

  // Requirement documents: before the collection's own JSON parser, whose limit is a form's.
  router.post(
    `${PHONES_API.collection}/:id/documents`,
    express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_PHONE_DOCUMENTS_BYTES }),
    auth,
    requireRoles([ROLES.NUMBERS_UPDATE]),
    route((req, res) => {
      uploadDocuments(ctx, callerOf(req).accountId, String(req.params.id), PhoneDocumentsUploadSchema.parse(req.body));
      res.status(204).end();
    }),
  );

  // A test call to one of the account's numbers (testCall.ts): placed now, its id answered so the
  // console opens it. Before the collection, whose /:id routes would take the path.
  router.post(
    PHONES_PATHS_TEST_CALL,
    auth,
    requireRoles([ROLES.NUMBERS_UPDATE, ROLES.CALLS_READ], "all"),
    route((req, res) => {
      res.status(201).json(placeTestCall(ctx, callerOf(req).accountId, String(req.params.id)));
    }),
  );

  mountEntity(ctx, router, def);

  // docs/product.md#lookup-calls "GET {phones module}/phones (customer), or /Admin with a filter on userId (admin)": the
  // same list in the admin grammar (the account named userId).
  router.get(
    "/Admin",
    auth,
    requireAdmin([ROLES.NUMBERS_READ]),
    route((req, res) => {
      const query = parseQuery(searchParams(req), ADMIN_PHONES_LIST_SPEC);
      const scope = adminScope(ctx, equalsFilter(query, "userId"));
      const { rows, total } = listEntities(ctx, def, { ...query, filter: [] }, scope);
      sendList(res, rows, () => ({ phoneNumbers: rows, pages: { totalElements: total } }));
    }),
  );

  router.get(
    "/Admin/Providers",
    auth,
    requireAdmin([ROLES.NUMBERS_READ]),
    route((_req, res) => {
      res.json({ providers: connectivityProviders(ctx) });
    }),
  );

  router.get(
    "/CheckStatus/:id",
    auth,
    requireRoles([ROLES.NUMBERS_READ]),
    route((req, res) => {
      const caller = callerOf(req);
      const row = getEntity(ctx, def, String(req.params.id), caller.isAdmin ? null : caller.accountId);
      const body: PhoneStatus = {
        id: row.id,
        phoneNumber: String(row.e164),
        status: row.status as PhoneStatus["status"],
      };
      res.json(body);
    }),
  );

  router.get(
    "/DefaultConfig",
    auth,
    requireRoles([ROLES.NUMBERS_READ]),
    route((_req, res) => {
      res.json(defaultPhoneConfig());
    }),
  );

  router.get(
    "/LanguageVoiceNames",
    auth,
    requireRoles([ROLES.NUMBERS_READ]),
    route((_req, res) => {
      res.json(languageVoiceNames());
    }),
  );

  // Errors of these routes only; other paths fall through to the next module.
  router.use(
    [
      "/Admin",
      "/CheckStatus",
      "/DefaultConfig",
      "/LanguageVoiceNames",
      "/GetPhoneNumbers",
      "/GetAllPhoneNumbers",
      "/configure",
      "/DeletePhoneNumber",
    ],
    jsonErrorHandler,
  );
  return router;
}
