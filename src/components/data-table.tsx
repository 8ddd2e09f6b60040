import {
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ViewEmpty } from './view-states';

/** One column: its header, how a row fills its cell, and from which width it shows. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right';
  /** The cell names its row (`<th scope="row">`), as the first column of a statistics table does. */
  rowHeader?: boolean;
  /** Hidden below this breakpoint: a 360 px phone keeps only the columns that matter. */
  hideBelow?: 'sm' | 'md';
  /** The words of a folded line when the header is not plain text. */
  foldLabel?: string;
  /** Whether a row's folded line says anything: a phone card skips lines that only state the usual. */
  foldIf?: (row: Row) => boolean;
  /** Extra classes of this column's cells (nowrap, mono, a min width). */
  className?: string;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Caption for screen readers only, when a heading above already says what the table is. */
  captionHidden?: boolean;
  captionClassName?: string;
  /** Names the scroll box when the table overflows; defaults to the caption when it is text. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Per-row attributes: a test id, aria-current, a highlight class. */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Shown instead of the table when there are no rows; without it an empty table renders. */
  empty?: ReactNode;
  /** Hidden columns come back under each row's first cell as "label: value" lines while they are hidden. */
  fold?: boolean;
  stickyHeader?: boolean;
  striped?: boolean;
  hover?: boolean;
  /** A rounded border around the table. */
  boxed?: boolean;
  /** A shaded header row. */
  shadedHeader?: boolean;
  density?: 'compact' | 'normal';
  /** Classes of the table itself, e.g. a min width that makes it scroll rather than squash. */
  tableClassName?: string;
  /** Classes of the scroll box, e.g. a max height for a sticky header. */
  className?: string;
}

// Full class strings (not built from parts) so Tailwind finds them in the source.
const HIDE_CELL = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell' } as const;
const SHOW_FOLD = { sm: 'sm:hidden', md: 'md:hidden' } as const;

// Tailwind's sm and md breakpoints.
const BREAKPOINT = { sm: '(min-width: 40rem)', md: '(min-width: 48rem)' } as const;

const subscribeWidth = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const lists = Object.values(BREAKPOINT).map((q) => window.matchMedia(q));
  for (const l of lists) l.addEventListener('change', onChange);
  return () => {
    for (const l of lists) l.removeEventListener('change', onChange);
  };
};

/** The narrowest breakpoint the window is below (null when wide, or when there is no window to ask). */
function narrowBelow(): 'sm' | 'md' | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  if (!window.matchMedia(BREAKPOINT.sm).matches) return 'sm';
  return window.matchMedia(BREAKPOINT.md).matches ? null : 'md';
}

/**
 * Which columns are folded right now. Folded lines are only rendered while their column is hidden, so
 * a wide screen (and a reader walking the table) never meets the same value twice.
 */
function useFolded(fold: boolean | undefined): (c: { hideBelow?: 'sm' | 'md' }) => boolean {
  const below = useSyncExternalStore(subscribeWidth, narrowBelow, () => null);
  return (c) => !!fold && !!c.hideBelow && below !== null && (below === 'sm' || c.hideBelow === 'md');
}

/** Whether the box's content is wider or taller than the box, kept current as either resizes. */
function useOverflows(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () =>
      setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}

function FoldedLines<Row>({
  columns,
  row,
  index,
}: {
  columns: readonly Column<Row>[];
  row: Row;
  index: number;
}) {
  return (
    <dl className="mt-1 grid gap-0.5 text-xs font-normal text-slate-700 dark:text-slate-300">
      {columns
        .filter((c) => c.foldIf?.(row) ?? true)
        .map((c) => (
          <div key={c.key} className={SHOW_FOLD[c.hideBelow as 'sm' | 'md']}>
            <dt className="inline font-medium">{c.foldLabel ?? c.header}: </dt>
            <dd className="inline">{c.cell(row, index)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A table from columns as data. Narrow screens drop the columns marked `hideBelow` (and, with `fold`,
 * show them as lines under the first cell) instead of scrolling sideways. The scroll box becomes a
 * focusable, named region only while it actually overflows: axe's scrollable-region-focusable wants a
 * keyboard to reach it then, and a tab stop on a box that cannot scroll is noise.
 */
export function DataTable<Row>({
  caption,
  captionHidden,
  captionClassName,
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  fold,
  stickyHeader,
  striped,
  hover,
  boxed,
  shadedHeader,
  density = 'normal',
  tableClassName = 'w-full',
  className = '',
}: DataTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  const isFolded = useFolded(fold);
  const folded = columns.filter(isFolded);
  if (rows.length === 0 && empty !== undefined) return <ViewEmpty>{empty}</ViewEmpty>;

  const pad = density === 'compact' ? 'px-2 py-1' : 'px-3 py-2';
  const name = label ?? (typeof caption === 'string' ? caption : undefined);
  const align = (c: Column<Row>) => (c.align === 'right' ? 'text-right tabular-nums' : 'text-left');
  const hide = (c: Column<Row>) => (c.hideBelow ? HIDE_CELL[c.hideBelow] : '');
  const rowClass = [
    'border-t border-slate-200 dark:border-slate-800',
    striped ? 'even:bg-slate-50 dark:even:bg-slate-900/60' : '',
    hover ? 'hover:bg-slate-50 dark:hover:bg-slate-800/60' : '',
  ].join(' ');
  const scrollable = overflows
    ? {
        role: 'region',
        'aria-label': name ? `${name}, scrollable table` : 'Scrollable table',
        tabIndex: 0,
      }
    : {};

  return (
    <div
      ref={box}
      {...scrollable}
      // `relative`: sr-only (absolute) text inside is clipped by the box instead of widening the page.
      className={`relative overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        boxed ? 'rounded-lg border border-slate-200 dark:border-slate-800' : ''
      } ${className}`}
    >
      <table className={`text-sm ${tableClassName}`}>
        <caption className={captionHidden ? 'sr-only' : (captionClassName ?? 'py-1 text-left font-semibold')}>
          {caption}
        </caption>
        <thead
          className={`${stickyHeader ? 'sticky top-0 z-10' : ''} ${
            shadedHeader || stickyHeader
              ? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
              : 'text-slate-700 dark:text-slate-300'
          }`}
        >
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`${pad} font-semibold ${align(c)} ${hide(c)}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const extra = rowProps?.(row, i) ?? {};
            return (
              <tr key={rowKey(row, i)} {...extra} className={`${rowClass} ${extra.className ?? ''}`}>
                {columns.map((c, ci) => {
                  const classes = `${pad} ${align(c)} ${hide(c)} ${c.className ?? ''}`;
                  const content = (
                    <>
                      {c.cell(row, i)}
                      {ci === 0 && folded.length > 0 ? (
                        <FoldedLines columns={folded} row={row} index={i} />
                      ) : null}
                    </>
                  );
                  return c.rowHeader ? (
                    <th key={c.key} scope="row" className={`${classes} font-normal`}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={classes}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
