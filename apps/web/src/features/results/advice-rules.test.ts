import {
  CATEGORIES,
  CONTEXT_LEVEL_LABELS,
  CONTEXT_THRESHOLDS,
  SUBSCORE_RANGE,
  TOTAL_LEVEL_LABELS,
  interpretSubscore,
  interpretTotal,
  type Category,
  type Subscores,
  type TotalLevel,
} from '@prca/core';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/results.json';
import vi from '../../i18n/locales/vi/results.json';
import { planAdvice, type AdviceText } from './advice-rules';

/*
 * The advice must say what the badges say (issue 31): for totals and context scores at every
 * cut-off and either side of it, the level named in each sentence is the badge's level, in both
 * languages, through the real catalogues and i18next's interpolation.
 */

const LANGUAGES = { en, vi } as const;
type Language = keyof typeof LANGUAGES;
const translators = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const i18n = createInstance();
    await i18n.init({
      lng: language,
      ns: ['results'],
      defaultNS: 'results',
      resources: { [language]: { results: LANGUAGES[language] } },
      interpolation: { escapeValue: false },
    });
    translators[language] = i18n.getFixedT(language, 'results');
  }
});

function say(language: Language, text: AdviceText): string {
  const t = translators[language];
  expect(t(text.key, { defaultValue: '' }), `${language} ${text.key} exists`).not.toBe('');
  return t(text.key, text.values);
}

/** The badge's word as it appears inside a sentence ("Trung bình" → "trung bình"). */
const levelWord = (language: Language, level: TotalLevel) =>
  CONTEXT_LEVEL_LABELS[level][language].toLowerCase();

/** "mức thấp" or "is low", whichever the language uses to state a level. */
function statesLevel(language: Language, sentence: string, level: TotalLevel): boolean {
  const word = levelWord(language, level);
  return language === 'vi' ? sentence.includes(`mức ${word}`) : sentence.includes(`is ${word}`);
}

const OTHER_LEVELS = (level: TotalLevel) =>
  (['low', 'average', 'high'] as const).filter((other) => other !== level);

/** A whole-number split of a total over the four contexts, within 6–30 each. */
function spread(total: number): Subscores {
  const base = Math.floor(total / 4);
  const rest = total - 4 * base;
  const [a, b, c, d] = [0, 1, 2, 3].map((i) => base + (i < rest ? 1 : 0)) as [
    number,
    number,
    number,
    number,
  ];
  return { groupDiscussion: a, meetings: b, interpersonal: c, publicSpeaking: d };
}

/** Every context at its own low level, and `category` at `score`. */
function withContext(category: Category, score: number): Subscores {
  const low = (other: Category) => CONTEXT_THRESHOLDS[other].lowBelow - 1;
  const subscores: Subscores = {
    groupDiscussion: low('groupDiscussion'),
    meetings: low('meetings'),
    interpersonal: low('interpersonal'),
    publicSpeaking: low('publicSpeaking'),
  };
  return { ...subscores, [category]: score };
}

const total = (subscores: Subscores) =>
  CATEGORIES.reduce((sum, category) => sum + subscores[category], 0);

describe.each(Object.keys(LANGUAGES) as Language[])('advice in %s', (language) => {
  it.each([24, 50, 51, 52, 79, 80, 81, 120])('states the level of a total of %i', (score) => {
    const subscores = spread(score);
    const level = interpretTotal(score);
    const sentence = say(language, planAdvice(subscores, level).overall);

    expect(statesLevel(language, sentence, level), sentence).toBe(true);
    for (const other of OTHER_LEVELS(level)) {
      expect(statesLevel(language, sentence, other), sentence).toBe(false);
    }
    // The badge beside the total says the same word.
    expect(TOTAL_LEVEL_LABELS[level][language].toLowerCase()).toContain(levelWord(language, level));
  });

  it('tells only a low total that the student is at ease overall', () => {
    const atEase = language === 'vi' ? 'tự tin' : 'at ease when communicating';
    for (const score of [50, 51, 80, 81]) {
      const level = interpretTotal(score);
      const advice = planAdvice(spread(score), level);
      const everything = [
        say(language, advice.overall),
        ...(advice.contexts.length === 0 ? [translators[language]('advice.none')] : []),
        ...advice.contexts.map((context) => say(language, context.reading)),
      ].join(' ');
      expect(everything.includes(atEase), `${score}: ${everything}`).toBe(level === 'low');
    }
  });

  describe.each(CATEGORIES)('%s', (category) => {
    const { highAbove, lowBelow } = CONTEXT_THRESHOLDS[category];
    const boundaries = [
      SUBSCORE_RANGE.min,
      lowBelow - 1,
      lowBelow,
      lowBelow + 1,
      highAbove - 1,
      highAbove,
      highAbove + 1,
      SUBSCORE_RANGE.max,
    ];

    it.each(boundaries)('gives a score of %i the sentence of its badge', (score) => {
      const subscores = withContext(category, score);
      const badge = interpretSubscore(category, score);
      const overall = interpretTotal(total(subscores));
      const advice = planAdvice(subscores, overall);
      const card = advice.contexts.find((context) => context.category === category);

      if (badge === 'low') {
        // No card: every context is low, which only a low total allows.
        expect(card).toBeUndefined();
        expect(advice.contexts).toEqual([]);
        expect(overall).toBe('low');
        return;
      }
      expect(card?.level).toBe(badge);
      const sentence = say(language, card!.reading);
      expect(statesLevel(language, sentence, badge), sentence).toBe(true);
      for (const other of OTHER_LEVELS(badge)) {
        expect(statesLevel(language, sentence, other), sentence).toBe(false);
      }
      // The cut-off the sentence quotes is this context's own, never a shared 18.
      expect(sentence).toContain(String(highAbove));
      if (badge === 'average') expect(sentence).toContain(String(lowBelow));
    });

    it.each(boundaries)('suggests help for a score of %i only when its badge is high', (score) => {
      const subscores = withContext(category, score);
      const advice = planAdvice(subscores, interpretTotal(total(subscores)));
      expect(advice.getHelp !== null).toBe(interpretSubscore(category, score) === 'high');
      if (advice.getHelp) {
        expect(statesLevel(language, say(language, advice.getHelp), 'high')).toBe(true);
      }
    });
  });

  it('gives a high total help even when every context is average', () => {
    // 20 + 20 + 18 + 23 = 81: no context above its own cut-off, the total above 80.
    const subscores = { groupDiscussion: 20, meetings: 20, interpersonal: 18, publicSpeaking: 23 };
    const advice = planAdvice(subscores, interpretTotal(81));
    expect(advice.contexts.map((context) => context.level)).toEqual([
      'average',
      'average',
      'average',
      'average',
    ]);
    expect(advice.getHelp?.key).toBe('advice.getHelp.becauseTotal');
    expect(statesLevel(language, say(language, advice.getHelp!), 'high')).toBe(true);
  });
});

describe('order of the tips', () => {
  it('puts high contexts first, then the higher score, ties in questionnaire order', () => {
    const subscores = { groupDiscussion: 19, meetings: 19, interpersonal: 19, publicSpeaking: 24 };
    // Interpersonal 19 is high (above 18); the others are average.
    expect(planAdvice(subscores, interpretTotal(81)).contexts.map((c) => c.category)).toEqual([
      'interpersonal',
      'publicSpeaking',
      'groupDiscussion',
      'meetings',
    ]);
  });
});
