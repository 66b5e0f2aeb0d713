import type { AdminSettings } from '@prca/core';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client';
import { CONTACT_EMAIL } from './env';

/** What every visitor may know of the settings (GET /api/settings/public). */
export type PublicSettings = Pick<
  AdminSettings,
  'acceptingResponses' | 'guestRetentionDays' | 'contactEmail' | 'contactNote' | 'classCodeRequired'
>;

/** The server's default, shown until the settings arrive or when they cannot be read. */
export const DEFAULT_GUEST_RETENTION_DAYS = 30;

/**
 * Checked by hand rather than with the zod schema of packages/core: the landing page's footer
 * reads these, and zod would add tens of kilobytes to the page's first download.
 */
export function readPublicSettings(data: unknown): PublicSettings | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const days = value.guestRetentionDays;
  if (
    typeof value.acceptingResponses !== 'boolean' ||
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < 1 ||
    typeof value.contactEmail !== 'string' ||
    typeof value.contactNote !== 'string'
  ) {
    return null;
  }
  return {
    acceptingResponses: value.acceptingResponses,
    guestRetentionDays: days,
    contactEmail: value.contactEmail.trim(),
    contactNote: value.contactNote.trim(),
    // Off unless the server says so: an older server knows no class codes.
    classCodeRequired: value.classCodeRequired === true,
  };
}

// The footer, the contact line and the privacy notice mount together: one request serves all.
let inFlight: Promise<PublicSettings | null> | null = null;

export function fetchPublicSettings(): Promise<PublicSettings | null> {
  inFlight ??= apiRequest('/api/settings/public')
    .then(readPublicSettings, (error: unknown) => {
      console.warn('Public settings unavailable; using the defaults', error);
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The public settings, fetched after the first render so that no page waits for them; null
 * while they load and when the server cannot be asked (every reader then has a fallback).
 * Loaded by hand rather than through React Query, for the reason zod is kept out above: the
 * landing page reads them, and React Query would not fit in its budget.
 */
export function usePublicSettings(): PublicSettings | null {
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPublicSettings().then((loaded) => live && setSettings(loaded));
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

/** How to reach the research team: the settings' address, else the build's, and the note. */
export function contactDetails(settings: PublicSettings | null): { email: string; note: string } {
  return {
    email: settings?.contactEmail || CONTACT_EMAIL,
    note: settings?.contactNote ?? '',
  };
}
