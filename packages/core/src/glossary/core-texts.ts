import { ANSWER_OPTIONS } from '../instrument/options';
import { CATEGORY_CONTEXTS, CATEGORY_LABELS } from '../instrument/categories';
import { ITEMS } from '../instrument/items';
import { LOCALES, type Translated } from '../messages/locales';
import { VALIDATION_MESSAGES } from '../messages/validation';
import { RELIABILITY_INTERPRETATIONS } from '../psychometrics/reliability-level';
import { OTHER_CAUSE_THEME_LABELS } from '../schemas/analytics-respondents';
import { CONTEXT_LEVEL_LABELS, TOTAL_LEVEL_LABELS } from '../scoring/interpret';
import type { SourceText } from './check';

function both(where: string, text: Translated): SourceText[] {
  return LOCALES.map((language) => ({ where, language, text: text[language] }));
}

function labels(prefix: string, record: Readonly<Record<string, Translated>>): SourceText[] {
  return Object.entries(record).flatMap(([key, text]) => both(`${prefix}.${key}`, text));
}

/** Every text of packages/core that a person reads, in both languages, named by where it lives. */
export function coreTexts(): SourceText[] {
  return [
    ...ITEMS.flatMap((item) => both(`core:item.${item.id}`, item.text)),
    ...ANSWER_OPTIONS.flatMap((option) => both(`core:answerOption.${option.value}`, option.label)),
    ...labels('core:categoryLabel', CATEGORY_LABELS),
    ...labels('core:categoryContext', CATEGORY_CONTEXTS),
    ...labels('core:validation', VALIDATION_MESSAGES),
    ...labels('core:totalLevel', TOTAL_LEVEL_LABELS),
    ...labels('core:contextLevel', CONTEXT_LEVEL_LABELS),
    ...labels('core:otherCauseTheme', OTHER_CAUSE_THEME_LABELS),
    ...Object.entries(RELIABILITY_INTERPRETATIONS).flatMap(([level, reading]) => [
      ...both(`core:reliability.${level}.label`, reading.label),
      ...both(`core:reliability.${level}.description`, reading.description),
      ...both(`core:reliability.${level}.recommendation`, reading.recommendation),
    ]),
  ];
}
