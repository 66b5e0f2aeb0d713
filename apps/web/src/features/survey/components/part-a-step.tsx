import { GENDERS, GRADES, PARTICIPATION_LEVELS } from '@prca/core';
import { loadSchemas } from '../../../lib/load-schemas';
import { useTranslation } from 'react-i18next';
import type { PartAAnswers } from '../state/survey-progress';
import { ChoiceGroup } from './choice-group';
import { StepForm, useOptionChoices } from './step-form';

interface PartAStepProps {
  answers: PartAAnswers;
  onChange: (field: keyof PartAAnswers, value: string) => void;
  onBack: () => void;
  onNext: () => void;
}

const QUESTIONS = [
  { field: 'grade', group: 'grade', values: GRADES },
  { field: 'gender', group: 'gender', values: GENDERS },
  { field: 'participation', group: 'participation', values: PARTICIPATION_LEVELS },
] as const;

export function PartAStep({ answers, onChange, onBack, onNext }: PartAStepProps) {
  const { t } = useTranslation('survey');
  const choices = useOptionChoices();
  return (
    <StepForm
      title={t('partA.title')}
      schema={async () => (await loadSchemas()).partASchema}
      answers={answers}
      fallbackMessage="partA.incomplete"
      onBack={onBack}
      onNext={onNext}
    >
      {(problemOf) =>
        QUESTIONS.map(({ field, group, values }) => (
          <ChoiceGroup
            key={field}
            legend={t(`partA.${field}`)}
            name={field}
            choices={choices(group, values)}
            value={answers[field]}
            problem={problemOf(field)}
            onChange={(value) => onChange(field, value)}
          />
        ))
      }
    </StepForm>
  );
}
