import { ROLE_PERMISSIONS, type AdminAccount, type AdminScope, type Role } from '@prca/core';
import type { z } from 'zod';
import type { adminCreateSchema, adminUpdateSchema } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { toProfile } from '../admin-auth/service';
import {
  accountChangeRefusal,
  isFullSuperadmin,
  scopeShapeRefusal,
  type AccountAccess,
} from './account-rules';
import { hashPassword, type PasswordCost } from './password';
import type { AccountQueries, AdminRow, AdminUsersRepository } from './repository';

export function toAccount(row: AdminRow): AdminAccount {
  return { ...toProfile(row), disabled: row.disabled, createdAt: row.createdAt.toISOString() };
}

type AdminCreate = z.output<typeof adminCreateSchema>;
type AdminUpdate = z.output<typeof adminUpdateSchema>;

/**
 * The actor as the database has it now, inside the accounts lock: a request that began before
 * its own account was disabled or demoted acts with what the account holds now.
 */
async function currentActor(accounts: AccountQueries, actorId: string): Promise<AdminRow> {
  const actor = await accounts.find(actorId);
  if (!actor || actor.disabled || !actor.permissions.includes('manage_users')) {
    throw new ApiError(403, 'admin.forbidden');
  }
  return actor;
}

function refuseUnlessAllowed(
  actor: AccountAccess,
  target: AccountAccess | null,
  after: Pick<AccountAccess, 'role' | 'permissions' | 'scope'> | null,
): void {
  const refusal = accountChangeRefusal(actor, target, after);
  if (refusal) throw new ApiError(403, refusal);
}

/** A 400 when the role cannot have this scope or the scope names a school or class not stored. */
async function checkScope(
  accounts: AccountQueries,
  role: string,
  scope: AdminScope | null,
): Promise<void> {
  const refusal = scopeShapeRefusal(role, scope);
  if (refusal) throw new ApiError(400, refusal);
  if (scope && !(await accounts.scopeExists(scope))) throw new ApiError(400, 'admin.scopeUnknown');
}

/** A scope as stored: each id once, lower-cased (ids compare as the database does). */
function normalisedScope(scope: AdminScope | null | undefined): AdminScope | null | undefined {
  if (!scope) return scope;
  const ids = (list: string[]) => [...new Set(list.map((id) => id.toLowerCase()))];
  return { schools: ids(scope.schools), classes: ids(scope.classes) };
}

/** Whether a change takes away the last active superadmin holding every permission. */
async function removesLastFullSuperadmin(
  accounts: AccountQueries,
  target: AdminRow,
  after: AccountAccess | null,
): Promise<boolean> {
  if (!isFullSuperadmin(target) || (after && isFullSuperadmin(after))) return false;
  return (await accounts.otherFullSuperadmins(target.id)) === 0;
}

/**
 * Admin accounts; every change is audited under the admin who made it (`actorId`). Changes
 * are checked and written under one lock (`serialised`), so that whatever the order of
 * concurrent requests, an active superadmin holding every permission remains.
 */
export function createAdminUsersService(
  repository: AdminUsersRepository,
  audit: AuditLog,
  passwordCost: PasswordCost,
) {
  async function existing(accounts: AccountQueries, id: string): Promise<AdminRow> {
    const row = await accounts.find(id);
    if (!row) throw new ApiError(404, 'admin.notFound');
    return row;
  }

  return {
    async list(search: string | undefined, page: number, limit: number) {
      const { rows, total } = await repository.page(search, page, limit);
      return { users: rows.map(toAccount), pagination: { page, limit, total } };
    },

    async create(actorId: string, input: AdminCreate): Promise<AdminAccount> {
      const permissions = input.permissions ?? [...ROLE_PERMISSIONS[input.role]];
      // Hashed before taking the lock: a tenth of a second nobody else needs to wait for.
      const passwordHash = await hashPassword(input.password, passwordCost);
      const scope = normalisedScope(input.scope) ?? null;
      const row = await repository.serialised(async (accounts) => {
        const actor = await currentActor(accounts, actorId);
        refuseUnlessAllowed(actor, null, { role: input.role, permissions, scope });
        await checkScope(accounts, input.role, scope);
        const inserted = await accounts.insert({
          username: input.username,
          passwordHash,
          role: input.role,
          permissions,
          scope,
        });
        if (!inserted) throw new ApiError(409, 'admin.usernameTaken');
        return inserted;
      });
      await audit.record({
        adminId: actorId,
        action: 'admins.create',
        target: row.id,
        details: { username: row.username, role: row.role, scope: row.scope },
      });
      return toAccount(row);
    },

    /**
     * Changes an account. Nobody disables themselves, the last full superadmin stays one, and
     * the escalation rules of `accountChangeRefusal` hold; a changed role without permissions
     * takes the role's permissions.
     */
    async update(actorId: string, id: string, input: AdminUpdate): Promise<AdminAccount> {
      // One's own password is changed only where the current one is asked (POST
      // /api/admin/auth/password): a session left open must not be enough to take the account.
      if (id === actorId && input.password !== undefined) {
        throw new ApiError(409, 'admin.ownPasswordOnAccountPage');
      }
      const passwordHash = input.password
        ? await hashPassword(input.password, passwordCost)
        : undefined;
      const row = await repository.serialised(async (accounts) => {
        const actor = await currentActor(accounts, actorId);
        const target = await existing(accounts, id);
        const role = input.role ?? target.role;
        const disabled = input.disabled ?? target.disabled;
        const permissions =
          input.permissions ??
          (input.role ? [...ROLE_PERMISSIONS[input.role as Role]] : target.permissions);
        const scope = input.scope === undefined ? target.scope : normalisedScope(input.scope)!;
        const after = { id, role, disabled, permissions, scope };
        refuseUnlessAllowed(actor, target, after);
        if (input.role !== undefined || input.scope !== undefined) {
          await checkScope(accounts, role, scope);
        }
        if (id === actorId && disabled && !target.disabled) {
          throw new ApiError(409, 'admin.notYourself');
        }
        if (await removesLastFullSuperadmin(accounts, target, after)) {
          throw new ApiError(409, 'admin.lastSuperadmin');
        }
        const updated = await accounts.update(id, {
          role,
          disabled,
          permissions,
          scope,
          ...(passwordHash ? { passwordHash } : {}),
        });
        const lessAccess =
          disabled !== target.disabled ||
          role !== target.role ||
          target.permissions.some((permission) => !permissions.includes(permission));
        if (passwordHash || lessAccess) await accounts.endSessions(id);
        return updated!;
      });
      const { password, ...changes } = input;
      await audit.record({
        adminId: actorId,
        action: 'admins.update',
        target: row.id,
        details: { ...changes, passwordChanged: password !== undefined },
      });
      return toAccount(row);
    },

    async remove(actorId: string, id: string): Promise<void> {
      const removed = await repository.serialised(async (accounts) => {
        const actor = await currentActor(accounts, actorId);
        const target = await existing(accounts, id);
        if (id === actorId) throw new ApiError(409, 'admin.notYourself');
        refuseUnlessAllowed(actor, target, null);
        if (await removesLastFullSuperadmin(accounts, target, null)) {
          throw new ApiError(409, 'admin.lastSuperadmin');
        }
        await accounts.remove(id);
        return target;
      });
      // The account's name and role: once it is gone, its id alone would say nothing.
      await audit.record({
        adminId: actorId,
        action: 'admins.delete',
        target: id,
        details: { username: removed.username, role: removed.role },
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
