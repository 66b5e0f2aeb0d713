import { PERMISSIONS, isEmptyScope, type AdminScope, type Permission } from '@prca/core';
import type { ApiMessageKey } from '../../http/messages';

/** What the rules look at in an account: who holds which role and permissions. */
export interface AccountAccess {
  id: string;
  role: string;
  permissions: readonly string[];
  disabled: boolean;
  /** The schools and classes it is limited to (issue 19); null: the whole study. */
  scope?: AdminScope | null;
}

/** Whether two scopes name the same schools and classes (in any order). */
export function sameScope(a: AdminScope | null, b: AdminScope | null): boolean {
  if (!a || !b) return a === b;
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((id) => y.includes(id));
  return same(a.schools, b.schools) && same(a.classes, b.classes);
}

const isSuperadmin = (account: Pick<AccountAccess, 'role'>) => account.role === 'superadmin';

/** An active superadmin holding every permission: the server always keeps one. */
export function isFullSuperadmin(account: AccountAccess): boolean {
  return (
    isSuperadmin(account) &&
    !account.disabled &&
    PERMISSIONS.every((permission) => account.permissions.includes(permission))
  );
}

/**
 * Why `actor` may not make `target` (null for a new account) into `after`, or null when it
 * may. Nobody gains through an account more than they hold:
 * - a superadmin account is created, changed, disabled or deleted only by a superadmin;
 * - an account that holds a permission the actor lacks is changed only by a superadmin;
 * - one grants only permissions one holds, and only a superadmin grants `manage_users`;
 * - nobody changes their own role, permissions or scope;
 * - only a superadmin sets or changes a scope (lifting one widens what an account reads, and
 *   narrowing one decides what a school's staff see), and a scoped account changes no account.
 * (Deleting or disabling oneself and the last superadmin are the service's 409s.)
 */
export function accountChangeRefusal(
  actor: AccountAccess,
  target: AccountAccess | null,
  after: Pick<AccountAccess, 'role' | 'permissions' | 'scope'> | null,
): ApiMessageKey | null {
  const scopeAfter = after ? (after.scope ?? null) : null;
  if (target && target.id === actor.id && after) {
    const sameAccess =
      after.role === target.role &&
      after.permissions.length === target.permissions.length &&
      after.permissions.every((permission) => target.permissions.includes(permission)) &&
      sameScope(scopeAfter, target.scope ?? null);
    if (!sameAccess) return 'admin.ownAccess';
  }
  if (actor.scope) return 'admin.scopedDenied';
  if (after && !sameScope(scopeAfter, target?.scope ?? null) && !isSuperadmin(actor)) {
    return 'admin.scopeSuperadminOnly';
  }
  if (isSuperadmin(actor)) {
    return after ? grantRefusal(actor, target, after) : null;
  }
  if ((target && isSuperadmin(target)) || (after && isSuperadmin(after))) {
    return 'admin.superadminOnly';
  }
  if (target && target.permissions.some((permission) => !actor.permissions.includes(permission))) {
    return 'admin.targetHoldsMore';
  }
  return after ? grantRefusal(actor, target, after) : null;
}

function grantRefusal(
  actor: AccountAccess,
  target: AccountAccess | null,
  after: Pick<AccountAccess, 'permissions'>,
): ApiMessageKey | null {
  const granted = after.permissions.filter(
    (permission) => !target?.permissions.includes(permission),
  ) as Permission[];
  if (granted.includes('manage_users') && !isSuperadmin(actor)) return 'admin.grantManageUsers';
  if (granted.some((permission) => !actor.permissions.includes(permission))) {
    return 'admin.grantNotHeld';
  }
  return null;
}

/**
 * Why a role cannot go with a scope (a 400), or null: a counsellor is limited to some schools or
 * classes, and a superadmin, who manages the study, to none.
 */
export function scopeShapeRefusal(role: string, scope: AdminScope | null): ApiMessageKey | null {
  if (scope && isEmptyScope(scope)) return 'admin.scopeRequired';
  if (role === 'counsellor' && !scope) return 'admin.scopeRequired';
  if (role === 'superadmin' && scope) return 'admin.scopeNotForSuperadmin';
  return null;
}
