/**
 * The AI framework's service (mounted at /ai-framework-management/api/v1; docs/features/ai-framework.md,
 * docs/decisions/015-embedded-agent-engine.md): models, tools, documents, agents and chat history on the
 * entity store, the embedded agent engine, and the configuration the screens read.
 */
import express from "express";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import { ROLES } from "../../../contract/roles";
import {
  AI_FRAMEWORK_CONFIG_PATH,
  EMBEDDED_MODEL_NAME,
  type AiFrameworkConfig,
} from "../../../contract/wire/aiFramework";
import type { PlatformContext } from "../../context";
import { authenticate, requireRoles } from "../../http/auth";
import { route } from "../../http/errors";
import { createOpenAiCompatibleRouter, OPENAI_MOUNT } from "./chatCompletions";
import { mountEntity } from "../../entities/router";
import { AI_AGENTS_ENTITY, mountAgentVersions } from "./agents";
import { chatHistoryEntity } from "./chats";
import { mountTryIt } from "./tryIt";
import { mountAiModels } from "./models";
import { mountAiTools } from "./tools";
import { mountDocuments } from "./documents";

export { EMBEDDED_MODEL_NAME };

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

  // The embedded engine as an OpenAI chat-completions server; its key is the account's REST API secret.
  router.use(OPENAI_MOUNT, createOpenAiCompatibleRouter(ctx));
  mountEntity(ctx, router, AI_AGENTS_ENTITY);
  mountAgentVersions(ctx, router);
  mountTryIt(ctx, router);
  mountEntity(ctx, router, chatHistoryEntity(ctx));
  mountAiModels(ctx, router);
  // Tools (docs/features/ai-framework.md#tools): the collection and its Test.
  mountAiTools(ctx, router);
  mountDocuments(ctx, router);

  return router;
}
