import type { AdminAccount } from '@prca/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CARD } from '../../../../components/ui/card';
import { SuccessNote } from '../../../../components/ui/feedback';
import { LINK } from '../../../../components/ui/link';
import { pageFromParams } from '../../../../components/ui/pagination';
import { AdminShell } from '../../shared/shell/admin-shell';
import { QueryState, hasFreshData } from '../../shared/components/load-state';
import { ListPagination } from '../../shared/components/list-pagination';
import { useAdminSession } from '../../shared/session/admin-session-context';
import { useAdminUsers } from '../api/get-admin-users';
import { AccountSearch } from './account-search';
import { AccountsTable } from './accounts-table';
import { CreateAccountForm } from './create-account-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EditAccountDialog } from './edit-account-dialog';

/** /admin/users: the accounts with search and pages, a form for a new one, edit and delete. */
export function UsersScreen() {
  const { t } = useTranslation(['accounts', 'admin']);
  const selfId = useAdminSession().admin?.id;
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const page = pageFromParams(params);
  const list = useAdminUsers({ page, search });
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // After a delete the focus goes to the list's heading, above the notice that says so: the
  // row whose button opened the dialog is about to go, and the focus with it (to the body).
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) listHeading.current?.focus();
  }, [deletions]);
  const show = (query: { search?: string; page?: number }) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (query.search) next.set('search', query.search);
      if (query.page && query.page > 1) next.set('page', String(query.page));
      return next;
    });

  return (
    <AdminShell title={t('admin:areas.users.title')}>
      <p className="-mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      <div className="mt-6 space-y-8">
        <CreateAccountForm
          onCreated={(account) => {
            setNotice(t('created', { username: account.username }));
          }}
        />
        <section aria-labelledby={headingId} className={CARD}>
          <h2
            id={headingId}
            ref={listHeading}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900"
          >
            {t('listHeading')}
          </h2>
          <SuccessNote message={notice} className="mt-2" />
          <div className="mt-4 space-y-4">
            <AccountSearch
              key={search}
              value={search}
              onSearch={(value) => show({ search: value })}
            />
            <QueryState query={list} />
            {hasFreshData(list) && (
              <>
                <p className="text-slate-700">
                  {t('count', { count: list.data.pagination.total })}
                </p>
                {list.data.users.length > 0 && (
                  <AccountsTable
                    accounts={list.data.users}
                    selfId={selfId}
                    onEdit={setEditing}
                    onDelete={setDeleting}
                  />
                )}
                <ListPagination
                  page={page}
                  of={list.data.pagination}
                  onPage={(next) => show({ search, page: next })}
                />
              </>
            )}
          </div>
        </section>
      </div>
      <EditAccountDialog
        account={editing}
        self={editing?.id === selfId}
        onClose={() => setEditing(null)}
        onChanged={setEditing}
      />
      <DeleteAccountDialog
        account={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(account) => {
          setDeleting(null);
          setNotice(t('deleted', { username: account.username }));
          setDeletions((count) => count + 1);
        }}
      />
      <Link to="/admin/dashboard" className={`mt-8 inline-block ${LINK}`}>
        {t('admin:backToDashboard')}
      </Link>
    </AdminShell>
  );
}
