/** The built-in model's name on every screen (docs/decisions/015-embedded-agent-engine.md). */
export const EMBEDDED_MODEL_NAME = "Embedded (deterministic, no LLM)";
