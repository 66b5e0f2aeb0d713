import { AWARENESS_LEVELS, CAUSES, IMPACT_LEVELS } from '@prca/core';
import { loadSchemas } from '../../../lib/load-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/text-field';
import type { PartBAnswers } from '../state/survey-progress';
import { ChoiceGroup } from './choice-group';
import { useOneChoiceQuestion } from './one-choice-question';
import { StepForm, useOptionChoices } from './step-form';

interface PartBStepProps {
  answers: PartBAnswers;
  onChange: (field: 'awareness' | 'impact_level' | 'causesOtherText', value: string) => void;
  onToggleCause: (cause: string) => void;
  onBack: () => void;
  onNext: () => void;
}

export function PartBStep({ answers, onChange, onToggleCause, onBack, onNext }: PartBStepProps) {
  const { t } = useTranslation('survey');
  const otherTextId = useId();
  const choices = useOptionChoices();
  const question = useOneChoiceQuestion('partB', answers, onChange);
  return (
    <StepForm
      title={t('partB.title')}
      schema={async () => (await loadSchemas()).partBSchema}
      answers={answers}
      fallbackMessage="partB.incomplete"
      onBack={onBack}
      onNext={onNext}
    >
      {(problemOf) => {
        const otherProblem = problemOf('causesOtherText');
        return (
          <>
            {question(problemOf, 'awareness', 'awareness', AWARENESS_LEVELS)}
            <ChoiceGroup
              legend={t('partB.causes')}
              name="causes"
              multiple
              choices={choices('causes', CAUSES)}
              value={undefined}
              selected={answers.causes}
              problem={problemOf('causes')}
              onChange={onToggleCause}
            />
            {answers.causes.includes('other') && (
              <div className="space-y-1">
                <label htmlFor={otherTextId} className="font-semibold text-slate-900">
                  {t('partB.otherText')}
                </label>
                {otherProblem && (
                  <p id={otherProblem.id} role="alert" className="font-medium text-red-700">
                    {otherProblem.message}
                  </p>
                )}
                <textarea
                  id={otherTextId}
                  name="causesOtherText"
                  aria-invalid={otherProblem ? true : undefined}
                  aria-describedby={otherProblem?.id}
                  value={answers.causesOtherText}
                  maxLength={1000}
                  rows={3}
                  onChange={(event) => onChange('causesOtherText', event.target.value)}
                  className={INPUT}
                />
              </div>
            )}
            {question(problemOf, 'impact_level', 'impact', IMPACT_LEVELS)}
          </>
        );
      }}
    </StepForm>
  );
}
