/**
 * The seeded AI models (docs/features/ai-framework.md#models): Acme Voice has one model of its own
 * beside the built-in embedded one, an OpenAI model as its dialog saves it, with a demo key (as the
 * seeded speech services have): Test connection shows what OpenAI answers such a key, word for word.
 */
import { AI_MODELS } from "../../contract/limits/ai";
import { TIME } from "../../contract/limits/units";
import type { Db } from "../db/database";
import type { Rng } from "./random";

/** The id of Acme's seeded model (tests name it). */
export const demoAiModelId = (acmeId: string) => `${acmeId.slice(0, 8)}-0000-4000-8000-00000000a10d`;

export function seedAiModels(db: Db, acmeId: string, now: number, rng: Rng): void {
  const at = now - 20 * TIME.DAY_MS;
  db.prepare(
    `INSERT INTO ai_models (id, account_id, name, provider, base_url, model_id, timeout_seconds, tools, streaming, realtime, secrets, created_at, updated_at)
     VALUES (?, ?, 'OpenAI GPT-4o mini', 'openai', ?, 'gpt-4o-mini', ?, 1, 1, 0, ?, ?, ?)`,
  ).run(
    demoAiModelId(acmeId),
    acmeId,
    AI_MODELS.OPENAI_DEFAULT_BASE_URL,
    AI_MODELS.TIMEOUT_DEFAULT_SECONDS,
    JSON.stringify({ apiKey: `sk-demo-${rng.hex(40)}` }),
    at,
    at,
  );
}
