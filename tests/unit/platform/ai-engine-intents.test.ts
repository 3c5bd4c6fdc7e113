/**
 * Intent matching (docs/features/ai-framework.md#the-engine; platform/ai/engine/intents.ts): the
 * utterance that says an intent's words matches it; the guard (an utterance that shares no meaningful
 * word with an intent's examples scores 0 for it, so an out-of-domain question is "no match", never
 * a confident guess); the threshold; the cache by the intents' hash; and the same scores, to the last
 * digit, in two fresh processes.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { AI_ENGINE } from "../../../contract/limits/ai";
import { classifyIntent, intentClassifier, intentsHash, type IntentMatch } from "../../../platform/ai/engine/intents";
import type { ScoresOutput } from "./support/ai-engine-scores";
import { FIXTURE_INTENTS, FIXTURE_UTTERANCES } from "./support/ai-engine-fixtures";

const SCORES_PROCESS = fileURLToPath(new URL("./support/ai-engine-scores.ts", import.meta.url));
const run = promisify(execFile);

const scoreOf = (match: IntentMatch, intent: string) => match.scores.find((s) => s.intent === intent)!.score;

describe("matching an intent", () => {
  it("matches the intent whose words the utterance says, with every intent's score best first", async () => {
    const match = await classifyIntent(FIXTURE_INTENTS, "what time do you open on monday");
    expect(match.intent).toBe("opening_hours");
    expect(match.noMatchReason).toBeNull();
    expect(match.scores.map((s) => s.intent)).toHaveLength(FIXTURE_INTENTS.length);
    expect(match.scores[0]).toEqual({ intent: "opening_hours", score: expect.any(Number) });
    expect(match.scores[0].score).toBeGreaterThanOrEqual(AI_ENGINE.INTENT_THRESHOLD);
    const sorted = [...match.scores].sort((a, b) => b.score - a.score);
    expect(match.scores).toEqual(sorted);

    expect((await classifyIntent(FIXTURE_INTENTS, "Book a table for 4 people tomorrow")).intent).toBe("book_table");
    expect((await classifyIntent(FIXTURE_INTENTS, "I'd like to cancel my table reservation")).intent).toBe("cancel");
  });

  it("gives 0 to an intent that shares no meaningful word with the utterance (stop words do not count)", async () => {
    // "what ... do you" are the opening-hours examples' words too, but only stop words: the guard leaves it at 0.
    const intents = FIXTURE_INTENTS.filter((i) => i.name !== "where");
    const match = await classifyIntent(intents, "what do you think about the weather");
    expect(scoreOf(match, "opening_hours")).toBe(0);
    expect(scoreOf(match, "book_table")).toBe(0);
    expect(match.intent).toBeNull();
    expect(match.noMatchReason).toBe("No intent's examples share a word with the utterance.");
  });

  it("answers no match for an out-of-domain utterance, and says why", async () => {
    for (const utterance of ["what is the capital of france", "hello there", "tell me a joke about penguins"]) {
      const match = await classifyIntent(FIXTURE_INTENTS, utterance);
      expect(match.intent, utterance).toBeNull();
      expect(match.noMatchReason, utterance).toMatch(/share a word|below the threshold/);
    }
  });

  it("answers no match below the threshold, naming the best intent and its score", async () => {
    // A word both intents' examples have, and nothing else: neither is sure enough.
    const intents = [
      { name: "billing", examples: ["question about my bill", "my invoice is wrong"] },
      { name: "account", examples: ["question about my account", "change my account details"] },
    ];
    const match = await classifyIntent(intents, "a question");
    expect(match.scores.every((s) => s.score > 0 && s.score < AI_ENGINE.INTENT_THRESHOLD)).toBe(true);
    expect(match.intent).toBeNull();
    expect(match.noMatchReason).toBe(
      `The best intent, ${match.scores[0].intent}, scored ${match.scores[0].score.toFixed(2)}: below the threshold of ${AI_ENGINE.INTENT_THRESHOLD}.`,
    );
    expect((await classifyIntent(intents, "a question about my bill")).intent).toBe("billing");
  });

  it("lets an intent made of stop words only match on them ('where is it')", async () => {
    expect((await classifyIntent(FIXTURE_INTENTS, "where are you?")).intent).toBe("where");
  });

  it("says when there are no intents or no words", async () => {
    expect(await classifyIntent([], "hello")).toEqual({
      scores: [],
      intent: null,
      noMatchReason: "The agent has no intents.",
    });
    const empty = await classifyIntent(FIXTURE_INTENTS, " ?! ");
    expect(empty.intent).toBeNull();
    expect(empty.noMatchReason).toBe("The utterance has no words to match.");
  });

  it("keeps names that JavaScript objects know ('constructor') as plain words", async () => {
    const match = await classifyIntent(FIXTURE_INTENTS, "constructor toString __proto__");
    expect(match.intent).toBeNull();
    expect(match.scores.every((s) => Number.isFinite(s.score))).toBe(true);
  });
});

describe("training and its cache", () => {
  it("trains once per set of intents: the same intents give the same classifier", async () => {
    const first = intentClassifier(FIXTURE_INTENTS);
    const copy = FIXTURE_INTENTS.map((i) => ({ ...i, examples: [...i.examples] }));
    expect(intentClassifier(copy)).toBe(first);
    const changed = [...copy.slice(0, 3), { ...copy[3], examples: [...copy[3].examples, "where can I find you"] }];
    expect(intentsHash(changed)).not.toBe(intentsHash(copy));
    expect(intentClassifier(changed)).not.toBe(first);
  });

  it("gives the same scores, exactly, in two fresh processes and in this one", async () => {
    const here: ScoresOutput = [];
    for (const utterance of FIXTURE_UTTERANCES) here.push(await classifyIntent(FIXTURE_INTENTS, utterance));
    const [a, b] = await Promise.all(
      [1, 2].map(() => run(process.execPath, ["--import", "tsx", SCORES_PROCESS], { cwd: process.cwd() })),
    );
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout)).toEqual(here);
    // Not all zero: the processes did classify.
    expect(here.filter((m) => m.intent !== null).length).toBeGreaterThan(3);
  }, 60_000);
});
