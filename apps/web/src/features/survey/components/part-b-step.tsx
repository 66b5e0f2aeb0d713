import { AWARENESS_LEVELS, CAUSES, IMPACT_LEVELS } from '@prca/core';
import { loadSchemas } from '../../../lib/load-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/text-field';
import type { PartBAnswers } from '../state/survey-progress';
import { ChoiceGroup } from './choice-group';
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
            <ChoiceGroup
              legend={t('partB.awareness')}
              name="awareness"
              choices={choices('awareness', AWARENESS_LEVELS)}
              value={answers.awareness}
              problem={problemOf('awareness')}
              onChange={(value) => onChange('awareness', value)}
            />
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
            <ChoiceGroup
              legend={t('partB.impact')}
              name="impact_level"
              choices={choices('impact', IMPACT_LEVELS)}
              value={answers.impact_level}
              problem={problemOf('impact_level')}
              onChange={(value) => onChange('impact_level', value)}
            />
          </>
        );
      }}
    </StepForm>
  );
}
