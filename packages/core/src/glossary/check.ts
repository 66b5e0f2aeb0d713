import type { Locale } from '../messages/locales';
import { GLOSSARY, type AvoidedVariant, type GlossaryTerm } from './terms';
import { oldStyleToneMarks, ySpellings } from './tone-marks';

/** One text a person reads, and where it lives ("web:survey:intro.time", "core:item.6"). */
export interface SourceText {
  where: string;
  language: Locale;
  text: string;
}

export interface GlossaryViolation {
  where: string;
  language: Locale;
  found: string;
  /** The term to use instead, or the rule broken. */
  use: string;
}

const LETTER_OR_DIGIT = String.raw`[\p{L}\p{M}\p{N}]`;
/*
 * A word written with Vietnamese letters: đ, or (once decomposed) a tone mark or the breve,
 * circumflex or horn of ă, â, ê, ô, ơ, ư. Greek (α) and typography (–, ×) are not words of it.
 */
const VIETNAMESE_WORD =
  /[\p{L}\p{M}]*(?:đ|[\u0300\u0301\u0302\u0303\u0306\u0309\u031b\u0323])[\p{L}\p{M}]*/iu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<AvoidedVariant, RegExp>();

/** A phrase as a whole-word pattern: "bài làm" must not match inside "bài làmx". */
function patternOf(variant: AvoidedVariant): RegExp {
  let pattern = patterns.get(variant);
  if (!pattern) {
    const source =
      variant instanceof RegExp
        ? variant.source
        : String.raw`(?<!${LETTER_OR_DIGIT})${escape(variant.normalize('NFC'))}(?!${LETTER_OR_DIGIT})`;
    pattern = new RegExp(source, 'giu');
    patterns.set(variant, pattern);
  }
  return pattern;
}

function termViolations(term: GlossaryTerm, source: SourceText): GlossaryViolation[] {
  if (term.exceptions?.some((exception) => exception.where === source.where)) return [];
  const text = source.text.normalize('NFC');
  return (term.avoid[source.language] ?? []).flatMap((variant) =>
    [...text.matchAll(patternOf(variant))].map((match) => ({
      where: source.where,
      language: source.language,
      found: match[0],
      use: term[source.language],
    })),
  );
}

/**
 * What breaks the glossary in one text: avoided variants, old tone marks, y for i, the other
 * language.
 */
export function textViolations(source: SourceText): GlossaryViolation[] {
  const at = (found: string, use: string): GlossaryViolation => ({
    where: source.where,
    language: source.language,
    found,
    use,
  });
  const found = GLOSSARY.flatMap((term) => termViolations(term, source));
  if (source.language === 'vi') {
    for (const word of oldStyleToneMarks(source.text)) {
      found.push(at(word, 'the tone mark on the main vowel (xoá, hoá, khoá, huỷ)'));
    }
    for (const word of ySpellings(source.text)) {
      found.push(at(word, 'i after a consonant (kĩ, lí, tỉ, kí)'));
    }
  } else {
    const word = VIETNAMESE_WORD.exec(source.text.normalize('NFD'));
    if (word) found.push(at(word[0].normalize('NFC'), 'English only'));
  }
  return found;
}

export function glossaryViolations(sources: readonly SourceText[]): GlossaryViolation[] {
  return sources.flatMap(textViolations);
}

/** The glossary's terms that none of the texts uses: a sign the glossary has gone stale. */
export function unusedTerms(sources: readonly SourceText[], language: Locale): string[] {
  const texts = sources
    .filter((source) => source.language === language)
    .map((source) => source.text.normalize('NFC').toLowerCase());
  return GLOSSARY.flatMap((term) => term[language].split(' / '))
    .filter((term) => !texts.some((text) => text.includes(term.toLowerCase())))
    .filter((term, index, all) => all.indexOf(term) === index);
}
