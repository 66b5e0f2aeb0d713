import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  isWellFormedClassCode,
  normaliseClassCode,
} from '@prca/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { INPUT } from '../../../components/ui/text-field';
import { useClassLookup } from '../api/get-class';
import type { ChosenClass } from '../hooks/use-class-choice';
import { FormError } from './form-error';
import { StepHeading } from './step-heading';

/** What is wrong with a code as typed so far, before any lookup (null: nothing yet). */
function typingProblem(code: string): 'symbols' | 'check' | null {
  if ([...code].some((symbol) => !CLASS_CODE_ALPHABET.includes(symbol))) return 'symbols';
  if (code.length >= CLASS_CODE_LENGTH && !isWellFormedClassCode(code)) return 'check';
  return null;
}

interface ClassStepProps {
  /** The code of the class link (`/survey?class=CODE`), kept until the class is confirmed. */
  linkedCode: string | null;
  /** The settings require a class code: there is no way on without one. */
  required: boolean;
  /** The class is confirmed (or, offline, its well-formed code taken unchecked). */
  onChosen: (chosen: ChosenClass) => void;
  /** Only when the student opened this step of their own accord: back without a class. */
  onBack?: (() => void) | undefined;
}

/**
 * The first step when there is a class (issue 27, "No response loses its class"): the code of
 * the link, or typed, is looked up and shown with its school to confirm. A closed class or an
 * unknown code offers no way on (the code can be retyped); a code that cannot be checked because
 * the connection is down stays on screen, is checked again when the connection returns, and, if
 * well-formed, may start the survey offline (the server checks it when the response arrives).
 */
export function ClassStep({ linkedCode, required, onChosen, onBack }: ClassStepProps) {
  const { t } = useTranslation('survey');
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  const initial = linkedCode ? normaliseClassCode(linkedCode) : null;
  const [typed, setTyped] = useState(initial ?? '');
  const [asked, setAsked] = useState<string | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useClassLookup(asked);
  const found = asked ? lookup.data : undefined;

  // After "not my class", the field is where the student types the right code.
  const [retyping, setRetyping] = useState(false);
  useEffect(() => {
    if (retyping) field.current?.focus();
  }, [retyping]);

  const heading = <StepHeading>{t('classCode.title')}</StepHeading>;
  if (found?.open) {
    return (
      <section className="space-y-4">
        {heading}
        <div className="space-y-3 rounded-xl border border-blue-300 bg-blue-50 p-4" role="group">
          <p className="font-semibold text-slate-900">{t('classCode.confirmTitle')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-900">
            <dt className="font-medium">{t('classCode.school')}</dt>
            <dd>{found.schoolName}</dd>
            <dt className="font-medium">{t('classCode.class')}</dt>
            <dd>{found.className}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() =>
                onChosen({
                  code: found.code,
                  schoolName: found.schoolName,
                  className: found.className,
                })
              }
            >
              {t('classCode.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAsked(null);
                setTyped('');
                setRetyping(true);
              }}
            >
              {t('classCode.notMine')}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  const refusal =
    found && !found.open
      ? t('classCode.closed', { className: found.className, schoolName: found.schoolName })
      : lookup.error && !lookup.unreachable
        ? lookup.error.message
        : null;
  const waiting = asked !== null && lookup.unreachable;
  const shownProblem = problem ?? refusal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseClassCode(typed);
    if (!code) return setProblem(t('classCode.empty'));
    if (code.length !== CLASS_CODE_LENGTH || typingProblem(code)) {
      return setProblem(t('classCode.malformed'));
    }
    setProblem(null);
    if (code === asked) void lookup.refetch();
    setAsked(code);
  };

  return (
    <section className="space-y-4">
      {heading}
      <form
        onSubmit={submit}
        noValidate
        className="space-y-2 rounded-xl border border-slate-300 p-4"
      >
        <label htmlFor={inputId} className="block font-medium text-slate-900">
          {required ? t('classCode.labelRequired') : t('classCode.label')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-slate-700">
          {t('classCode.hint')}
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <input
            ref={field}
            id={inputId}
            value={typed}
            onChange={(event) => {
              const code = normaliseClassCode(event.target.value);
              setTyped(code);
              setAsked(null);
              const early = typingProblem(code);
              setProblem(early && t(`classCode.${early === 'check' ? 'malformed' : 'symbols'}`));
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            aria-describedby={`${inputId}-hint ${inputId}-error`}
            aria-invalid={shownProblem ? true : undefined}
            className={`${INPUT} mt-0 max-w-48 font-mono text-lg tracking-widest uppercase`}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={lookup.isFetching}
            busy={lookup.isFetching}
          >
            {t('classCode.find')}
          </Button>
        </div>
        <div id={`${inputId}-error`}>
          <FormError message={shownProblem} />
        </div>
      </form>
      {waiting && (
        <div role="status" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-amber-900">{t('classCode.unreachable', { code: asked })}</p>
          {isWellFormedClassCode(asked) && (
            <Button variant="secondary" onClick={() => onChosen({ code: asked })}>
              {t('classCode.continueOffline')}
            </Button>
          )}
        </div>
      )}
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('nav.back')}
        </Button>
      )}
    </section>
  );
}
