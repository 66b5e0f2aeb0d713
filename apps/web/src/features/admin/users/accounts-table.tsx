import { PERMISSIONS, type AdminAccount } from '@prca/core';
import { useTranslation } from 'react-i18next';
import { ROW_BUTTON, ROW_DANGER_BUTTON, TABLE, TD, TH } from '../components/form-styles';
import { useDateFormat } from '../components/use-date-format';

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
  const { t } = useTranslation('admin');
  const columns = ['username', 'role', 'permissions', 'state', 'created', 'actions'] as const;
  return (
    <table className={TABLE}>
      <caption className="sr-only">{t('users.table.caption')}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={TH}>
              {t(`users.table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
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
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const all = PERMISSIONS.every((permission) => account.permissions.includes(permission));
  return (
    <tr>
      <th scope="row" className={`${TD} font-semibold break-all text-slate-900`}>
        {account.username}
        {self && <span className="block text-xs font-medium text-slate-700">{t('users.you')}</span>}
      </th>
      <td className={TD}>{t(`roles.${account.role}`)}</td>
      <td className={TD}>
        {all ? (
          t('users.allPermissions')
        ) : account.permissions.length === 0 ? (
          t('users.noPermissions')
        ) : (
          <ul className="space-y-0.5">
            {account.permissions.map((permission) => (
              <li key={permission}>{t(`permissions.${permission}`)}</li>
            ))}
          </ul>
        )}
      </td>
      <td className={TD}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            account.disabled ? 'bg-slate-200 text-slate-900' : 'bg-green-100 text-green-900'
          }`}
        >
          {t(account.disabled ? 'users.state.disabled' : 'users.state.active')}
        </span>
      </td>
      <td className={TD}>{format.date(account.createdAt)}</td>
      <td className={TD}>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onEdit} className={ROW_BUTTON}>
            {t('users.actions.edit')}
            <span className="sr-only"> {account.username}</span>
          </button>
          {self ? (
            <span className="self-center text-xs text-slate-700">
              {t('users.cannotDeleteSelf')}
            </span>
          ) : (
            <button type="button" onClick={onDelete} className={ROW_DANGER_BUTTON}>
              {t('users.actions.delete')}
              <span className="sr-only"> {account.username}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
