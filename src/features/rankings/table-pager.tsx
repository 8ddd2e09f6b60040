import { Button } from '../../components/button';

interface Props {
  page: number;
  pageSize: number;
  shown: number;
  total: number | null | undefined;
  hasMore: boolean | null | undefined;
  onPage: (page: number) => void;
}

/** Previous/next over an offset-paged table; the page number lives in the URL. */
export function TablePager({ page, pageSize, shown, total, hasMore, onPage }: Props) {
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  const more = hasMore ?? (total != null ? to < total : shown === pageSize);
  return (
    <nav aria-label="Table pages" className="flex flex-wrap items-center gap-2 text-sm">
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-slate-700 dark:text-slate-300">
        Rows {from}–{to}
        {total != null ? ` of ${total}` : ''}
      </span>
      <Button size="sm" disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
