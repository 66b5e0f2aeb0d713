import { GENDERS, GRADES, PARTICIPATION_LEVELS, partASchema } from '@prca/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartAAnswers } from '../state/survey-progress';
import { PrimaryButton, SecondaryButton } from './buttons';
import { ChoiceGroup } from './choice-group';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';
import { useValidationMessage } from './use-validation-message';

interface PartAStepProps {
  answers: PartAAnswers;
  onChange: (field: keyof PartAAnswers, value: string) => void;
  onBack: () => void;
  onNext: () => void;
}

export function PartAStep({ answers, onChange, onBack, onNext }: PartAStepProps) {
  const { t } = useTranslation('survey');
  const error = useValidationMessage();
  const choices = (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}`) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = partASchema.safeParse(answers);
    if (!checked.success) return error.show(checked.error.issues[0]?.message ?? 'partA.incomplete');
    error.clear();
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <StepHeading>{t('partA.title')}</StepHeading>
      <ChoiceGroup
        legend={t('partA.grade')}
        name="grade"
        choices={choices('grade', GRADES)}
        value={answers.grade}
        onChange={(value) => onChange('grade', value)}
      />
      <ChoiceGroup
        legend={t('partA.gender')}
        name="gender"
        choices={choices('gender', GENDERS)}
        value={answers.gender}
        onChange={(value) => onChange('gender', value)}
      />
      <ChoiceGroup
        legend={t('partA.participation')}
        name="participation"
        choices={choices('participation', PARTICIPATION_LEVELS)}
        value={answers.participation}
        onChange={(value) => onChange('participation', value)}
      />
      <FormError message={error.message} />
      <div className="flex justify-between gap-3">
        <SecondaryButton onClick={onBack}>{t('nav.back')}</SecondaryButton>
        <PrimaryButton type="submit">{t('nav.next')}</PrimaryButton>
      </div>
    </form>
  );
}
