import { OTHER_CAUSE_THEMES, type OtherCauseTheme } from '@prca/core';
import { isWithoutDiacritics, normaliseText, stripDiacritics } from './text';
import { SHORTHAND, THEME_KEYWORDS } from './theme-keywords';

/*
 * Finds the themes of a text from the keywords of theme-keywords.ts (how keywords are written
 * and matched is explained there).
 */

interface KeywordWord {
  written: string;
  /** Without diacritics, for keywords of several words; undefined for one-word keywords. */
  plain: string | undefined;
  prefix: boolean;
}

interface Keyword {
  theme: OtherCauseTheme;
  words: KeywordWord[];
}

/** Prefixes ("laugh*") are filed under their first letters, so a word meets only a few. */
const PREFIX_HEAD = 3;

function compile(theme: OtherCauseTheme, keyword: string): Keyword {
  const parts = normaliseText(keyword).split(/\s+/);
  return {
    theme,
    words: parts.map((part) => {
      const prefix = part.endsWith('*');
      const written = prefix ? part.slice(0, -1) : part;
      if (prefix && written.length < PREFIX_HEAD) {
        throw new Error(
          `The theme keyword "${keyword}" needs at least ${PREFIX_HEAD} letters before *`,
        );
      }
      return { written, plain: parts.length > 1 ? stripDiacritics(written) : undefined, prefix };
    }),
  };
}

const KEYWORDS: Keyword[] = OTHER_CAUSE_THEMES.flatMap((theme) =>
  THEME_KEYWORDS[theme]
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .map((keyword) => compile(theme, keyword)),
);

/** Keywords by the forms of their first word: whole words, or the heads of prefixes. */
const BY_WHOLE_FIRST_WORD = new Map<string, Keyword[]>();
const BY_PREFIX_HEAD = new Map<string, Keyword[]>();
for (const keyword of KEYWORDS) {
  const first = keyword.words[0]!;
  const index = first.prefix ? BY_PREFIX_HEAD : BY_WHOLE_FIRST_WORD;
  for (const form of new Set([first.written, first.plain ?? first.written])) {
    const key = first.prefix ? form.slice(0, PREFIX_HEAD) : form;
    index.set(key, [...(index.get(key) ?? []), keyword]);
  }
}

/** A word of a text, and whether it was typed without diacritics. */
interface TextWord {
  word: string;
  plain: boolean;
}

function formMatches(token: TextWord, form: string, prefix: boolean): boolean {
  return prefix ? token.word.startsWith(form) : token.word === form;
}

function wordMatches(token: TextWord, word: KeywordWord): boolean {
  if (formMatches(token, word.written, word.prefix)) return true;
  return word.plain !== undefined && token.plain && formMatches(token, word.plain, word.prefix);
}

function matchesAt(tokens: readonly TextWord[], start: number, keyword: Keyword): boolean {
  for (let offset = 0; offset < keyword.words.length; offset += 1) {
    const token = tokens[start + offset];
    if (token === undefined || !wordMatches(token, keyword.words[offset]!)) return false;
  }
  return true;
}

function expandShorthand(words: readonly string[]): TextWord[] {
  const expanded: TextWord[] = [];
  for (const word of words) {
    for (const part of (SHORTHAND.get(word) ?? word).split(' ')) {
      expanded.push({ word: part, plain: isWithoutDiacritics(part) });
    }
  }
  return expanded;
}

/** The themes of one text, given its clauses (see text.ts); perhaps several, perhaps none. */
export function themesOf(clauses: readonly (readonly string[])[]): Set<OtherCauseTheme> {
  const themes = new Set<OtherCauseTheme>();
  for (const clause of clauses) {
    const tokens = expandShorthand(clause);
    for (let start = 0; start < tokens.length; start += 1) {
      const { word } = tokens[start]!;
      const whole = BY_WHOLE_FIRST_WORD.get(word) ?? [];
      const prefixed = BY_PREFIX_HEAD.get(word.slice(0, PREFIX_HEAD)) ?? [];
      for (const keyword of [...whole, ...prefixed]) {
        if (!themes.has(keyword.theme) && matchesAt(tokens, start, keyword)) {
          themes.add(keyword.theme);
        }
      }
    }
  }
  return themes;
}
