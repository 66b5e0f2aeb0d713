import {
  QUALITY_REASON_MAX_LENGTH,
  isExcluded,
  type AdminSurveyResult,
  type QualityOverride,
} from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../../components/ui/feedback';
import { TextAreaField } from '../../../../../components/ui/text-field';
import { useFailureText } from '../../../shared/hooks/use-failure-message';
import { useSetQualityOverride } from '../../api/set-quality-override';

/**
 * A researcher's decision on one response (issue 17): keep it whatever its flags, exclude it
 * whatever its flags, or take the decision back. A decision needs a reason, which the audit
 * log keeps; the decision survives a change of thresholds.
 */
export function OverrideForm({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('quality');
  const name = useId();
  const [choice, setChoice] = useState<QualityOverride>(survey.qualityOverride ?? 'keep');
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetQualityOverride(survey.id);
  const error = useFailureText(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    if (!reason.trim()) {
      setMissingReason(true);
      return;
    }
    setMissingReason(false);
    save.mutate(
      { override: choice, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setSaved(t(`override.saved.${choice}`));
        },
      },
    );
  };
  const clear = () => {
    setSaved(null);
    save.mutate({ override: null }, { onSuccess: () => setSaved(t('override.saved.cleared')) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <fieldset className="space-y-1">
        <legend className="font-medium text-slate-900">{t('override.legend')}</legend>
        {(['keep', 'exclude'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="h-5 w-5 shrink-0 accent-blue-700"
            />
            {t(`override.choice.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('override.reason')}
        hint={t('override.reasonHint')}
        error={missingReason ? t('override.reasonMissing') : null}
        value={reason}
        maxLength={QUALITY_REASON_MAX_LENGTH}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.isPending}>
          {t('override.save')}
        </Button>
        {survey.qualityOverride !== null && (
          <Button variant="secondary" onClick={clear} busy={save.isPending}>
            {t('override.clear')}
          </Button>
        )}
        <SuccessNote message={saved} />
      </div>
    </form>
  );
}

/** Where the response stands: its decision with the reason, and whether analyses count it. */
export function OverrideState({ survey }: { survey: AdminSurveyResult }) {
  const { t } = useTranslation('quality');
  const excluded = isExcluded(survey.flags, survey.qualityOverride);
  return (
    <div className="space-y-1 text-slate-800">
      <p>
        <span className="font-semibold text-slate-900">{t('override.current')}</span>{' '}
        {t(`override.state.${survey.qualityOverride ?? 'none'}`)}
      </p>
      {survey.qualityOverride && survey.qualityOverrideReason && (
        <p>
          <span className="font-semibold text-slate-900">{t('override.reason')}:</span> “
          {survey.qualityOverrideReason}”
        </p>
      )}
      <p>{t(excluded ? 'override.countedFlagged' : 'override.countedUnflagged')}</p>
    </div>
  );
}
