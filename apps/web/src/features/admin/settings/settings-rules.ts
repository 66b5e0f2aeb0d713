import { GUEST_RETENTION_DAYS, type AdminSettings } from '@prca/core';

/** The form's values: the number of days as typed, so that a half-typed number can be edited. */
export type SettingsDraft = Omit<AdminSettings, 'guestRetentionDays'> & {
  guestRetentionDays: string;
};

// The shape the server checks (z.email), loosely: the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** adminSettingsSchema's rules, checked before the server is asked. */
export function settingsProblems(draft: SettingsDraft) {
  const days = Number(draft.guestRetentionDays);
  const email = draft.contactEmail.trim();
  return {
    guestRetentionDays:
      draft.guestRetentionDays.trim() === '' ||
      !Number.isInteger(days) ||
      days < GUEST_RETENTION_DAYS.min ||
      days > GUEST_RETENTION_DAYS.max,
    contactEmail: email !== '' && !EMAIL.test(email),
  };
}
