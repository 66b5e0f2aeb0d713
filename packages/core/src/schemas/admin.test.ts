import { describe, expect, it } from 'vitest';
import { ROLES, rolesGrantableBy } from './admin';

describe('the roles an admin may give', () => {
  it('are every role for a superadmin', () => {
    expect(rolesGrantableBy('superadmin')).toEqual(ROLES);
  });

  it('leave out superadmin and counsellor for anyone else', () => {
    for (const actor of ['researcher', 'viewer', 'counsellor'] as const) {
      expect(rolesGrantableBy(actor), actor).toEqual(['researcher', 'viewer']);
    }
  });
});
