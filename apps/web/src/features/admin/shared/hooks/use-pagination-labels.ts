import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '../../../../components/ui/pagination';

/** The admin lists' pagination, in the admin catalogue's words. */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      label: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      status: (page, pages) => t('pagination.status', { page, pages }),
    }),
    [t],
  );
}
