/**
 * The parts of nlp.js the engine uses (platform/ai/engine/intents.ts, words.ts): nlp.js ships no
 * types. Only what is called is declared, as nlp.js 4 defines it.
 */
declare module "@nlpjs/nlp" {
  /** One classification: an intent (or "None") and its score. */
  export interface NlpjsClassification {
    intent: string;
    score: number;
  }

  /** What the neural NLU's pipeline steps read and write. */
  export interface NlpjsNluInput {
    /** Stem → 1 (nlp.js's arrToObj). */
    tokens: Record<string, number>;
    settings: Record<string, unknown>;
    classifications?: NlpjsClassification[];
  }

  /** nlp.js's neural NLU (@nlpjs/nlu's NluNeural, registered in an Nlp's container as "NeuralNlu"). */
  export interface NlpjsNeuralNlu {
    settings: Record<string, unknown>;
    /** The stems the training corpus holds (own properties only). */
    features: Record<string, number>;
    train(
      corpus: { utterance: string; intent: string }[],
      settings: Record<string, unknown>,
    ): Promise<{ status: { error: number; deltaError: number; iterations: number } }>;
    textToFeatures(input: NlpjsNluInput): NlpjsNluInput;
    innerProcess(input: NlpjsNluInput): NlpjsNluInput;
    filterNonActivated(input: NlpjsNluInput): NlpjsNluInput;
    normalizeClassifications(input: NlpjsNluInput): NlpjsNluInput;
  }

  export interface NlpjsContainer {
    get(name: "NeuralNlu", settings: Record<string, unknown>): NlpjsNeuralNlu;
  }

  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    container: NlpjsContainer;
    use(plugin: unknown): void;
  }
}

declare module "@nlpjs/lang-en-min" {
  export class LangEn {}
  export class NormalizerEn {
    normalize(text: string): string;
  }
  export class TokenizerEn {
    /** Splits a normalised text into words (contractions expanded: "can't" → "ca", "not"). */
    innerTokenize(text: string): string[];
  }
  export class StemmerEn {
    /** Per-word cache ("." + word → stem). */
    cache: Record<string, string>;
    stemWords(words: string[]): string[];
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
}
