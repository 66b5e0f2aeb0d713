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
export function topCounts(counts: Iterable<readonly [string, number]>, limit: number) {
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || collator.compare(a, b))
    .slice(0, limit);
}

/** The content words of one text, each as often as it occurs, in reading order. */
export function contentWordsOf(text: ReadText): string[] {
  return text.clauses.flatMap((words, clause) =>
    words.filter((_, index) => text.isContent[clause]![index]),
  );
}

/** Occurrences of each content word over all texts, the most frequent `limit`. */
export function wordFrequency(texts: readonly ReadText[], limit = TOP_WORD_COUNT) {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of contentWordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return topCounts(counts, limit).map(([word, count]) => ({ word, count }));
}

/** The two- and three-word runs of one text that hold at least one content word. */
export function phrasesOf(text: ReadText): Set<string> {
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
  const counts = new Map<number, number>();
  for (const length of lengths) counts.set(length, (counts.get(length) ?? 0) + 1);
  return lengthStatisticsOfCounts(counts);
}

/**
 * lengthStatistics from how many texts have each length (what the kept analysis sums), so
 * that no list of every length is needed.
 */
export function lengthStatisticsOfCounts(counts: Iterable<readonly [number, number]>) {
  const histogram = [...counts].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const n = histogram.reduce((sum, [, count]) => sum + count, 0);
  const total = histogram.reduce((sum, [length, count]) => sum + length * count, 0);
  /** The length at 0-based position `index` of the sorted lengths. */
  const lengthAt = (index: number) => {
    let seen = 0;
    for (const [length, count] of histogram) {
      seen += count;
      if (index < seen) return length;
    }
    return 0;
  };
  const middle = Math.floor(n / 2);
  const median =
    n === 0
      ? 0
      : n % 2 === 1
        ? lengthAt(middle)
        : // Half of an integer sum: exact, and at most one decimal.
          (lengthAt(middle - 1) + lengthAt(middle)) / 2;
  return { averageLength: meanToOneDecimal(total, n) ?? 0, medianLength: median };
}
