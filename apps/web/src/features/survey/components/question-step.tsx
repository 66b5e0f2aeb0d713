import { ANSWER_OPTIONS, CATEGORY_LABELS, ITEMS, QUESTION_COUNT } from '@prca/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { ChoiceGroup } from './choice-group';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';

interface QuestionStepProps {
  index: number;
  answers: Record<string, number>;
  error: string | null;
  submitting: boolean;
  onAnswer: (question: number, value: number) => void;
  onPrevious: () => void;
  /** Next question, or submission on the last one; validation is the page's. */
  onNext: () => void;
}

/** One of the 24 statements, with a progress bar and previous / next (submit on the last). */
export function QuestionStep(props: QuestionStepProps) {
  const { t } = useTranslation('survey');
  const { pick } = useLanguage();
  const item = ITEMS[props.index]!;
  const current = props.index + 1;
  const isLast = current === QUESTION_COUNT;
  const answer = props.answers[`question${item.id}`];
  const progress = t('questions.progress', { current, total: QUESTION_COUNT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-700">{progress}</p>
        <div
          role="progressbar"
          aria-label={progress}
          aria-valuemin={1}
          aria-valuemax={QUESTION_COUNT}
          aria-valuenow={current}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-blue-700 transition-[width] motion-reduce:transition-none"
            style={{ width: `${(current / QUESTION_COUNT) * 100}%` }}
          />
        </div>
      </div>
      {/* The heading takes the focus on each question: read as "Question 3 of 24: …". */}
      <StepHeading focusKey={props.index}>
        <span className="sr-only">{progress}: </span>
        <span aria-hidden="true">{current}. </span>
        {pick(item.text)}
      </StepHeading>
      <p className="text-sm text-slate-700">
        {t('questions.context', { context: pick(CATEGORY_LABELS[item.category]) })}
        {item.context ? ` — ${pick(item.context)}` : ''}
      </p>
      <ChoiceGroup
        legend={pick(item.text)}
        legendHidden
        name={`question${item.id}`}
        choices={ANSWER_OPTIONS.map((option) => ({
          value: String(option.value),
          label: pick(option.label),
        }))}
        value={answer === undefined ? undefined : String(answer)}
        onChange={(value) => props.onAnswer(item.id, Number(value))}
      />
      <FormError message={props.error} />
      {/* Wraps on a narrow phone rather than scroll sideways ("Submitting..." is one word). */}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onClick={props.onPrevious} disabled={props.index === 0}>
          {t('nav.previous')}
        </Button>
        <Button type="submit" disabled={props.submitting} className="ml-auto">
          {isLast ? (props.submitting ? t('nav.submitting') : t('nav.submit')) : t('nav.next')}
        </Button>
      </div>
    </form>
  );
}
