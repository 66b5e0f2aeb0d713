import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE, scopeForRole, scopeMissing, toggled } from './scope-rules';

const SCHOOL = '0b7e3c52-7a51-4f4e-9d55-3d6f5f1d2a10';
const CLASS = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

describe('a counsellor account and its scope', () => {
  it('asks a counsellor for a school or a class before saving', () => {
    expect(scopeMissing('counsellor', EMPTY_SCOPE)).toBe(true);
    expect(scopeMissing('counsellor', { schools: [SCHOOL], classes: [] })).toBe(false);
    expect(scopeMissing('counsellor', { schools: [], classes: [CLASS] })).toBe(false);
    expect(scopeMissing('researcher', EMPTY_SCOPE)).toBe(false);
  });

  it('saves a scope with a counsellor only; every other role reads the whole study', () => {
    const scope = { schools: [SCHOOL], classes: [CLASS] };
    expect(scopeForRole('counsellor', scope)).toEqual(scope);
    expect(scopeForRole('viewer', scope)).toBeNull();
    expect(scopeForRole('superadmin', scope)).toBeNull();
  });

  it('ticks and unticks a school or class', () => {
    expect(toggled([], CLASS)).toEqual([CLASS]);
    expect(toggled([SCHOOL, CLASS], CLASS)).toEqual([SCHOOL]);
  });
});
