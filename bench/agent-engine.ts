/**
 * The embedded agent engine's speed (issue 31 "Speed"; docs/decisions/015-embedded-agent-engine.md:
 * "a turn must never be what a caller waits for, next to a model's 100–400 ms first token"): an agent
 * of 50 intents (10 examples each, slots on some, a tool on some) and 10 tools, the tools' calls
 * mocked (they answer at once) and its documents an in-memory index (the documents' own benchmark,
 * bench/document-index.ts, times SQLite's retrieval). It measures training the intents (cold, a few
 * times) and a turn's engine time (TurnTrace.engineMs: prompt, intents, slots, retrieval, without tool
 * waits) over 600 varied utterances: intents with values to fill, tools named by their descriptions,
 * questions for the documents and questions outside the domain. It prints figures and asserts nothing.
 *
 * Run: `npx tsx bench/agent-engine.ts`, or `npm run bench -- --only=agent-engine`.
 */
import { fileURLToPath } from "node:url";
import type { RetrievedChunk, ToolCallTrace } from "../contract/wire/aiTurns";
import { IntentClassifier } from "../platform/ai/engine/intents";
import {
  runTurn,
  type EngineAgent,
  type EngineIntent,
  type EngineTool,
  type TurnDeps,
} from "../platform/ai/engine/turn";
import { contentStems } from "../platform/ai/engine/words";
import { report } from "./summary";
import { AGENT_ENGINE_TARGET, reportTarget } from "./targets";
import { percentile, printTable } from "./timing";

const INTENTS = 50;
const EXAMPLES = 10;
const TOOLS = 10;
const TURNS = 600;
const TRAININGS = 3;
const WARM_UP_TURNS = 20;
const CHUNKS = 2000;

/** Fifty topics of a utility company's phone line: each an intent with its own words. */
const TOPICS = [
  ["meter", "reading"],
  ["bill", "amount"],
  ["direct", "debit"],
  ["tariff", "change"],
  ["move", "house"],
  ["power", "cut"],
  ["gas", "leak"],
  ["smart", "meter"],
  ["refund", "credit"],
  ["complaint", "manager"],
  ["payment", "plan"],
  ["account", "number"],
  ["password", "reset"],
  ["email", "address"],
  ["phone", "number"],
  ["solar", "panel"],
  ["boiler", "repair"],
  ["engineer", "visit"],
  ["appointment", "reschedule"],
  ["contract", "end"],
  ["renewal", "offer"],
  ["green", "energy"],
  ["price", "cap"],
  ["standing", "charge"],
  ["unit", "rate"],
  ["warm", "discount"],
  ["priority", "register"],
  ["debt", "advice"],
  ["prepayment", "top"],
  ["key", "card"],
  ["electric", "vehicle"],
  ["charger", "install"],
  ["heat", "pump"],
  ["insulation", "grant"],
  ["export", "payment"],
  ["annual", "statement"],
  ["paperless", "billing"],
  ["online", "login"],
  ["app", "download"],
  ["paper", "invoice"],
  ["landlord", "tenant"],
  ["business", "supply"],
  ["new", "connection"],
  ["supply", "number"],
  ["switching", "supplier"],
  ["estimated", "reading"],
  ["usage", "history"],
  ["carbon", "footprint"],
  ["winter", "payment"],
  ["wrong", "name"],
] as const;

const VERBS = [
  "I need help with my",
  "can you tell me about the",
  "I have a question about my",
  "what about my",
  "please check my",
  "I want to change my",
  "something is wrong with my",
  "how do I sort out my",
  "who can help with the",
  "explain the",
];

function buildAgent(): { agent: EngineAgent; chunks: RetrievedChunk[] } {
  const intents: EngineIntent[] = TOPICS.slice(0, INTENTS).map(([a, b], i) => ({
    name: `${a}_${b}`,
    examples: VERBS.slice(0, EXAMPLES).map((verb, j) => `${verb} ${a} ${b}${j % 3 === 0 ? " please" : ""}`),
    ...(i % 5 === 0
      ? {
          slots: [
            { name: "account", type: "number" as const },
            { name: "day", type: "date" as const },
          ],
          tool: `tool-${i % TOOLS}`,
        }
      : {
          answer: `About your ${a} ${b}: {{#if channel == "voice"}}I will send the details by text.{{#else}}here are the details.{{/if}}`,
        }),
  }));
  const tools: EngineTool[] = Array.from({ length: TOOLS }, (_, i) => ({
    ref: `tool-${i}`,
    name: `lookup_${["outage", "tariff", "weather", "engineer", "balance", "meter", "usage", "offer", "grant", "charger"][i]}`,
    description: `Looks up the ${["area outage", "current tariff", "storm weather", "engineer slot", "account balance", "meter serial", "monthly usage", "loyalty offer", "insulation grant", "charger status"][i]} for a customer.`,
    parameters: { type: "object", properties: { postcode: { type: "string" }, account: { type: "integer" } } },
  }));
  const chunks: RetrievedChunk[] = Array.from({ length: CHUNKS }, (_, i) => {
    const [a, b] = TOPICS[i % TOPICS.length];
    return {
      chunkId: `chunk-${i}`,
      documentId: `doc-${i % 100}`,
      documentName: `Handbook ${i % 100}`,
      heading: `Section ${i % 17} › ${a}`,
      text: `Section ${i} explains ${a} and ${b}. Customers ask about the ${a} often. The ${b} rules changed in ${2000 + (i % 26)}. Call us for anything else.`,
      score: 0,
      matched: [],
    };
  });
  const agent: EngineAgent = {
    prompt: [
      "You are the assistant of Northern Power.",
      '{{#if channel == "voice"}}',
      "Speak briefly; the caller is {caller}.",
      '{{#elseif channel == "chat" and not vip}}',
      "Write in short paragraphs.",
      "{{#else}}",
      "Greet {name} as a valued customer.",
      "{{/if}}",
    ].join("\n"),
    welcomeMessage: "Welcome to Northern Power.",
    intents,
    tools,
    hasDocuments: true,
    model: { id: "embedded", name: "Embedded (deterministic, no LLM)", embedded: true },
  };
  return { agent, chunks };
}

/** An in-memory retrieval: chunks scored by the question's meaningful stems they hold, best first (ties: chunk order). */
function inMemoryRetrieve(chunks: RetrievedChunk[]): TurnDeps["retrieve"] {
  const index = new Map<string, number[]>();
  chunks.forEach((chunk, i) => {
    for (const stem of new Set(contentStems(chunk.text))) {
      const list = index.get(stem) ?? [];
      list.push(i);
      index.set(stem, list);
    }
  });
  return (query, topK) => {
    const scores = new Map<number, string[]>();
    for (const stem of new Set(contentStems(query)))
      for (const i of index.get(stem) ?? []) {
        const matched = scores.get(i) ?? [];
        matched.push(stem);
        scores.set(i, matched);
      }
    const ranked = [...scores.entries()]
      .sort((a, b) => b[1].length - a[1].length || a[0] - b[0])
      .slice(0, topK)
      .map(([i, matched]) => ({ ...chunks[i], score: matched.length, matched }));
    return { chunks: ranked, threshold: 3 };
  };
}

const callTool: TurnDeps["callTool"] = async (ref, args) => {
  const trace: ToolCallTrace = {
    tool: ref,
    arguments: args,
    request: { method: "GET", url: `https://tools.example.com/${ref}`, headers: {}, body: null },
    status: 200,
    body: '{"ok":true}',
    value: "done",
    ms: 0,
    mocked: true,
    error: null,
  };
  return trace;
};

/** 600 utterances: intents with values, tools by description, document questions, out-of-domain. */
function utterances(): string[] {
  const out: string[] = [];
  const kinds = [
    (i: number) => {
      const [a, b] = TOPICS[i % INTENTS];
      return `hi, ${VERBS[(i * 7) % VERBS.length].toLowerCase()} ${a} ${b}, account ${1000 + i}, from ${1 + (i % 28)} March`;
    },
    (i: number) => {
      const [a, b] = TOPICS[(i * 3) % INTENTS];
      return `my name is Ann Lee and ${a} ${b} is my question, call me on +44 20 7946 ${String(1000 + i).slice(-4)}`;
    },
    (i: number) =>
      `could you check the ${["area outage", "current tariff", "storm weather", "engineer slot", "account balance"][i % 5]} for postcode AB${i % 9} please`,
    (i: number) =>
      `why do customers ask about the ${TOPICS[(i * 11) % TOPICS.length][0]} rules in year ${2000 + (i % 26)}`,
    (i: number) =>
      `${["what is the capital of France", "tell me a joke", "who won the match yesterday", "sing me a song"][i % 4]} ${i}`,
  ];
  for (let i = 0; i < TURNS; i++) out.push(kinds[i % kinds.length](i));
  return out;
}

export async function runAgentEngineBench(): Promise<void> {
  console.log("\n=== Agent engine (issue 31) ===");
  const { agent, chunks } = buildAgent();
  const examples = agent.intents.reduce((n, i) => n + i.examples.length, 0);

  // Training, cold each time (IntentClassifier.train, not the cache).
  const trainings: number[] = [];
  for (let i = 0; i < TRAININGS; i++) trainings.push((await IntentClassifier.train(agent.intents)).trainingMs);
  const training = Math.max(...trainings);

  const deps: TurnDeps = { callTool, retrieve: inMemoryRetrieve(chunks) };
  const variables = { caller: "+447700900123", called: "+441610000000", channel: "voice", date: "2026-11-29" };
  const said = utterances();
  for (const utterance of said.slice(0, WARM_UP_TURNS)) await runTurn({ agent, utterance, variables }, deps);
  const engine: number[] = [];
  const bySource = new Map<string, number>();
  for (const utterance of said) {
    const { trace } = await runTurn({ agent, utterance, variables }, deps);
    engine.push(trace.engineMs);
    bySource.set(trace.answeredBy, (bySource.get(trace.answeredBy) ?? 0) + 1);
  }
  const p50 = percentile(engine, 0.5);
  const p99 = percentile(engine, 0.99);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

  printTable(
    ["figure", "value", "target"],
    [
      [
        `training ${INTENTS} intents × ${EXAMPLES} examples (${examples}), worst of ${TRAININGS}`,
        fmt(training),
        `≤ ${AGENT_ENGINE_TARGET.trainingMs} ms`,
      ],
      ["training, each run", trainings.map((t) => t.toFixed(0)).join(", ") + " ms", ""],
      [`turn engine time over ${said.length} utterances, p50`, fmt(p50), `≤ ${AGENT_ENGINE_TARGET.turnP50Ms} ms`],
      ["turn engine time, p99", fmt(p99), `≤ ${AGENT_ENGINE_TARGET.turnP99Ms} ms`],
      ["turn engine time, max", fmt(Math.max(...engine)), ""],
      ["answered by", [...bySource.entries()].map(([k, v]) => `${k} ${v}`).join(", "), ""],
    ],
  );
  report("Agent engine", `training ${examples} examples`, fmt(training));
  report("Agent engine", `turn engine time (${said.length} turns)`, `p50 ${fmt(p50)}, p99 ${fmt(p99)}`);
  reportTarget("agentTraining", fmt(training), { ms: training });
  reportTarget("agentTurn", `p50 ${fmt(p50)}, p99 ${fmt(p99)}`, { p50, p99 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAgentEngineBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
