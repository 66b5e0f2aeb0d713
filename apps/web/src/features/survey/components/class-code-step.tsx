import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  isWellFormedClassCode,
  normaliseClassCode,
} from '@prca/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { INPUT } from '../../../components/ui/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useClassLookup } from '../api/get-class';
import type { ClassChoice } from '../hooks/use-class-choice';
import { FormError } from './form-error';

/** What is wrong with a code as typed so far, before any lookup (null: nothing yet). */
function typingProblem(code: string): 'symbols' | 'check' | null {
  if ([...code].some((symbol) => !CLASS_CODE_ALPHABET.includes(symbol))) return 'symbols';
  if (code.length >= CLASS_CODE_LENGTH && !isWellFormedClassCode(code)) return 'check';
  return null;
}

/**
 * The class of the response: from the class link (`/survey?class=CODE`) or typed, shown with its
 * school to confirm before starting. Optional unless the settings require a class code.
 */
export function ClassCodeStep({ choice, required }: { choice: ClassChoice; required: boolean }) {
  const { t } = useTranslation('survey');
  const inputId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const linked = params.get('class');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(() =>
    linked ? normaliseClassCode(linked) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useClassLookup(asked);

  // The link's code is taken once; the address then stays clean for a bookmark or a reload.
  useEffect(() => {
    if (!linked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('class');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);
  useEffect(() => {
    if (choice.missing) field.current?.focus();
  }, [choice.missing]);

  if (choice.chosen && !asked) {
    return (
      <div className="rounded-xl border border-green-300 bg-green-50 p-4">
        <p className="text-slate-900">
          {t('classCode.chosen', {
            className: choice.chosen.className,
            schoolName: choice.chosen.schoolName,
          })}
        </p>
        <Button variant="secondary" size="small" className="mt-2" onClick={choice.clear}>
          {t('classCode.change')}
        </Button>
      </div>
    );
  }

  const found = asked && lookup.data;
  if (found && found.open) {
    return (
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
            onClick={() => {
              choice.choose({
                code: found.code,
                schoolName: found.schoolName,
                className: found.className,
              });
              setAsked(null);
            }}
          >
            {t('classCode.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setAsked(null)}>
            {t('classCode.notMine')}
          </Button>
        </div>
      </div>
    );
  }

  const refusal =
    found && !found.open
      ? t('classCode.closed', { className: found.className, schoolName: found.schoolName })
      : lookup.error instanceof ApiRequestError && !lookup.error.isRetryable
        ? lookup.error.message
        : lookup.error
          ? t('classCode.unreachable')
          : null;
  const shownProblem =
    problem ?? refusal ?? (choice.missing ? t('classCode.requiredMissing') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseClassCode(typed);
    if (!code) return setProblem(t('classCode.empty'));
    if (code.length !== CLASS_CODE_LENGTH || typingProblem(code)) {
      return setProblem(t('classCode.malformed'));
    }
    setProblem(null);
    setAsked(code);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2 rounded-xl border border-slate-300 p-4">
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
  );
}
