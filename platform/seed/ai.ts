/**
 * The AI framework's demo records (docs/features/ai-framework.md): an agent for Acme Voice, published
 * once, and one for Globex, so a new user finds an agent to try and administrators see more than one
 * account's. Written through the agents' own content rules (canonicalContent), as the platform stores them.
 */
import { AgentContentObject, type AgentFormInput } from "../../contract/wire/aiAgents";
import type { Db } from "../db/database";
import { canonicalContent } from "../services/ai/agents";

const ACME_RECEPTIONIST: AgentFormInput = {
  name: "Acme receptionist",
  description: "Answers opening hours and billing questions, and puts callers through to a person",
  prompt:
    'You are the receptionist of Acme Voice.{{#if channel == "phone"}} Keep answers short: the caller is listening.{{/if}} The caller is {caller}.',
  welcomeMessage: "Hello, this is Acme Voice. How can I help?",
  intents: [
    {
      name: "opening_hours",
      examples: [
        "when are you open",
        "what are your opening hours",
        "are you open on saturday",
        "what time do you close",
      ],
      answer: "We are open Monday to Friday, 8:00 to 18:00, and Saturday 9:00 to 13:00.",
    },
    {
      name: "talk_to_person",
      examples: ["I want to talk to a person", "put me through to an agent", "can I speak to someone", "human please"],
      answer: "I am putting you through to a colleague.",
    },
  ],
};

const GLOBEX_HELPDESK: AgentFormInput = {
  name: "Globex helpdesk",
  description: "First line of the Globex IT helpdesk",
  prompt: "You are the first line of the Globex IT helpdesk.",
  welcomeMessage: "Globex helpdesk, how can I help?",
  intents: [
    {
      name: "reset_password",
      examples: ["I forgot my password", "reset my password", "I am locked out of my account"],
      answer: "Open id.globex.example and choose Forgot password: a link arrives within a minute.",
    },
  ],
};

function insertAgent(db: Db, id: string, accountId: string, form: AgentFormInput, publish: boolean, now: number) {
  const content = AgentContentObject.parse(form);
  const text = canonicalContent(content);
  db.prepare(
    `INSERT INTO ai_agents (id, account_id, name, description, model_id, content, intents_count, documents_count, tools_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    accountId,
    content.name,
    content.description ?? null,
    content.modelId,
    text,
    content.intents.length,
    content.documentIds.length,
    content.toolIds.length,
    now,
    now,
  );
  if (publish)
    db.prepare(
      "INSERT INTO ai_agent_versions (agent_id, version, content, note, created_by, created_at) VALUES (?, 1, ?, ?, NULL, ?)",
    ).run(id, text, "First version", now);
}

/** The demo agents' fixed ids (the seed is deterministic). */
export const DEMO_AGENTS = {
  acme: "00000000-0000-4000-8000-0000000a9e01",
  globex: "00000000-0000-4000-8000-0000000a9e02",
} as const;

/** An agent for an account whose seeded bots include the built-in AI agent: it greets and hands over. */
const assistantOf = (accountName: string): AgentFormInput => {
  const name = `${
    accountName
      .replace(/[^A-Za-z0-9 _-]/g, "")
      .trim()
      .slice(0, 22) || "Demo"
  } assistant`;
  return {
    name,
    description: "Greets callers and puts them through to a person",
    prompt: `You are the phone assistant of ${accountName}. Keep answers short.`,
    welcomeMessage: "Hello, how can I help?",
    intents: [
      {
        name: "talk_to_person",
        examples: ["I want to talk to a person", "put me through to someone", "can I speak to an agent"],
        answer: "I am putting you through to a colleague.",
      },
    ],
  };
};

/**
 * Seeds the demo agents, published once, and points every seeded bot of the built-in AI agent at an
 * agent of its account (docs/features/ai-framework.md#bots-that-run-an-agent), on the latest published
 * version. The bots are written before the agents (the accounts come first), so they are linked here;
 * an account with such a bot and no demo agent gets a small one of its own.
 */
export function seedAi(db: Db, accounts: { acme: string; globex: string }, now: number): void {
  insertAgent(db, DEMO_AGENTS.acme, accounts.acme, ACME_RECEPTIONIST, true, now);
  insertAgent(db, DEMO_AGENTS.globex, accounts.globex, GLOBEX_HELPDESK, true, now);
  const agentOf = new Map<string, string>([
    [accounts.acme, DEMO_AGENTS.acme],
    [accounts.globex, DEMO_AGENTS.globex],
  ]);
  const withAgentBots = db
    .prepare(
      `SELECT DISTINCT a.id, a.name FROM bots b JOIN accounts a ON a.id = b.account_id
        WHERE b.sub_framework = 'ai-agent' AND b.deleted_at IS NULL ORDER BY a.created_at, a.id`,
    )
    .all() as { id: string; name: string }[];
  let next = 0;
  for (const account of withAgentBots) {
    if (!agentOf.has(account.id)) {
      // Fixed ids after the demo agents' (the seed is deterministic and draws nothing here).
      const id = `00000000-0000-4000-8000-${(0xa9e10 + next++).toString(16).padStart(12, "0")}`;
      insertAgent(db, id, account.id, assistantOf(account.name), true, now);
      agentOf.set(account.id, id);
    }
    db.prepare(
      "UPDATE bots SET agent_id = ?, agent_version = NULL WHERE account_id = ? AND sub_framework = 'ai-agent' AND deleted_at IS NULL",
    ).run(agentOf.get(account.id), account.id);
  }
}
