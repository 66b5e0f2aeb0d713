import type { Pagination as PageOfList } from '@prca/core';
import { Pagination } from '../../../../components/ui/pagination';
import { usePaginationLabels } from '../hooks/use-pagination-labels';

/**
 * The pagination of an admin list: the page asked for (shown while its rows load), and the size
 * and total its reply carries.
 */
export function ListPagination({
  page,
  of,
  onPage,
}: {
  page: number;
  of: PageOfList;
  onPage: (page: number) => void;
}) {
  const labels = usePaginationLabels();
  return (
    <Pagination page={page} total={of.total} pageSize={of.limit} onPage={onPage} labels={labels} />
  );
}
