import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";

/**
 * Text statistics for readability checks (teaching cards and script checks).
 * Syllables come from the `syllable` package and the grade from `flesch-kincaid` (Kincaid et al. 1975):
 * grade = 0.39 × words/sentences + 11.8 × syllables/words − 15.59.
 */
export interface TextStats {
  sentences: number;
  words: number;
  syllables: number;
}

const WORD = /[A-Za-z][A-Za-z'’-]*/g;

/** Words of `text` (letters, apostrophes, inner hyphens); numbers and punctuation are not words. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Sentences end at . ! ? (a run counts once) or at a line break; empty pieces are not sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])["'”’)]*\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

/**
 * Syllables of one word, at least 1, remembered per word (case kept: the package treats "I" and "i" alike, but the
 * cache must not guess). The offline engine measures every line it drafts and the same few thousand words come back
 * thousands of times; the package's counting was the largest single cost of drafting a script. Bounded: words past
 * SYLLABLE_CACHE_MAX are counted without being kept.
 */
const syllableCache = new Map<string, number>();
const SYLLABLE_CACHE_MAX = 50_000;
function syllablesOf(word: string): number {
  const known = syllableCache.get(word);
  if (known !== undefined) return known;
  const n = Math.max(1, syllable(word));
  if (syllableCache.size < SYLLABLE_CACHE_MAX) syllableCache.set(word, n);
  return n;
}

export function textStats(text: string): TextStats {
  const words = wordsOf(text);
  return {
    sentences: Math.max(1, sentencesOf(text).length),
    words: words.length,
    syllables: words.reduce((sum, w) => sum + syllablesOf(w), 0),
  };
}

/**
 * Flesch–Kincaid grade level of `text`, rounded to one decimal. Empty text is grade 0.
 * Can be negative for very simple text (e.g. "I see a cat."), which is kept: it means "below grade 1".
 */
export function fleschKincaidGrade(text: string): number {
  const stats = textStats(text);
  if (stats.words === 0) return 0;
  const grade = fleschKincaid({ sentence: stats.sentences, word: stats.words, syllable: stats.syllables });
  return Math.round(grade * 10) / 10;
}
