/**
 * Trains the intent classifier on the fixture intents and classifies the fixture utterances, in a
 * process of its own, and prints the matches as JSON (full precision): ai-engine-intents.test.ts
 * runs it in two fresh processes and compares their answers with its own, exactly.
 *
 * Run with `node --import tsx`.
 */
import { classifyIntent, type IntentMatch } from "../../../../platform/ai/engine/intents";
import { FIXTURE_INTENTS, FIXTURE_UTTERANCES } from "./ai-engine-fixtures";

/** What the process prints: one match per fixture utterance. */
export type ScoresOutput = IntentMatch[];

const matches: ScoresOutput = [];
for (const utterance of FIXTURE_UTTERANCES) matches.push(await classifyIntent(FIXTURE_INTENTS, utterance));
process.stdout.write(JSON.stringify(matches));
