/**
 * The AI framework's service (docs/features/ai-framework.md; docs/product.md#base-paths
 * "/ai-framework-management/api/v1"): its base path and its configuration, the answer of
 * GET {ai framework}/config (docs/product.md#endpoint-names "AI framework: ... config").
 */
import { z } from "zod";

export const AI_FRAMEWORK_BASE = "/ai-framework-management/api/v1";
export const AI_FRAMEWORK_CONFIG_PATH = "/config";

/** The built-in model's name on every screen (docs/decisions/015-embedded-agent-engine.md). */
export const EMBEDDED_MODEL_NAME = "Embedded (deterministic, no LLM)";

/** The built-in model, as every screen that shows a model names it (docs/decisions/015-embedded-agent-engine.md). */
export const EmbeddedModelSchema = z.object({
  id: z.string(),
  /** "Embedded (deterministic, no LLM)": the label is the platform's, so no screen can call it anything else. */
  name: z.string(),
  deterministic: z.literal(true),
});

export const AiFrameworkConfigSchema = z.object({
  embeddedModel: EmbeddedModelSchema,
  limits: z.object({ agents: z.number(), tools: z.number(), documents: z.number(), models: z.number() }),
  /** Whether the platform may reach private addresses for this deployment ("*" or ranges configured). */
  privateUrlsAllowed: z.boolean(),
});
export type AiFrameworkConfig = z.infer<typeof AiFrameworkConfigSchema>;
