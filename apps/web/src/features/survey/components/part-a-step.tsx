import { GENDERS, GRADES, PARTICIPATION_LEVELS } from '@prca/core';
import { loadSchemas } from '../../../lib/load-schemas';
import { useTranslation } from 'react-i18next';
import type { PartAAnswers } from '../state/survey-progress';
import { useOneChoiceQuestion } from './one-choice-question';
import { StepForm } from './step-form';

interface PartAStepProps {
  answers: PartAAnswers;
  onChange: (field: keyof PartAAnswers, value: string) => void;
  onBack: () => void;
  onNext: () => void;
}

const QUESTIONS = [
  { field: 'grade', values: GRADES },
  { field: 'gender', values: GENDERS },
  { field: 'participation', values: PARTICIPATION_LEVELS },
] as const;

export function PartAStep({ answers, onChange, onBack, onNext }: PartAStepProps) {
  const { t } = useTranslation('survey');
  const question = useOneChoiceQuestion('partA', answers, onChange);
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
        QUESTIONS.map(({ field, values }) => question(problemOf, field, field, values))
      }
    </StepForm>
  );
}
