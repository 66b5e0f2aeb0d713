import type { OtherCauseTheme } from '@prca/core';
import {
  contentWordsOf,
  phrasesOf,
  readText,
} from '../../modules/admin-analytics/other-causes/text-analysis';
import { themesOf } from '../../modules/admin-analytics/other-causes/themes';

/**
 * What the tab counts of one text, kept beside it (other_cause_texts) so that a read only adds
 * them up: the rules of admin-analytics/other-causes/text-analysis.ts and
 * themes.ts (which a filtered read applies to its own texts), applied once.
 */
export interface KeptTextAnalysis {
  /** Its content words, each as often as it occurs (word frequencies count occurrences). */
  words: string[];
  /** Its distinct phrases (common phrases count texts, not occurrences). */
  phrases: string[];
  themes: OtherCauseTheme[];
  /** In characters (code points of the trimmed NFC text). */
  length: number;
}

export function keptAnalysisOf(text: string): KeptTextAnalysis {
  const read = readText(text);
  return {
    words: contentWordsOf(read),
    phrases: [...phrasesOf(read)],
    themes: [...themesOf(read.clauses)],
    length: read.length,
  };
}
