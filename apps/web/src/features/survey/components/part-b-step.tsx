import { AWARENESS_LEVELS, CAUSES, IMPACT_LEVELS, partBSchema } from '@prca/core';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartBAnswers } from '../state/survey-progress';
import { PrimaryButton, SecondaryButton } from './buttons';
import { ChoiceGroup } from './choice-group';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';
import { useValidationMessage } from './use-validation-message';

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
  const error = useValidationMessage();
  const choices = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = partBSchema.safeParse(answers);
    if (!checked.success) return error.show(checked.error.issues[0]?.message ?? 'partB.incomplete');
    error.clear();
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <StepHeading>{t('partB.title')}</StepHeading>
      <ChoiceGroup
        legend={t('partB.awareness')}
        name="awareness"
        choices={choices('awareness', AWARENESS_LEVELS)}
        value={answers.awareness}
        onChange={(value) => onChange('awareness', value)}
      />
      <ChoiceGroup
        legend={t('partB.causes')}
        name="causes"
        multiple
        choices={choices('causes', CAUSES)}
        value={undefined}
        selected={answers.causes}
        onChange={onToggleCause}
      />
      {answers.causes.includes('other') && (
        <div className="space-y-1">
          <label htmlFor={otherTextId} className="font-semibold text-slate-900">
            {t('partB.otherText')}
          </label>
          <textarea
            id={otherTextId}
            value={answers.causesOtherText}
            maxLength={1000}
            rows={3}
            onChange={(event) => onChange('causesOtherText', event.target.value)}
            className="w-full rounded-lg border border-slate-400 p-2"
          />
        </div>
      )}
      <ChoiceGroup
        legend={t('partB.impact')}
        name="impact_level"
        choices={choices('impact', IMPACT_LEVELS)}
        value={answers.impact_level}
        onChange={(value) => onChange('impact_level', value)}
      />
      <FormError message={error.message} />
      <div className="flex justify-between gap-3">
        <SecondaryButton onClick={onBack}>{t('nav.back')}</SecondaryButton>
        <PrimaryButton type="submit">{t('nav.next')}</PrimaryButton>
      </div>
    </form>
  );
}
