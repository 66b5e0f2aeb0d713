import type { AdminSettingsReply } from '@prca/core';
import { useState, type FormEvent } from 'react';
import { changedSettings, useUpdateAdminSettings } from './api/update-admin-settings';
import {
  readThresholds,
  thresholdsDraft,
  type ThresholdField,
  type ThresholdsDraft,
} from './quality-threshold-fields';
import {
  NO_PROBLEMS,
  draftOf,
  settingsOf,
  settingsProblems,
  type DefaultSheets,
  type SettingsDraft,
} from './settings-rules';

/**
 * The settings form's state: the stored settings, the draft, the problems to show once a save
 * was tried, and the save itself. Only what changed is sent, so two administrators editing
 * different settings do not undo each other.
 */
export function useSettingsForm(initial: AdminSettingsReply, defaults: DefaultSheets) {
  const [stored, setStored] = useState(initial);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(initial));
  const [thresholds, setThresholds] = useState(() => thresholdsDraft(initial.qualityThresholds));
  /** The sheet's version before the last save, to say when the save made a new one. */
  const [savedFrom, setSavedFrom] = useState<number | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const save = useUpdateAdminSettings();
  const problems = settingsProblems(draft, defaults);
  const readResult = readThresholds(thresholds, stored.qualityThresholds);

  const edit = (changes: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setSavedFrom(null);
  };
  const editThresholds = (next: ThresholdsDraft) => {
    setThresholds(next);
    setSavedFrom(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (Object.values(problems).some(Boolean) || !('thresholds' in readResult)) return;
    const edited = { ...settingsOf(draft, defaults), qualityThresholds: readResult.thresholds };
    save.mutate(changedSettings(stored, edited), {
      onSuccess: (updated) => {
        setSavedFrom(stored.consent.version);
        setStored(updated);
        setDraft(draftOf(updated));
        setThresholds(thresholdsDraft(updated.qualityThresholds));
        setShowProblems(false);
      },
    });
  };

  return {
    stored,
    draft,
    edit,
    thresholds,
    editThresholds,
    problems: showProblems ? problems : NO_PROBLEMS,
    thresholdProblems: (showProblems ? readResult.problems : []) as ThresholdField[],
    submit,
    save,
    /** Null until a save succeeds; then whether it made a new version of the sheet. */
    saved: savedFrom === null ? null : { newSheetVersion: stored.consent.version !== savedFrom },
  };
}
