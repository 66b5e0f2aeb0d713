import {
  LAB_RESULTS_IDLE_SECONDS,
  LAB_SURVEY_IDLE_SECONDS,
  RESPONDENT_IDENTITIES,
  type PublicSettings as ServerPublicSettings,
  type RespondentIdentity,
} from '@prca/core';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { CONTACT_EMAIL } from './env';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/**
 * What every visitor may know of the settings (GET /api/settings/public). The survey's own
 * (the sheet, the sealing key) may be missing from an older server's answer: null then.
 */
export type PublicSettings = Pick<
  ServerPublicSettings,
  | 'acceptingResponses'
  | 'guestRetentionDays'
  | 'contactEmail'
  | 'contactNote'
  | 'classCodeRequired'
  | 'respondentIdentity'
  | 'labModeDefault'
  | 'labResultsIdleSeconds'
  | 'labSurveyIdleSeconds'
> & {
  consent: ServerPublicSettings['consent'] | null;
  sealingKey: ServerPublicSettings['sealingKey'] | null;
};

/** The server's default, shown until the settings arrive or when they cannot be read. */
export const DEFAULT_GUEST_RETENTION_DAYS = 30;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

function wholeIn(value: unknown, range: { min: number; max: number; default: number }): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min
    ? Math.min(value, range.max)
    : range.default;
}

function readConsent(value: unknown): PublicSettings['consent'] {
  if (!isObject(value) || !isObject(value.text)) return null;
  const { version, text } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  if (typeof text.vi !== 'string' || typeof text.en !== 'string') return null;
  return { version, text: { vi: text.vi, en: text.en } };
}

function readSealingKey(value: unknown): PublicSettings['sealingKey'] {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.publicKey !== 'string') {
    return null;
  }
  return { id: value.id, publicKey: value.publicKey };
}

/**
 * Checked by hand rather than with the zod schema of packages/core: the landing page's footer
 * reads these, and zod would add tens of kilobytes to the page's first download.
 */
export function readPublicSettings(data: unknown): PublicSettings | null {
  if (!isObject(data)) return null;
  const days = data.guestRetentionDays;
  if (
    typeof data.acceptingResponses !== 'boolean' ||
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 1 ||
    typeof data.contactEmail !== 'string' ||
    typeof data.contactNote !== 'string'
  ) {
    return null;
  }
  const identity = data.respondentIdentity;
  return {
    acceptingResponses: data.acceptingResponses,
    guestRetentionDays: days,
    contactEmail: data.contactEmail.trim(),
    contactNote: data.contactNote.trim(),
    // Off unless the server says so: an older server knows no class codes.
    classCodeRequired: data.classCodeRequired === true,
    // An older server knows no modes: it asked for an e-mail.
    respondentIdentity: RESPONDENT_IDENTITIES.includes(identity as RespondentIdentity)
      ? (identity as RespondentIdentity)
      : 'email',
    consent: readConsent(data.consent),
    labModeDefault: data.labModeDefault === true,
    labResultsIdleSeconds: wholeIn(data.labResultsIdleSeconds, LAB_RESULTS_IDLE_SECONDS),
    labSurveyIdleSeconds: wholeIn(data.labSurveyIdleSeconds, LAB_SURVEY_IDLE_SECONDS),
    sealingKey: readSealingKey(data.sealingKey),
  };
}

/**
 * The settings of the last visit that could ask the server, so that the survey (its sheet, its
 * identity mode, lab mode's idle times and sealing key) works offline after one visit.
 */
export function keptPublicSettings(): PublicSettings | null {
  return readPublicSettings(readJson<unknown>(STORAGE_KEYS.publicSettings, null));
}

// The footer, the contact line and the privacy notice mount together: one request serves all.
let inFlight: Promise<PublicSettings | null> | null = null;

/** The server's settings (kept for the next visit), else the last kept, else null. */
export function fetchPublicSettings(): Promise<PublicSettings | null> {
  inFlight ??= apiRequest('/api/settings/public')
    .then(
      (data) => {
        const settings = readPublicSettings(data);
        if (settings) writeJson(STORAGE_KEYS.publicSettings, settings);
        return settings ?? keptPublicSettings();
      },
      (error: unknown) => {
        console.warn('Public settings unavailable; using the last kept or the defaults', error);
        return keptPublicSettings();
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The public settings: the kept ones at once, then the server's, fetched after the first render
 * so that no page waits for them. `settled` once the server answered or could not be asked
 * (the settings are then null only if this browser never had them). Loaded by hand rather than
 * through React Query, for the reason zod is kept out above: the landing page reads them, and
 * React Query would not fit in its budget.
 */
export function usePublicSettingsState(): { settings: PublicSettings | null; settled: boolean } {
  const [state, setState] = useState(() => ({ settings: keptPublicSettings(), settled: false }));
  useEffect(() => {
    let live = true;
    void fetchPublicSettings().then(
      (loaded) =>
        live && setState((current) => ({ settings: loaded ?? current.settings, settled: true })),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The public settings as usePublicSettingsState has them (null: never known here). */
export function usePublicSettings(): PublicSettings | null {
  return usePublicSettingsState().settings;
}

/** How to reach the research team: the settings' address, else the build's, and the note. */
export function contactDetails(settings: PublicSettings | null): { email: string; note: string } {
  return {
    email: settings?.contactEmail || CONTACT_EMAIL,
    note: settings?.contactNote ?? '',
  };
}
