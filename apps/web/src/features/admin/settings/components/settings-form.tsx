import { MINIMUM_GROUP_SIZE, type AdminSettings } from '@prca/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../hooks/use-failure-message';
import { changedSettings, useUpdateAdminSettings } from '../api/update-admin-settings';
import { useAdminSession } from '../../session/admin-session-context';
import { draftOf, settingsOf, settingsProblems, type SettingsDraft } from '../settings-rules';
import { ClassCodeSetting } from './class-code-setting';
import { ContactNoteField } from './contact-note-field';
import { OpenSwitch } from './open-switch';
import { QualityThresholdsSetting } from './quality-thresholds-setting';
import { readThresholds, thresholdsDraft, type ThresholdField } from '../quality-threshold-fields';

/**
 * Whether the survey is open, how long guests' e-mails are kept, and the contact details of
 * the public pages. Only what changed is sent, so two administrators editing different
 * settings do not undo each other.
 */
export function SettingsForm({ stored: initial }: { stored: AdminSettings }) {
  const { t } = useTranslation('admin');
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<SettingsDraft>(draftOf(initial));
  const [thresholds, setThresholds] = useState(() => thresholdsDraft(initial.qualityThresholds));
  // The server lets only a superadmin change what school staff may see (issue 19).
  const superadmin = useAdminSession().admin?.role === 'superadmin';
  const [saved, setSaved] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const save = useUpdateAdminSettings();
  const error = useFailureText(save.error);
  const problems = settingsProblems(draft);
  const readThresholdsResult = readThresholds(thresholds, stored.qualityThresholds);
  const thresholdProblems: ThresholdField[] = showProblems ? readThresholdsResult.problems : [];
  const edit = (changes: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.values(problems).some(Boolean)) return;
    if (!('thresholds' in readThresholdsResult)) return;
    const read = readThresholdsResult.thresholds;
    const edited = {
      ...settingsOf(draft),
      // The thresholds are sent as a whole, and only when one of them changed.
      qualityThresholds:
        JSON.stringify(read) === JSON.stringify(stored.qualityThresholds)
          ? stored.qualityThresholds
          : read,
    };
    save.mutate(changedSettings(stored, edited), {
      onSuccess: (updated) => {
        setStored(updated);
        setDraft(draftOf(updated));
        setThresholds(thresholdsDraft(updated.qualityThresholds));
        setShowProblems(false);
        setSaved(true);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className={`space-y-6 ${CARD}`}>
      <OpenSwitch
        checked={draft.acceptingResponses}
        onChange={(on) => edit({ acceptingResponses: on })}
      />
      <ClassCodeSetting
        checked={draft.classCodeRequired}
        onChange={(required) => edit({ classCodeRequired: required })}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={1}
        max={3650}
        step={1}
        inputClassName="max-w-40"
        label={t('settings.retention.label')}
        hint={t('settings.retention.hint')}
        error={showProblems && problems.guestRetentionDays ? t('settings.retention.invalid') : null}
        value={draft.guestRetentionDays}
        onChange={(event) => edit({ guestRetentionDays: event.target.value })}
      />
      <TextField
        type="number"
        inputMode="numeric"
        min={MINIMUM_GROUP_SIZE.min}
        max={MINIMUM_GROUP_SIZE.max}
        step={1}
        inputClassName="max-w-40"
        disabled={!superadmin}
        label={t('settings.minimumGroupSize.label')}
        hint={t(
          superadmin
            ? 'settings.minimumGroupSize.hint'
            : 'settings.minimumGroupSize.superadminOnly',
          MINIMUM_GROUP_SIZE,
        )}
        error={
          showProblems && problems.minimumGroupSize
            ? t('settings.minimumGroupSize.invalid', MINIMUM_GROUP_SIZE)
            : null
        }
        value={draft.minimumGroupSize}
        onChange={(event) => edit({ minimumGroupSize: event.target.value })}
      />
      <TextField
        type="email"
        autoComplete="off"
        label={t('settings.contactEmail.label')}
        hint={t('settings.contactEmail.hint')}
        error={showProblems && problems.contactEmail ? t('settings.contactEmail.invalid') : null}
        value={draft.contactEmail}
        onChange={(event) => edit({ contactEmail: event.target.value })}
      />
      <ContactNoteField
        value={draft.contactNote}
        onChange={(contactNote) => edit({ contactNote })}
      />
      <QualityThresholdsSetting
        draft={thresholds}
        problems={thresholdProblems}
        onChange={(next) => {
          setThresholds(next);
          setSaved(false);
        }}
      />
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
        <SuccessNote message={saved ? t('settings.saved') : null} />
      </div>
    </form>
  );
}
