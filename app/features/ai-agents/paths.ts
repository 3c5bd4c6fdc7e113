/**
 * Where the agents' screens are: their own module, so a page that only links to an agent (the bot
 * dialog) does not bring the agents' resource, its schemas and its translations into its bundle.
 */
export const AI_AGENT_PATHS = { portal: "/portal/ai_framework/agents", admin: "/admin/ai_framework/agents" } as const;
