import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from '@prca/core';
import { describe, expect, it } from 'vitest';
import { currentEntry, menuEntries, menuHref, type MenuAccess } from './menu-entries';

const withPermissions = (granted: readonly Permission[], extra: Partial<MenuAccess> = {}) => ({
  isSuperadmin: false,
  scoped: false,
  hasPermission: (permission: Permission) => granted.includes(permission),
  ...extra,
});

const superadmin = withPermissions(PERMISSIONS, { isSuperadmin: true });

describe('menuEntries', () => {
  it('offers a superadmin every screen, the dashboard first and the audit log last', () => {
    expect(menuEntries(superadmin, false).join(' ')).toBe(
      'dashboard analytics statistics reliability classReport surveys study users settings audit',
    );
  });

  it('puts the study set-up first while the study is empty', () => {
    expect(menuEntries(superadmin, true)[0]).toBe('study');
    expect(menuEntries(superadmin, true)).toHaveLength(10);
  });

  it('offers a viewer only what its permissions open, and never the audit log', () => {
    const viewer = withPermissions(ROLE_PERMISSIONS.viewer);
    const entries = menuEntries(viewer, true);
    expect(entries).toContain('analytics');
    expect(entries).not.toContain('users');
    expect(entries).not.toContain('settings');
    expect(entries).not.toContain('audit');
    // Without the study's permission, an empty study does not reorder the menu.
    expect(entries[0]).toBe('dashboard');
  });

  it("offers a counsellor its classes and their reports only, whatever its role's permissions", () => {
    const counsellor = withPermissions(PERMISSIONS, { scoped: true });
    expect(menuEntries(counsellor, true)).toEqual(['dashboard', 'classReport']);
  });
});

describe('currentEntry', () => {
  const entries = menuEntries(superadmin, false);
  it('marks the screen itself, not its parent', () => {
    expect(currentEntry('/admin/analytics/reliability', entries)).toBe('reliability');
    expect(currentEntry('/admin/analytics', entries)).toBe('analytics');
    expect(currentEntry('/admin/dashboard/', entries)).toBe('dashboard');
  });
  it('marks the entry a screen sits under, and none for a screen outside the menu', () => {
    expect(currentEntry('/admin/study/sheets', entries)).toBe('study');
    expect(currentEntry('/admin/account', entries)).toBeUndefined();
  });
});

describe('menuHref', () => {
  it('carries the filters to the screens that read them only', () => {
    expect(menuHref('analytics', 'school=a')).toBe('/admin/analytics?school=a');
    expect(menuHref('dashboard', 'school=a')).toBe('/admin/dashboard?school=a');
    expect(menuHref('study', 'school=a')).toBe('/admin/study');
    expect(menuHref('analytics', '')).toBe('/admin/analytics');
  });
});
