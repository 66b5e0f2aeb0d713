import { PERMISSIONS, type AdminAccount } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ColumnHeaders, ScrollRegion, TABLE, TD } from '../../../../components/ui/data-table';
import { useFormat } from '../../../../lib/format';

/**
 * One row per account. The signed-in administrator's own row offers no delete: the server
 * refuses it, and the row says why instead.
 */
export function AccountsTable({
  accounts,
  selfId,
  onEdit,
  onDelete,
}: {
  accounts: AdminAccount[];
  selfId: string | undefined;
  onEdit: (account: AdminAccount) => void;
  onDelete: (account: AdminAccount) => void;
}) {
  const { t } = useTranslation(['accounts', 'admin']);
  const columns = ['username', 'role', 'permissions', 'state', 'created', 'actions'] as const;
  return (
    <ScrollRegion label={t('table.caption')}>
      <table className={TABLE}>
        <caption className="sr-only">{t('table.caption')}</caption>
        <ColumnHeaders headers={columns.map((column) => t(`table.${column}`))} />
        <tbody>
          {accounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              self={account.id === selfId}
              onEdit={() => onEdit(account)}
              onDelete={() => onDelete(account)}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function AccountRow({
  account,
  self,
  onEdit,
  onDelete,
}: {
  account: AdminAccount;
  self: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['accounts', 'admin']);
  const format = useFormat();
  const all = PERMISSIONS.every((permission) => account.permissions.includes(permission));
  return (
    <tr>
      <th scope="row" className={`${TD} font-semibold break-all text-slate-900`}>
        {account.username}
        {self && <span className="block text-xs font-medium text-slate-700">{t('you')}</span>}
      </th>
      <td className={TD}>
        {t(`admin:roles.${account.role}`)}
        {account.scope && (
          <span className="block text-sm text-slate-700">
            {t('scope.summary', {
              schools: account.scope.schools.length,
              classes: account.scope.classes.length,
            })}
          </span>
        )}
      </td>
      <td className={TD}>
        {all ? (
          t('allPermissions')
        ) : account.permissions.length === 0 ? (
          t('noPermissions')
        ) : (
          <ul className="space-y-0.5">
            {account.permissions.map((permission) => (
              <li key={permission}>{t(`admin:permissions.${permission}`)}</li>
            ))}
          </ul>
        )}
      </td>
      <td className={TD}>
        <Badge tone={account.disabled ? 'grey' : 'green'}>
          {t(account.disabled ? 'state.disabled' : 'state.active')}
        </Badge>
      </td>
      <td className={TD}>{format.date(account.createdAt)}</td>
      <td className={TD}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="small" onClick={onEdit}>
            {t('actions.edit')}
            <span className="sr-only"> {account.username}</span>
          </Button>
          {self ? (
            <span className="self-center text-xs text-slate-700">{t('cannotDeleteSelf')}</span>
          ) : (
            <Button variant="dangerOutline" size="small" onClick={onDelete}>
              {t('actions.delete')}
              <span className="sr-only"> {account.username}</span>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
