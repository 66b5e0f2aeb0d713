import { PERMISSIONS, type Permission } from '@prca/core';
import type { ApiMessageKey } from '../../http/messages';

/** What the rules look at in an account: who holds which role and permissions. */
export interface AccountAccess {
  id: string;
  role: string;
  permissions: readonly string[];
  disabled: boolean;
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
 * - nobody changes their own role or permissions.
 * (Deleting or disabling oneself and the last superadmin are the service's 409s.)
 */
export function accountChangeRefusal(
  actor: AccountAccess,
  target: AccountAccess | null,
  after: Pick<AccountAccess, 'role' | 'permissions'> | null,
): ApiMessageKey | null {
  if (target && target.id === actor.id && after) {
    const sameAccess =
      after.role === target.role &&
      after.permissions.length === target.permissions.length &&
      after.permissions.every((permission) => target.permissions.includes(permission));
    if (!sameAccess) return 'admin.ownAccess';
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
