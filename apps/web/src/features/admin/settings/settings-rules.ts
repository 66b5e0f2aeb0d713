import {
  GUEST_RETENTION_DAYS,
  LAB_RESULTS_IDLE_SECONDS,
  LAB_SURVEY_IDLE_SECONDS,
  MINIMUM_GROUP_SIZE,
  REPORT_PRIVACY_EPSILON,
  REPORT_RELEASES_PER_WAVE,
  SHEET_TEXT_MAX_LENGTH,
  SUPERADMIN_SETTINGS,
  adminSettingsSchema,
  type AdminSettings,
  type ConsentText,
  type RespondentIdentity,
} from '@prca/core';

/** The numbers typed in the form, kept as typed, so that a half-typed number can be edited. */
export const TYPED_NUMBERS = [
  'guestRetentionDays',
  'minimumGroupSize',
  'reportPrivacyEpsilon',
  'reportReleasesPerWave',
  'labResultsIdleSeconds',
  'labSurveyIdleSeconds',
] as const;
type TypedNumber = (typeof TYPED_NUMBERS)[number];

/** Each typed number's range (core's). */
export const NUMBER_RANGES: Readonly<Record<TypedNumber, { min: number; max: number }>> = {
  guestRetentionDays: GUEST_RETENTION_DAYS,
  minimumGroupSize: MINIMUM_GROUP_SIZE,
  reportPrivacyEpsilon: REPORT_PRIVACY_EPSILON,
  reportReleasesPerWave: REPORT_RELEASES_PER_WAVE,
  labResultsIdleSeconds: LAB_RESULTS_IDLE_SECONDS,
  labSurveyIdleSeconds: LAB_SURVEY_IDLE_SECONDS,
};

/** One value per typed number, by key. */
function eachTypedNumber<T>(value: (key: TypedNumber) => T): Record<TypedNumber, T> {
  return Object.fromEntries(TYPED_NUMBERS.map((key) => [key, value(key)])) as Record<
    TypedNumber,
    T
  >;
}

/** The form's values: the whole numbers as text. */
export type SettingsDraft = Omit<AdminSettings, TypedNumber> & Record<TypedNumber, string>;

/** The keys of the settings themselves (a reply holds more). */
export const SETTING_KEYS = Object.keys(adminSettingsSchema.shape) as (keyof AdminSettings)[];

/** A setting the server lets only a superadmin change (core's SUPERADMIN_SETTINGS). */
export function superadminOnly(key: keyof AdminSettings): boolean {
  return (SUPERADMIN_SETTINGS as readonly string[]).includes(key);
}

// The shape the server checks (z.email), loosely: the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function outOfRange(typed: string, range: { min: number; max: number }): boolean {
  const value = Number(typed);
  return typed.trim() === '' || !Number.isInteger(value) || value < range.min || value > range.max;
}

/**
 * The stored settings as the form shows them. Only the settings themselves: a reply's sheet in
 * force and the class code in effect are what the server works out, never sent back.
 */
export function draftOf(stored: AdminSettings): SettingsDraft {
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, stored[key]]),
  ) as unknown as AdminSettings;
  return {
    ...settings,
    ...eachTypedNumber((key) => String(settings[key])),
  };
}

/**
 * Core's default sheet of each identity mode (DEFAULT_CONSENT_SHEETS), which the settings screen
 * loads apart from its own code (api/get-default-sheets.ts): the three sheets in two languages
 * would be half of it.
 */
export type DefaultSheets = Readonly<Record<RespondentIdentity, ConsentText>>;

/** The information sheet a draft shows: its own text, or the default sheet of its mode. */
export function sheetShown(
  draft: Pick<SettingsDraft, 'consentText' | 'respondentIdentity'>,
  defaults: DefaultSheets,
): ConsentText {
  return draft.consentText ?? defaults[draft.respondentIdentity];
}

/**
 * A text equal to the mode's default sheet is the default sheet (null): a superadmin who edits
 * the text back to the default does not make a version of their own that would then stay
 * behind when the mode changes.
 */
function ownText(
  text: ConsentText | null,
  mode: RespondentIdentity,
  defaults: DefaultSheets,
): ConsentText | null {
  if (!text) return null;
  const fallback = defaults[mode];
  return text.vi === fallback.vi && text.en === fallback.en ? null : text;
}

/** The form's values as the server takes them (only once settingsProblems finds none). */
export function settingsOf(draft: SettingsDraft, defaults: DefaultSheets): AdminSettings {
  return {
    ...draft,
    ...eachTypedNumber((key) => Number(draft[key])),
    contactEmail: draft.contactEmail.trim(),
    consentText: ownText(draft.consentText, draft.respondentIdentity, defaults),
  };
}

export type SheetProblem = 'empty' | 'tooLong' | null;

function sheetProblem(text: string): SheetProblem {
  if (text.trim() === '') return 'empty';
  return text.trim().length > SHEET_TEXT_MAX_LENGTH ? 'tooLong' : null;
}

/** adminSettingsSchema's rules, checked before the server is asked. */
export function settingsProblems(draft: SettingsDraft, defaults: DefaultSheets) {
  const email = draft.contactEmail.trim();
  const sheet = sheetShown(draft, defaults);
  return {
    ...eachTypedNumber((key) => outOfRange(draft[key], NUMBER_RANGES[key])),
    contactEmail: email !== '' && !EMAIL.test(email),
    consentVi: sheetProblem(sheet.vi),
    consentEn: sheetProblem(sheet.en),
  };
}

export type SettingsProblems = ReturnType<typeof settingsProblems>;

/** What the form shows before a save is tried: no problem yet. */
export const NO_PROBLEMS: SettingsProblems = {
  ...eachTypedNumber(() => false),
  contactEmail: false,
  consentVi: null,
  consentEn: null,
};
