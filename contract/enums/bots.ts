/** Bots and the AI framework (docs/product.md#bot-connection). */

/** docs/product.md#bot-connection "botApiType (chat_api or streaming_api)": HTTP or WebSocket. */
export const BOT_API_TYPES = ["chat_api", "streaming_api"] as const;
export type BotApiType = (typeof BOT_API_TYPES)[number];

/** docs/product.md#bot-connection "Main framework types: None, Ac, Microsoft, Dialogflow, CoCoHub, Amazon". */
export const BOT_MAIN_FRAMEWORKS = ["None", "Ac", "Microsoft", "Dialogflow", "CoCoHub", "Amazon"] as const;
export type BotMainFramework = (typeof BOT_MAIN_FRAMEWORKS)[number];

/** docs/product.md#bot-connection "authMethod (no-auth, token, oauth)". */
export const AUTH_METHODS = ["no-auth", "token", "oauth"] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** docs/product.md#form-modes "Form modes: Create, Update, ReadOnly". */
export const FORM_MODES = ["Create", "Update", "ReadOnly"] as const;
export type FormMode = (typeof FORM_MODES)[number];

/** docs/product.md#ai-entities "AI entity kinds". */
export const AI_ENTITY_KINDS = [
  "Agent",
  "Document",
  "Tool",
  "Model",
  "Post Call Analysis",
  "Test Suite",
  "Flow",
] as const;
export type AiEntityKind = (typeof AI_ENTITY_KINDS)[number];

/** docs/product.md#ai-entities "Post call analysis types": extract variables, summarize conversation, conversation log. */
export const POST_CALL_ANALYSIS_TYPES = ["extract", "summarize", "transcript"] as const;
export type PostCallAnalysisType = (typeof POST_CALL_ANALYSIS_TYPES)[number];

/** docs/product.md#ai-entities Chat message "role (user or assistant)". */
export const CHAT_ROLES = ["user", "assistant"] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
