import { meanToOneDecimal, TOP_PHRASE_COUNT, TOP_WORD_COUNT } from '@prca/core';
import { isStopWord } from './stop-words';
import { characterLength, clausesOf, isWithoutDiacritics, isWordLike } from './text';

/** One free text, read once for every count below. */
export interface ReadText {
  clauses: string[][];
  /** For each word of `clauses`: whether it says something (word-like, not a stop-word). */
  isContent: boolean[][];
  length: number;
}

export function readText(text: string): ReadText {
  const clauses = clausesOf(text);
  // Whether the writer typed any diacritics decides which stop-words apply.
  const hasDiacritics = clauses.some((words) => words.some((word) => !isWithoutDiacritics(word)));
  return {
    clauses,
    isContent: clauses.map((words) =>
      words.map((word) => isWordLike(word) && !isStopWord(word, hasDiacritics)),
    ),
    length: characterLength(text),
  };
}

const collator = new Intl.Collator('vi');

/** Most frequent first; alphabetically (Vietnamese order) among equals. */
function topCounts(counts: ReadonlyMap<string, number>, limit: number) {
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || collator.compare(a, b))
    .slice(0, limit);
}

/** Occurrences of each content word over all texts, the most frequent `limit`. */
export function wordFrequency(texts: readonly ReadText[], limit = TOP_WORD_COUNT) {
  const counts = new Map<string, number>();
  for (const text of texts) {
    text.clauses.forEach((words, clause) =>
      words.forEach((word, index) => {
        if (text.isContent[clause]![index]) counts.set(word, (counts.get(word) ?? 0) + 1);
      }),
    );
  }
  return topCounts(counts, limit).map(([word, count]) => ({ word, count }));
}

/** The two- and three-word runs of one text that hold at least one content word. */
function phrasesOf(text: ReadText): Set<string> {
  const phrases = new Set<string>();
  text.clauses.forEach((words, clause) => {
    const isContent = text.isContent[clause]!;
    for (const size of [2, 3]) {
      for (let start = 0; start + size <= words.length; start += 1) {
        if (isContent.slice(start, start + size).some(Boolean)) {
          phrases.add(words.slice(start, start + size).join(' '));
        }
      }
    }
  });
  return phrases;
}

/**
 * Phrases that appear in at least `minimum` texts, counted once per text (so one text that
 * repeats itself cannot make a phrase common), the most common `limit`.
 */
export function commonPhrases(texts: readonly ReadText[], limit = TOP_PHRASE_COUNT, minimum = 2) {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const phrase of phrasesOf(text)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  for (const [phrase, count] of counts) if (count < minimum) counts.delete(phrase);
  return topCounts(counts, limit).map(([phrase, count]) => ({ phrase, count }));
}

/** Mean and median length in characters, one decimal; 0 for no texts. */
export function lengthStatistics(lengths: readonly number[]) {
  const sorted = [...lengths].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2 === 1
        ? sorted[middle]!
        : // Half of an integer sum: exact, and at most one decimal.
          (sorted[middle - 1]! + sorted[middle]!) / 2;
  const total = sorted.reduce((sum, length) => sum + length, 0);
  return {
    averageLength: meanToOneDecimal(total, sorted.length) ?? 0,
    medianLength: median,
  };
}
