import { auditFiltersSchema } from '@prca/core';
import { describe, expect, it } from 'vitest';
import enAudit from '../../../i18n/locales/en/audit.json';
import viAudit from '../../../i18n/locales/vi/audit.json';
import { KNOWN_AUDIT_ACTIONS, auditFiltersFromParams, auditQueryOf } from './audit-filters';

describe("the audit screen's filters", () => {
  it('read from the address and send only those set, as the API accepts them', () => {
    const filters = auditFiltersFromParams(
      new URLSearchParams('actor=%20thu.nguyen%20&action=surveys.delete&from=2026-03-01&page=2'),
    );
    expect(filters).toEqual({
      actor: 'thu.nguyen',
      action: 'surveys.delete',
      from: '2026-03-01',
      to: '',
    });
    const query = auditQueryOf(filters);
    expect(query).toEqual({ actor: 'thu.nguyen', action: 'surveys.delete', from: '2026-03-01' });
    expect(auditFiltersSchema.safeParse(query).success).toBe(true);
  });

  it('name every action they offer in both languages', () => {
    const named = (catalogue: { actions: Record<string, Record<string, string>> }) =>
      KNOWN_AUDIT_ACTIONS.filter((action) => {
        const [group, name] = action.split('.');
        return !catalogue.actions[group!]?.[name!];
      });
    expect(named(enAudit)).toEqual([]);
    expect(named(viAudit)).toEqual([]);
  });
});
