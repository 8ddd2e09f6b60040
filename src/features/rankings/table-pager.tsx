interface Props {
  page: number;
  pageSize: number;
  shown: number;
  total: number | null | undefined;
  hasMore: boolean | null | undefined;
  onPage: (page: number) => void;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

/** Previous/next over an offset-paged table; the page number lives in the URL. */
export function TablePager({ page, pageSize, shown, total, hasMore, onPage }: Props) {
  const from = (page - 1) * pageSize + 1;
  const to = from + shown - 1;
  const more = hasMore ?? (total != null ? to < total : shown === pageSize);
  return (
    <nav aria-label="Table pages" className="flex flex-wrap items-center gap-2 text-sm">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-slate-700 dark:text-slate-300">
        Rows {from}–{to}
        {total != null ? ` of ${total}` : ''}
      </span>
      <button type="button" className={BUTTON} disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
