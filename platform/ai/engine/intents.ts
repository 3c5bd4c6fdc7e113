/**
 * Which of an agent's intents an utterance means (docs/features/ai-framework.md#the-engine;
 * docs/decisions/015-embedded-agent-engine.md): nlp.js's neural classifier, trained in this process
 * from the intents' examples and kept by the hash of the intents (the same intents are trained once),
 * with a guard: an intent none of whose examples shares a word that carries meaning (a stem that is
 * not a stop word) with the utterance scores 0, so an utterance outside the agent's domain is "no
 * match", never a confident wrong guess. The utterance's values (names, numbers, dates, phone
 * numbers, e-mail addresses) are left out first: they fill slots, they do not choose the intent. Below AI_ENGINE.INTENT_THRESHOLD the result is "no match"
 * too, with the reason. The classifier starts from zero weights and trains in a fixed order: the
 * same intents give the same scores in every process.
 */
import { createHash } from "node:crypto";
import { Nlp, type NlpjsNeuralNlu, type NlpjsNluInput } from "@nlpjs/nlp";
import { LangEn } from "@nlpjs/lang-en-min";
import { AI_ENGINE } from "../../../contract/limits/ai";
import { formatMessage } from "../../../contract/messages";
import type { IntentScore } from "../../../contract/wire/aiTurns";
import { withoutValues } from "./slots";
import { allStems, contentStems, stemmedWords } from "./words";

export interface IntentDefinition {
  name: string;
  examples: readonly string[];
}

export interface IntentMatch {
  /** Every intent's score (0–1), best first; equal scores in the agent's order. */
  scores: IntentScore[];
  /** The intent that matched, or null with the reason. */
  intent: string | null;
  noMatchReason: string | null;
}

/** nlp.js's settings: stop words kept for the classifier (the guard leaves them out), a "None" class for unknown words. */
const NLU_SETTINGS = { locale: "en", log: false, keepStopwords: true, useNoneFeature: true } as const;

let host: Nlp | null = null;
/** One nlp.js container (English) for every classifier: its tokenizer, stemmer and NLU class. */
function nlpHost(): Nlp {
  if (!host) {
    host = new Nlp({ autoLoad: false, autoSave: false, languages: [], nlu: { log: false } });
    host.use(LangEn);
  }
  return host;
}

const label = (index: number) => `intent_${index}`;

export class IntentClassifier {
  private constructor(
    private readonly nlu: NlpjsNeuralNlu | null,
    private readonly names: readonly string[],
    /** Per intent, the stems its examples share with an utterance for the guard to let it score. */
    private readonly guardStems: readonly ReadonlySet<string>[],
    /** Per intent, whether its examples are stop words only ("where is it"): its guard then reads every word. */
    private readonly guardAllWords: readonly boolean[],
    readonly trainingMs: number,
  ) {}

  static async train(intents: readonly IntentDefinition[]): Promise<IntentClassifier> {
    const started = performance.now();
    const corpus = intents.flatMap((intent, i) =>
      intent.examples.map((example) => ({ utterance: example, intent: label(i) })),
    );
    const guardAllWords = intents.map((intent) => intent.examples.every((e) => contentStems(e).length === 0));
    const guardStems = intents.map(
      (intent, i) => new Set(intent.examples.flatMap((e) => (guardAllWords[i] ? allStems(e) : contentStems(e)))),
    );
    let nlu: NlpjsNeuralNlu | null = null;
    if (corpus.length) {
      nlu = nlpHost().container.get("NeuralNlu", { ...NLU_SETTINGS });
      await nlu.train(corpus, { ...NLU_SETTINGS });
    }
    const names = intents.map((i) => i.name);
    return new IntentClassifier(nlu, names, guardStems, guardAllWords, performance.now() - started);
  }

  /** `today`: the conversation's date, so that "tomorrow" is a value (a slot's), not a word of an intent. */
  classify(utterance: string, today?: string | null): IntentMatch {
    const zero = () => this.names.map((intent) => ({ intent, score: 0 }));
    if (this.names.length === 0)
      return { scores: [], intent: null, noMatchReason: formatMessage("ai_engine_no_intents") };
    // Values (names, numbers, dates…) are what slots read, not words of an intent; a long utterance
    // is read to AI_ENGINE.UTTERANCE_MAX_CHARACTERS.
    const words = withoutValues(utterance, { today });
    const every = allStems(words);
    if (every.length === 0 || !this.nlu)
      return { scores: zero(), intent: null, noMatchReason: formatMessage("ai_engine_no_words") };
    const meaningful = new Set(contentStems(words));
    const all = new Set(every);

    const tokens: Record<string, number> = {};
    for (const { stem, stop } of stemmedWords(words)) {
      const known = Object.hasOwn(this.nlu.features, stem);
      // A stop word the examples do not have says nothing (nlp.js would count it as a sign of another
      // domain); a word such as "constructor" is no feature unless an example holds it (nlp.js reads plain objects).
      if (!known && (stop || stem in Object.prototype)) continue;
      tokens[stem] = 1;
    }
    const input: NlpjsNluInput = { tokens, settings: this.nlu.settings };
    this.nlu.textToFeatures(input);
    this.nlu.innerProcess(input);
    this.nlu.filterNonActivated(input);
    // The guard, before nlp.js normalises the scores: an intent sharing no meaningful stem with the
    // utterance scores 0, and the others (with "None", the unknown words) share what is left.
    // An intent whose examples are all stop words ("where is it") matches only an utterance that is
    // all stop words too, on those words: "where can I park" is not "where is it".
    for (const c of input.classifications ?? []) {
      const index = c.intent.startsWith("intent_") ? Number(c.intent.slice("intent_".length)) : -1;
      if (index < 0) continue;
      const shared = this.guardAllWords[index]
        ? meaningful.size === 0 && [...this.guardStems[index]].some((s) => all.has(s))
        : [...this.guardStems[index]].some((s) => meaningful.has(s));
      if (!shared) c.score = 0;
    }
    this.nlu.normalizeClassifications(input);

    const byLabel = new Map((input.classifications ?? []).map((c) => [c.intent, c.score]));
    const scores = this.names
      .map((intent, i) => ({ intent, score: byLabel.get(label(i)) ?? 0, order: i }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ intent, score }) => ({ intent, score }));
    const best = scores[0];
    if (best.score <= 0) return { scores, intent: null, noMatchReason: formatMessage("ai_engine_no_shared_words") };
    if (best.score < AI_ENGINE.INTENT_THRESHOLD)
      return {
        scores,
        intent: null,
        noMatchReason: formatMessage("ai_engine_below_threshold", {
          intent: best.intent,
          score: best.score.toFixed(2),
          threshold: AI_ENGINE.INTENT_THRESHOLD,
        }),
      };
    return { scores, intent: best.intent, noMatchReason: null };
  }
}

/** The cache key of a set of intents: their names and examples, in order. */
export function intentsHash(intents: readonly IntentDefinition[]): string {
  const canonical = JSON.stringify(intents.map((i) => [i.name, [...i.examples]]));
  return createHash("sha256").update(canonical).digest("hex");
}

/** Trained classifiers (a training in progress too, so two turns never train the same intents twice), least recently used first. */
const trained = new Map<string, Promise<IntentClassifier>>();

/** The classifier of these intents: from the cache, or trained now (AI_ENGINE.CLASSIFIER_CACHE_SIZE kept). */
export function intentClassifier(intents: readonly IntentDefinition[]): Promise<IntentClassifier> {
  const key = intentsHash(intents);
  const cached = trained.get(key);
  if (cached) {
    trained.delete(key);
    trained.set(key, cached);
    return cached;
  }
  const training = IntentClassifier.train(intents);
  training.catch(() => trained.delete(key));
  trained.set(key, training);
  while (trained.size > AI_ENGINE.CLASSIFIER_CACHE_SIZE) trained.delete(trained.keys().next().value!);
  return training;
}

/** Classifies an utterance against the intents (training them first when they are new). */
export async function classifyIntent(
  intents: readonly IntentDefinition[],
  utterance: string,
  today?: string | null,
): Promise<IntentMatch> {
  return (await intentClassifier(intents)).classify(utterance, today);
}
