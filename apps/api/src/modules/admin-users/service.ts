import { ROLE_PERMISSIONS, type AdminAccount, type Role } from '@prca/core';
import type { z } from 'zod';
import type { adminCreateSchema, adminUpdateSchema } from '@prca/core';
import type { AuditLog } from '../../audit/audit-log';
import { ApiError } from '../../http/errors';
import { toProfile } from '../admin-auth/service';
import { hashPassword } from './password';
import type { AdminRow, AdminUsersRepository } from './repository';

export function toAccount(row: AdminRow): AdminAccount {
  return { ...toProfile(row), disabled: row.disabled, createdAt: row.createdAt.toISOString() };
}

type AdminCreate = z.output<typeof adminCreateSchema>;
type AdminUpdate = z.output<typeof adminUpdateSchema>;

/** Admin accounts; every change is audited under the admin who made it (`actorId`). */
export function createAdminUsersService(repository: AdminUsersRepository, audit: AuditLog) {
  /** Whether a change takes the last active superadmin away. */
  async function removesLastSuperadmin(
    target: AdminRow,
    after: { role: string; disabled: boolean } | null,
  ) {
    const stillSuper = after !== null && after.role === 'superadmin' && !after.disabled;
    const wasActiveSuper = target.role === 'superadmin' && !target.disabled;
    return (
      wasActiveSuper && !stillSuper && (await repository.otherActiveSuperadmins(target.id)) === 0
    );
  }

  async function existing(id: string): Promise<AdminRow> {
    const row = await repository.find(id);
    if (!row) throw new ApiError(404, 'admin.notFound');
    return row;
  }

  return {
    async list(search: string | undefined, page: number, limit: number) {
      const { rows, total } = await repository.page(search, page, limit);
      return { users: rows.map(toAccount), pagination: { page, limit, total } };
    },

    async create(actorId: string, input: AdminCreate): Promise<AdminAccount> {
      const row = await repository.insert({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        permissions: input.permissions ?? [...ROLE_PERMISSIONS[input.role]],
      });
      if (!row) throw new ApiError(409, 'admin.usernameTaken');
      await audit.record({
        adminId: actorId,
        action: 'admins.create',
        target: row.id,
        details: { username: row.username, role: row.role },
      });
      return toAccount(row);
    },

    /**
     * Changes an account. Nobody demotes, disables or deletes themselves, and the last active
     * superadmin stays one; a changed role without permissions takes the role's permissions.
     */
    async update(actorId: string, id: string, input: AdminUpdate): Promise<AdminAccount> {
      const target = await existing(id);
      const role = input.role ?? target.role;
      const disabled = input.disabled ?? target.disabled;
      const demotes = role !== target.role || (disabled && !target.disabled);
      if (id === actorId && demotes) throw new ApiError(409, 'admin.notYourself');
      if (await removesLastSuperadmin(target, { role, disabled })) {
        throw new ApiError(409, 'admin.lastSuperadmin');
      }
      const permissions =
        input.permissions ?? (input.role ? [...ROLE_PERMISSIONS[input.role as Role]] : undefined);
      const row = await repository.update(id, {
        role,
        disabled,
        ...(permissions ? { permissions } : {}),
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      });
      if (input.password || demotes || permissions) await repository.endSessions(id);
      const { password, ...changes } = input;
      await audit.record({
        adminId: actorId,
        action: 'admins.update',
        target: row!.id,
        details: { ...changes, passwordChanged: password !== undefined },
      });
      return toAccount(row!);
    },

    async remove(actorId: string, id: string): Promise<void> {
      const target = await existing(id);
      if (id === actorId) throw new ApiError(409, 'admin.notYourself');
      if (await removesLastSuperadmin(target, null))
        throw new ApiError(409, 'admin.lastSuperadmin');
      await repository.remove(id);
      await audit.record({ adminId: actorId, action: 'admins.delete', target: id });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
