import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from './styles';

/** Previous and next, and where the reader is; hidden when everything fits on one page. */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={SECONDARY_BUTTON}
      >
        {t('pagination.previous')}
      </button>
      <p className="text-slate-800" aria-live="polite">
        {t('pagination.status', { page, pages })}
      </p>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        className={SECONDARY_BUTTON}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}

/** A positive whole page number from the address (`?page=`), else the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
