import type { AuditFiltersInput } from '@prca/core';

/** The audit screen's filters as the address keeps them: empty strings are "any". */
export interface AuditFilterValues {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { actor: '', action: '', from: '', to: '' };

const KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The filters the address holds (`?actor&action&from&to`). */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(
    KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as unknown as AuditFilterValues;
}

/** The filters that are set, as the API's query takes them. */
export function auditQueryOf(filters: AuditFilterValues): AuditFiltersInput {
  return Object.fromEntries(KEYS.flatMap((key) => (filters[key] ? [[key, filters[key]]] : [])));
}

/**
 * The actions the screen names in words (each `actions.<name>` in the audit catalogue), in the
 * order its action filter offers them; an entry of another action shows its name as stored.
 */
export const KNOWN_AUDIT_ACTIONS = [
  'surveys.delete',
  'surveys.bulkDelete',
  'survey.withdraw',
  'surveys.export',
  'surveys.emailLookup',
  'surveys.qualityOverride',
  'admins.create',
  'admins.update',
  'admins.delete',
  'admins.passwordReset',
  'schools.create',
  'schools.update',
  'schools.delete',
  'waves.create',
  'waves.update',
  'waves.delete',
  'classes.create',
  'classes.update',
  'classes.delete',
  'settings.update',
  'audit.export',
  'database.restore',
] as const;

export function isKnownAuditAction(action: string): action is (typeof KNOWN_AUDIT_ACTIONS)[number] {
  return (KNOWN_AUDIT_ACTIONS as readonly string[]).includes(action);
}
