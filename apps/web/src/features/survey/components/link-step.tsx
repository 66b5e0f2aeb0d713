import type { LinkQuestion } from '@prca/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { loadSchemas } from '../../../lib/load-schemas';
import { linkAnswersOf } from '../state/link-answers';
import { StepForm } from './step-form';

interface LinkStepProps {
  questions: readonly LinkQuestion[];
  /** The answers as typed so far, by question. */
  answers: Readonly<Record<string, string>>;
  onChange: (question: string, value: string) => void;
  onBack: () => void;
  onNext: () => void;
}

const NO_ANSWERS = {};

/**
 * The linking questions (issue 32), after assent and before part A, while the study links its
 * waves: short text fields (a letter; a day or a count on the phone's number pad), each saying
 * what to type, checked by core's schema with a message naming the question. What is kept of
 * the answers is said on the information sheet and again here.
 */
export function LinkStep({ questions, answers, onChange, onBack, onNext }: LinkStepProps) {
  const { t } = useTranslation('survey');
  // One object per change of the answers: the step tells a fresh answer from a checked one.
  const payload = useMemo(() => linkAnswersOf(answers ?? NO_ANSWERS), [answers]);
  return (
    <StepForm
      title={t('link.title')}
      schema={async () => (await loadSchemas()).linkAnswersSchema}
      answers={payload}
      fallbackMessage="link.motherInitialInvalid"
      onBack={onBack}
      onNext={onNext}
    >
      {(problemOf) => (
        <>
          <p className="text-slate-700">{t('link.intro')}</p>
          {questions.map((question) => {
            const letter = question.kind === 'letter';
            return (
              <TextField
                key={question.key}
                name={question.key}
                label={t(`link.${question.key}.label`)}
                hint={t(`link.${question.key}.hint`)}
                error={problemOf(question.key)?.message ?? null}
                value={answers[question.key] ?? ''}
                onChange={(event) => onChange(question.key, event.target.value)}
                inputMode={letter ? 'text' : 'numeric'}
                maxLength={letter ? 3 : 2}
                autoComplete="off"
                autoCapitalize={letter ? 'characters' : 'off'}
                spellCheck={false}
                inputClassName="max-w-28 text-lg"
              />
            );
          })}
          <p className="text-sm text-slate-700">{t('link.kept')}</p>
        </>
      )}
    </StepForm>
  );
}
