import { GUEST_RETENTION_DAYS, MINIMUM_GROUP_SIZE, type AdminSettings } from '@prca/core';

/** The numbers typed in the form, kept as typed, so that a half-typed number can be edited. */
type TypedNumbers = 'guestRetentionDays' | 'minimumGroupSize';

/** The form's values: the whole numbers as text. */
export type SettingsDraft = Omit<AdminSettings, TypedNumbers> & Record<TypedNumbers, string>;

// The shape the server checks (z.email), loosely: the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function outOfRange(typed: string, range: { min: number; max: number }): boolean {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isInteger(value) || value < range.min || value > range.max;
}

/** The stored settings as the form shows them. */
export function draftOf(settings: AdminSettings): SettingsDraft {
  return {
    ...settings,
    guestRetentionDays: String(settings.guestRetentionDays),
    minimumGroupSize: String(settings.minimumGroupSize),
  };
}

/** The form's values as the server takes them (only once settingsProblems finds none). */
export function settingsOf(draft: SettingsDraft): AdminSettings {
  return {
    ...draft,
    guestRetentionDays: Number(draft.guestRetentionDays),
    minimumGroupSize: Number(draft.minimumGroupSize),
    contactEmail: draft.contactEmail.trim(),
  };
}

/** adminSettingsSchema's rules, checked before the server is asked. */
export function settingsProblems(draft: SettingsDraft) {
  const email = draft.contactEmail.trim();
  return {
    guestRetentionDays: outOfRange(draft.guestRetentionDays, GUEST_RETENTION_DAYS),
    minimumGroupSize: outOfRange(draft.minimumGroupSize, MINIMUM_GROUP_SIZE),
    contactEmail: email !== '' && !EMAIL.test(email),
  };
}
