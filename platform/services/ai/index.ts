/**
 * The AI framework's service (mounted at /ai-framework-management/api/v1; docs/features/ai-framework.md,
 * docs/decisions/015-embedded-agent-engine.md): models, tools, documents, agents and chat history on the
 * entity store, the embedded agent engine, and the configuration the screens read.
 */
import express from "express";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import { AI_FRAMEWORK_CONFIG_PATH, type AiFrameworkConfig } from "../../../contract/wire/aiFramework";
import type { PlatformContext } from "../../context";
import { authenticate, requireRoles } from "../../http/auth";
import { route } from "../../http/errors";
import { mountDocuments } from "./documents";

/** The built-in model's name on every screen (docs/decisions/015-embedded-agent-engine.md). */
export const EMBEDDED_MODEL_NAME = "Embedded (deterministic, no LLM)";

export function createAiFrameworkRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    AI_FRAMEWORK_CONFIG_PATH,
    authenticate(ctx),
    requireRoles([ROLES.AIFRAMEWORK_READ]),
    route((_req, res) => {
      const config: AiFrameworkConfig = {
        embeddedModel: { id: AI_MODELS.EMBEDDED_MODEL_ID, name: EMBEDDED_MODEL_NAME, deterministic: true },
        limits: {
          agents: AI_LIMITS_PER_ACCOUNT.AGENTS,
          tools: AI_LIMITS_PER_ACCOUNT.TOOLS,
          documents: AI_LIMITS_PER_ACCOUNT.DOCUMENTS,
          models: AI_LIMITS_PER_ACCOUNT.MODELS,
        },
        privateUrlsAllowed: (ctx.config.privateUrlsAllowed ?? []).length > 0,
      };
      res.json(config);
    }),
  );

  mountDocuments(ctx, router);

  return router;
}
