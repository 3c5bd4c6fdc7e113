import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import express from "express";
import type { PlatformContext } from "../../context";
import { mountEntity } from "../../entities/router";
import { jsonErrorHandler } from "../../http/errors";
import { accountRoutes } from "./accountRoutes";
import { createMyAccountRouter } from "../account/routes";
import { createMarketplaceRouter } from "../account/marketplace";
import { createAdminNotificationsRouter } from "./adminNotifications";
import { authRoutes } from "./authRoutes";
import { createClientsRouter } from "./clients";
import { createDashboardRouter } from "./dashboard";
import { createMoneyRouter } from "./money";
import { createPaymentRouter } from "../payments/index";
import { createExportsRouter } from "./exports";
import { createNotificationsRouter } from "./notifications";
import { createRegisterRouter } from "./register";
import { SPEECH_SERVICES_ENTITY } from "./speechServices";
import { VOICE_TRANSLATIONS_ENTITY } from "./voiceTranslations";

/**
 * The main service base path, mounted by the server at /vaic/api. Body parsers live inside this
 * router only: a global parser would consume the streams Remix, oidc-provider and the hub need.
 * Requests no route here matches fall through to whatever the server mounts after it.
 */
export function createVaicRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_VAIC_BYTES }));
  // The token endpoint also takes the OAuth 2 form encoding.
  router.use(express.urlencoded({ extended: false, limit: REQUEST_BODY_LIMITS.PLATFORM_VAIC_BYTES }));
  router.use(authRoutes(ctx));
  router.use(accountRoutes(ctx));
  router.use(createRegisterRouter(ctx));
  router.use(createMyAccountRouter(ctx));
  router.use(createMarketplaceRouter(ctx));
  router.use(createNotificationsRouter(ctx));
  router.use(createAdminNotificationsRouter(ctx));
  router.use(createClientsRouter(ctx));
  router.use(createMoneyRouter(ctx));
  router.use(createPaymentRouter(ctx));
  router.use(createDashboardRouter(ctx));
  router.use(createExportsRouter(ctx));
  // The entity collections of the main service (docs/product.md#endpoint-names "/speechService"; ADR 010): speech services, voice translations.
  mountEntity(ctx, router, SPEECH_SERVICES_ENTITY);
  mountEntity(ctx, router, VOICE_TRANSLATIONS_ENTITY);
  router.use(jsonErrorHandler);
  return router;
}
