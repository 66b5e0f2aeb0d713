import type { PublicSettings as ServerPublicSettings } from '@prca/core';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { CONTACT_EMAIL } from './env';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/**
 * What every page may show of the settings (GET /api/settings/public): the footer's contact, the
 * privacy notice's retention period, whether the survey is open. The survey's own (its sheet,
 * identity mode, lab mode, sealing key) are read by lib/survey-settings.ts, which the landing
 * page does not download.
 */
export type PublicSettings = Pick<
  ServerPublicSettings,
  'acceptingResponses' | 'guestRetentionDays' | 'contactEmail' | 'contactNote' | 'classCodeRequired'
>;

/** The server's default, shown until the settings arrive or when they cannot be read. */
export const DEFAULT_GUEST_RETENTION_DAYS = 30;

export type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null;

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
  return {
    acceptingResponses: data.acceptingResponses,
    guestRetentionDays: days,
    contactEmail: data.contactEmail.trim(),
    contactNote: data.contactNote.trim(),
    // Off unless the server says so: an older server knows no class codes.
    classCodeRequired: data.classCodeRequired === true,
  };
}

/**
 * The settings of the last visit that could ask the server, as it sent them, so that the
 * survey (its sheet, its identity mode, lab mode's idle times and sealing key) works offline
 * after one visit.
 */
function keptSettings(): unknown {
  return readJson<unknown>(STORAGE_KEYS.publicSettings, null);
}

// The footer, the contact line and the privacy notice mount together: one request serves all.
let inFlight: Promise<unknown> | null = null;

/** The server's settings (kept for the next visit), else the last kept, else null. */
export function fetchPublicSettings(): Promise<unknown> {
  inFlight ??= apiRequest('/api/settings/public')
    .then(
      (data) => {
        if (!readPublicSettings(data)) return keptSettings();
        writeJson(STORAGE_KEYS.publicSettings, data);
        return data;
      },
      (error: unknown) => {
        console.warn('Public settings unavailable; using the last kept or the defaults', error);
        return keptSettings();
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The public settings as `read` checks them: the kept ones at once, then the server's, fetched
 * after the first render so that no page waits for them. `settled` once the server answered or
 * could not be asked (the settings are then null only if this browser never had them). Loaded
 * by hand rather than through React Query, for the reason zod is kept out above: the landing
 * page reads them, and React Query would not fit in its budget. `read` must be a module's
 * function (the same on every render).
 */
export function usePublicSettingsState<T>(read: (data: unknown) => T | null): {
  settings: T | null;
  settled: boolean;
} {
  const [state, setState] = useState(() => ({ settings: read(keptSettings()), settled: false }));
  useEffect(() => {
    let live = true;
    void fetchPublicSettings().then((data) => {
      if (!live) return;
      setState((current) => ({ settings: read(data) ?? current.settings, settled: true }));
    });
    return () => {
      live = false;
    };
  }, [read]);
  return state;
}

/** The public settings every page shows (null: never known here). */
export function usePublicSettings(): PublicSettings | null {
  return usePublicSettingsState(readPublicSettings).settings;
}

/** How to reach the research team: the settings' address, else the build's, and the note. */
export function contactDetails(settings: PublicSettings | null): { email: string; note: string } {
  return {
    email: settings?.contactEmail || CONTACT_EMAIL,
    note: settings?.contactNote ?? '',
  };
}
