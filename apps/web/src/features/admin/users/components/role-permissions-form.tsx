import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  type AdminScope,
  type Permission,
  type Role,
} from '@prca/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorNote, SuccessNote } from '../../../../components/ui/feedback';
import { useFailureText } from '../../shared/hooks/use-failure-message';
import { useUpdateAdminUser } from '../api/update-admin-user';
import type { AccountSectionProps } from './account-section-props';
import { EMPTY_SCOPE, scopeForRole, scopeMissing } from '../scope-rules';
import { RoleSelect } from './role-select';
import { ScopePicker } from './scope-picker';

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((item) => b.includes(item));
}

function sameScope(a: AdminScope | null, b: AdminScope | null) {
  if (a === null || b === null) return a === b;
  return sameSet(a.schools, b.schools) && sameSet(a.classes, b.classes);
}

/**
 * The role, the permissions and, for a counsellor, the schools or classes the account is
 * limited to; a new role starts from its own permissions, as the server does.
 */
export function RolePermissionsForm({ account, self, onSaved }: AccountSectionProps) {
  const { t } = useTranslation(['accounts', 'admin']);
  const headingId = useId();
  const [role, setRole] = useState<Role>(account.role);
  const [permissions, setPermissions] = useState<Permission[]>(account.permissions);
  const [scope, setScope] = useState<AdminScope>(account.scope ?? EMPTY_SCOPE);
  const [saved, setSaved] = useState(false);
  const update = useUpdateAdminUser(account.id);
  const error = useFailureText(update.error);
  // Leaving the counsellor role lifts the scope; any other account keeps the one it has.
  const savedScope =
    role === 'counsellor' || account.role === 'counsellor'
      ? scopeForRole(role, scope)
      : account.scope;
  const scopeChanged = !sameScope(savedScope, account.scope);
  const changed =
    role !== account.role || !sameSet(permissions, account.permissions) || scopeChanged;
  const missing = scopeMissing(role, scope);

  const chooseRole = (next: Role) => {
    setRole(next);
    setPermissions([...ROLE_PERMISSIONS[next]]);
    setSaved(false);
  };
  const toggle = (permission: Permission, on: boolean) => {
    setPermissions((current) =>
      on
        ? PERMISSIONS.filter((p) => p === permission || current.includes(p))
        : current.filter((p) => p !== permission),
    );
    setSaved(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    update.mutate(
      {
        ...(role !== account.role ? { role } : {}),
        permissions,
        // Sent only when changed: only a superadmin may send a scope that differs.
        ...(scopeChanged ? { scope: savedScope } : {}),
      },
      {
        onSuccess: (updated) => {
          setSaved(true);
          onSaved(updated);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-4 pb-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('edit.accessHeading')}
      </h3>
      <RoleSelect value={role} onChange={chooseRole} disabled={self} hint={t('edit.roleHint')} />
      <fieldset disabled={self}>
        <legend className="font-medium text-slate-800">{t('fields.permissions')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PERMISSIONS.map((permission) => (
            <label key={permission} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                checked={permissions.includes(permission)}
                onChange={(event) => toggle(permission, event.target.checked)}
                className="h-5 w-5 accent-blue-700"
              />
              {t(`admin:permissions.${permission}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'counsellor' && (
        <ScopePicker
          value={scope}
          onChange={(next) => {
            setScope(next);
            setSaved(false);
          }}
          error={missing ? t('scope.missing') : null}
        />
      )}
      <ErrorNote message={error} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          disabled={self || missing || (!changed && !update.isPending)}
          busy={update.isPending}
        >
          {t('edit.saveAccess')}
        </Button>
        <SuccessNote message={saved ? t('edit.accessSaved') : null} />
      </div>
    </form>
  );
}
