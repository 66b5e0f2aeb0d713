import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group';
import { useOptionChoices, type FieldProblem } from './step-form';

/**
 * Draws a question of part A or B that takes one answer: its legend `${step}.${group}`, its
 * options the survey's words for `values` in `group`, bound to `answers[field]`.
 */
export function useOneChoiceQuestion<F extends string>(
  step: 'partA' | 'partB',
  answers: Readonly<Partial<Record<F, string>>>,
  onChange: (field: F, value: string) => void,
) {
  const { t } = useTranslation('survey');
  const choices = useOptionChoices();
  return (
    problemOf: (name: string) => FieldProblem | undefined,
    field: F,
    group: string,
    values: readonly string[],
  ) => (
    <ChoiceGroup
      key={field}
      legend={t(`${step}.${group}`)}
      name={field}
      choices={choices(group, values)}
      value={answers[field]}
      problem={problemOf(field)}
      onChange={(value) => onChange(field, value)}
    />
  );
}
