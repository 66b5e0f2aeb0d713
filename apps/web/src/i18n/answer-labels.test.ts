import {
  AWARENESS_LABELS,
  CAUSE_LABELS,
  GENDER_LABELS,
  GRADE_LABELS,
  IMPACT_LABELS,
  PARTICIPATION_LABELS,
  type Translated,
} from '@prca/core';
import { describe, expect, it } from 'vitest';
import en from './locales/en/survey.json';
import vi from './locales/vi/survey.json';

/*
 * The analysis package labels its codes with core's words for the choices (issue 20); the
 * questionnaire shows the locale files' words. A respondent and a researcher must read the
 * same words, so the two are held equal here.
 */
const CORE: Record<keyof typeof en.options, Record<string, Translated>> = {
  grade: GRADE_LABELS,
  gender: GENDER_LABELS,
  participation: PARTICIPATION_LABELS,
  awareness: AWARENESS_LABELS,
  causes: CAUSE_LABELS,
  impact: IMPACT_LABELS,
};

describe("core's choice labels", () => {
  it.each(Object.keys(CORE) as (keyof typeof CORE)[])(
    'are the questionnaire’s words for %s',
    (question) => {
      const fromCore = (locale: 'en' | 'vi') =>
        Object.fromEntries(
          Object.entries(CORE[question]).map(([key, label]) => [key, label[locale]]),
        );
      expect(fromCore('en')).toEqual(en.options[question]);
      expect(fromCore('vi')).toEqual(vi.options[question]);
    },
  );
});
