import type { AdminSettings } from '@prca/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CARD } from '../../../../components/ui/card';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { TextField } from '../../../../components/ui/text-field';
import { useFailureText } from '../../hooks/use-failure-message';
import { changedSettings, useUpdateAdminSettings } from '../api/update-admin-settings';
import { settingsProblems, type SettingsDraft } from '../settings-rules';
import { ClassCodeSetting } from './class-code-setting';
import { ContactNoteField } from './contact-note-field';
import { OpenSwitch } from './open-switch';

/**
 * Whether the survey is open, how long guests' e-mails are kept, and the contact details of
 * the public pages. Only what changed is sent, so two administrators editing different
 * settings do not undo each other.
 */
export function SettingsForm({ stored: initial }: { stored: AdminSettings }) {
  const { t } = useTranslation('admin');
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<SettingsDraft>({
    ...initial,
    guestRetentionDays: String(initial.guestRetentionDays),
  });
  const [saved, setSaved] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const save = useUpdateAdminSettings();
  const error = useFailureText(save.error);
  const problems = settingsProblems(draft);
  const edit = (changes: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.guestRetentionDays || problems.contactEmail) return;
    const edited = {
      ...draft,
      guestRetentionDays: Number(draft.guestRetentionDays),
      contactEmail: draft.contactEmail.trim(),
    };
    save.mutate(changedSettings(stored, edited), {
      onSuccess: (updated) => {
        setStored(updated);
        setDraft({ ...updated, guestRetentionDays: String(updated.guestRetentionDays) });
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
