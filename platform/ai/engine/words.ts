/**
 * Words as the engine compares them (docs/features/ai-framework.md#the-engine): nlp.js's English
 * normaliser, tokenizer, stop words and stemmer (@nlpjs/lang-en-min), the very steps its classifier
 * trains with, so "the words an utterance shares with an intent's examples" means the same thing to
 * the guard, to the classifier and to the sentences an answer quotes. Pure functions: no clock, no
 * randomness, the same stems in every process.
 */
import { NormalizerEn, StemmerEn, StopwordsEn, TokenizerEn } from "@nlpjs/lang-en-min";
import { AI_ENGINE } from "../../../contract/limits/ai";

const normalizer = new NormalizerEn();
const tokenizer = new TokenizerEn();
const stopwords = new StopwordsEn();
const stemmer = new StemmerEn();
let stemmed = 0;

/** Lower-case words without accents, split where nlp.js splits ("can't" → "ca", "not"). */
export function words(text: string): string[] {
  return tokenizer.innerTokenize(normalizer.normalize(text));
}

function stem(list: string[]): string[] {
  // The stemmer caches every word it has seen; a long-running platform would keep them all.
  stemmed += list.length;
  if (stemmed > AI_ENGINE.STEM_CACHE_MAX) {
    stemmer.cache = {};
    stemmed = 0;
  }
  return stemmer.stemWords(list);
}

/** Every word's stem, stop words included: what nlp.js's classifier reads (its `keepStopwords`). */
export function allStems(text: string): string[] {
  return stem(words(text));
}

/** Each word's stem, and whether the word is a stop word. */
export function stemmedWords(text: string): { stem: string; stop: boolean }[] {
  const list = words(text);
  const stems = stem(list);
  return list.map((word, i) => ({ stem: stems[i], stop: stopwords.isStopword(word) }));
}

/** The stems of the words that carry meaning (stop words such as "what", "the", "is" left out). */
export function contentStems(text: string): string[] {
  return stem(words(text).filter((w) => !stopwords.isStopword(w)));
}

export const isStopword = (word: string) => stopwords.isStopword(normalizer.normalize(word));

/**
 * A text's sentences, in order: split after ., ! or ? followed by a space, and at line breaks
 * (a heading or a list item is a sentence of its own). Each keeps its own words and punctuation.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/**
 * Scores each sentence by the distinct question stems it contains and answers the best `max` of them
 * in their original order (ties: the earlier sentence), or none when no sentence shares a stem.
 */
export function bestSentences(
  question: string,
  candidates: readonly string[],
  max: number,
): { sentences: string[]; matched: string[] } {
  const asked = new Set(contentStems(question));
  if (asked.size === 0) return { sentences: [], matched: [] };
  const scored = candidates.map((sentence, index) => {
    const shared = [...new Set(contentStems(sentence))].filter((s) => asked.has(s));
    return { sentence, index, shared };
  });
  const chosen = scored
    .filter((s) => s.shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return {
    sentences: chosen.map((c) => c.sentence),
    matched: [...new Set(chosen.flatMap((c) => c.shared))].sort(),
  };
}
