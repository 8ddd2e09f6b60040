// biome-ignore-all lint/a11y/useSemanticElements: a windowed table places rows absolutely, which <table> layout does not allow.
// biome-ignore-all lint/a11y/useFocusableInteractive: rows, cells and headers here are not interactive.
import {
  type ComponentType,
  type CSSProperties,
  type MouseEvent,
  type UIEvent,
  useEffect,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';

export interface VirtualColumn {
  key: string;
  label: string;
  /** Column width as a CSS grid track, e.g. "7rem" or "minmax(10rem, 1fr)". */
  width: string;
  /** Its track on a phone (below 768 px); a column without one is not drawn there. */
  phoneWidth?: string;
  /** Drawn on a phone only (its `width` is not used): one cell that stacks what wide columns spread. */
  phoneOnly?: boolean;
}

/** The class a cell of `column` takes: hidden on phones when the column has no phone track. */
function cellVisibility(column: VirtualColumn): string {
  if (column.phoneOnly) return 'md:hidden';
  return column.phoneWidth === undefined ? 'hidden md:block' : '';
}

/** The grid template of wide screens: every column but the phone-only ones. */
export const wideGrid = (columns: readonly VirtualColumn[]): string =>
  columns
    .filter((c) => !c.phoneOnly)
    .map((c) => c.width)
    .join(' ');

/** The `md` breakpoint the cells' classes use: the row height must switch with them. */
const WIDE = '(min-width: 768px)';
const isWide = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(WIDE).matches;

/** Whether the screen is at least `md` wide, following changes (a phone turned sideways). */
function useWide(): boolean {
  const [wide, setWide] = useState(isWide);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/**
 * The grid template rows and headers use: a CSS variable the table sets per width, so a phone gets
 * the few columns that fit 360 px (no sideways scrolling) and a desktop every column.
 */
export const TABLE_GRID = 'var(--vt-cols)';

/** Props every row component gets; it renders one `role="row"` with `aria-rowindex={index + 2}` and `rowStyle`. */
export interface VirtualRowProps<T> {
  item: T;
  index: number;
  /** The row height in px at the current width (`rowHeight`, or `phoneRowHeight` on a phone). */
  rowHeight: number;
  /** At least `md` wide: the row draws its wide cells, else its phone ones (only one set is in the DOM). */
  wide: boolean;
}

interface VirtualTableProps<T> {
  caption: string;
  columns: readonly VirtualColumn[];
  items: readonly T[];
  /** A memoized row component: rows that stay in the window are not re-rendered while scrolling. */
  Row: ComponentType<VirtualRowProps<T>>;
  /** Fixed row height in px (the row component must keep to it); spacers are sized from it. */
  rowHeight: number;
  /** Row height below `md`, where a row may stack its cells on more lines; `rowHeight` if absent. */
  phoneRowHeight?: number;
  /** Viewport height in px; also sizes the window, since layout is not always measurable. */
  height: number;
  /** All rows the query matches (aria-rowcount); null when the service does not say. */
  totalRows: number | null;
  /** Rows kept above and below the visible ones, so fast scrolling does not flash blank space. */
  overscan?: number;
  /** Called when the window comes within `nearEnd` rows of the last loaded row. */
  onNearEnd?: () => void;
  nearEnd?: number;
  /** Width below which the table scrolls sideways inside its box, never the page (desktop columns). */
  minWidth: string;
  /** Column template shared by header and rows (CSS grid), built from the column widths. */
  gridTemplate: string;
  testId?: string;
}

/**
 * A windowed table: only the visible rows plus overscan are in the DOM, placed by index in a body of
 * the full height. State changes only when the first visible row changes, so scrolling within a row
 * costs no render, and rows still in the window keep their props (memo hits). ARIA table roles on
 * divs rather than <table>: table layout re-lays out every row on each window change, which showed
 * up as long tasks while scrolling 10,000 rows.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const { items, Row, height, overscan = 10, nearEnd = 100, onNearEnd } = props;
  const wide = useWide();
  const rowHeight = wide ? props.rowHeight : (props.phoneRowHeight ?? props.rowHeight);
  const [first, setFirst] = useState(0);
  const navigate = useNavigate();
  const visible = Math.ceil(height / rowHeight);
  const start = Math.max(0, Math.min(first, items.length - visible) - overscan);
  const end = Math.min(items.length, first + visible + overscan);

  useEffect(() => {
    if (onNearEnd && items.length > 0 && end >= items.length - nearEnd) onNearEnd();
  }, [end, items.length, nearEnd, onNearEnd]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    setFirst(Math.floor(event.currentTarget.scrollTop / rowHeight));
  };

  // One listener for every row link: rows stay hook-free plain anchors, navigation stays in the app.
  // Enter on a focused link fires the same click, so the keyboard path is covered.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest('a[data-app-link]');
    if (!link) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '/');
  };

  const rows = [];
  for (let i = start; i < end; i++)
    rows.push(<Row key={i} item={items[i]} index={i} rowHeight={rowHeight} wide={wide} />);
  const phoneGrid = props.columns
    .filter((c) => c.phoneWidth !== undefined)
    .map((c) => c.phoneWidth)
    .join(' ');
  // Phones draw only the columns with a phone track and never scroll sideways; wider screens keep
  // every column and scroll inside the box below `minWidth`.
  const widths = {
    '--vt-cols-phone': phoneGrid || props.gridTemplate,
    '--vt-cols-wide': props.gridTemplate,
    '--vt-min-phone': phoneGrid ? '0' : props.minWidth,
    '--vt-min-wide': props.minWidth,
  } as CSSProperties;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated link clicks; links handle Enter themselves.
    <div
      data-testid={props.testId}
      role="table"
      aria-label={props.caption}
      aria-rowcount={props.totalRows === null ? -1 : props.totalRows + 1}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be focusable to scroll by keyboard.
      tabIndex={0}
      onScroll={onScroll}
      onClick={onClick}
      style={{ height, maxHeight: '75vh', ...widths }}
      className="relative overflow-auto rounded-lg border [--vt-cols:var(--vt-cols-phone)] [--vt-min:var(--vt-min-phone)] md:[--vt-cols:var(--vt-cols-wide)] md:[--vt-min:var(--vt-min-wide)] border-slate-300 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700"
    >
      <div
        role="rowgroup"
        className="sticky top-0 z-10 bg-slate-100 dark:bg-slate-800"
        style={{ minWidth: 'var(--vt-min)' }}
      >
        <div
          role="row"
          aria-rowindex={1}
          className="grid items-center"
          style={{ gridTemplateColumns: TABLE_GRID, height: props.rowHeight }}
        >
          {props.columns.map((c) => (
            <div
              key={c.key}
              role="columnheader"
              className={`${cellVisibility(c)} truncate px-2 text-left text-sm font-semibold text-slate-800 dark:text-slate-200`}
            >
              {c.label}
            </div>
          ))}
        </div>
      </div>
      {/* Rows are placed absolutely in a box of the full height: the scrollbar stays true and a
          window change lays out only the rows that changed. */}
      <div
        role="rowgroup"
        className="relative"
        style={{ height: items.length * rowHeight, minWidth: 'var(--vt-min)' }}
      >
        {rows}
      </div>
    </div>
  );
}

/** Inline style of a data row: absolutely placed by index, contained so it lays out on its own. */
export function rowStyle(index: number, rowHeight: number, gridTemplate: string) {
  return {
    position: 'absolute',
    top: index * rowHeight,
    left: 0,
    right: 0,
    height: rowHeight,
    display: 'grid',
    gridTemplateColumns: gridTemplate,
    alignItems: 'center',
    contain: 'strict',
  } as const;
}
