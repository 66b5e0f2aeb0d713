import { Button } from './button';

/** The words of the pagination, in the reader's language. */
export interface PaginationLabels {
  /** The name of the navigation landmark. */
  label: string;
  previous: string;
  next: string;
  /** Where the reader is: "Page 2 of 5". */
  status: (page: number, pages: number) => string;
}

/** Previous and next, and where the reader is; hidden when everything fits on one page. */
export function Pagination({
  page,
  total,
  pageSize,
  onPage,
  labels,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  labels: PaginationLabels;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={labels.label} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {labels.previous}
      </Button>
      <p className="text-slate-800" aria-live="polite">
        {labels.status(page, pages)}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {labels.next}
      </Button>
    </nav>
  );
}

/** A positive whole page number from the address (`?page=`), else the first page. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
