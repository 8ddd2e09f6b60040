// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArchiveMatch } from '../../../contract/archive';
import {
  ARCHIVE_COLUMNS,
  ARCHIVE_GRID,
  ARCHIVE_PHONE_ROW_HEIGHT,
  ARCHIVE_ROW_HEIGHT,
  ARCHIVE_TABLE_MIN_WIDTH,
  ArchiveRow,
} from './archive-row';
import { makeArchiveRows, makeSide } from './test-archive';
import { VirtualTable } from './virtual-table';

afterEach(cleanup);

const ITEMS = makeArchiveRows(10_000) as ArchiveMatch[];

function renderTable(onNearEnd = vi.fn(), items: readonly ArchiveMatch[] = ITEMS) {
  render(
    <MemoryRouter>
      <VirtualTable
        caption="Results"
        columns={ARCHIVE_COLUMNS}
        items={items}
        Row={ArchiveRow}
        rowHeight={ARCHIVE_ROW_HEIGHT}
        phoneRowHeight={ARCHIVE_PHONE_ROW_HEIGHT}
        height={360}
        minWidth={ARCHIVE_TABLE_MIN_WIDTH}
        gridTemplate={ARCHIVE_GRID}
        totalRows={items.length}
        onNearEnd={onNearEnd}
        testId="archive-scroller"
      />
    </MemoryRouter>,
  );
  return onNearEnd;
}

// Data rows only: the header row has aria-rowindex 1.
const dataRows = () => screen.getAllByRole('row').filter((r) => Number(r.getAttribute('aria-rowindex')) > 1);

function scrollToRow(row: number) {
  const scroller = screen.getByTestId('archive-scroller');
  scroller.scrollTop = row * ARCHIVE_ROW_HEIGHT;
  fireEvent.scroll(scroller);
}

describe('VirtualTable', () => {
  it('puts only a window of 10,000 rows in the DOM', () => {
    renderTable();
    const rows = dataRows();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(screen.getByText('Winner 1')).toBeInTheDocument();
    expect(screen.queryByText('Winner 200')).toBeNull();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
  });

  it('shows later rows after scrolling, with their position in the whole table', () => {
    renderTable();
    scrollToRow(5000);
    expect(screen.queryByText('Winner 1')).toBeNull();
    const row = screen.getByText('Winner 5001').closest('[role=row]') as HTMLElement;
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/archive/matches/${3_000_000 + 5000}`);
    expect(dataRows().length).toBeLessThanOrEqual(40);

    scrollToRow(9990);
    expect(screen.getByText('Winner 10000')).toBeInTheDocument();
    expect(screen.queryByText('Winner 5001')).toBeNull();
  });

  it('keeps the full scroll height and places each row at its index', () => {
    renderTable();
    scrollToRow(5000);
    const body = screen.getAllByRole('rowgroup')[1];
    expect(body.style.height).toBe(`${10_000 * ARCHIVE_ROW_HEIGHT}px`);
    const row = screen.getByText('Winner 5001').closest('[role=row]') as HTMLElement;
    expect(row.style.top).toBe(`${5000 * ARCHIVE_ROW_HEIGHT}px`);
  });

  it('asks for more only near the end of the loaded rows', () => {
    const onNearEnd = renderTable();
    expect(onNearEnd).not.toHaveBeenCalled();
    scrollToRow(5000);
    expect(onNearEnd).not.toHaveBeenCalled();
    scrollToRow(9_900);
    expect(onNearEnd).toHaveBeenCalled();
  });
});

describe('VirtualTable on a phone', () => {
  // Below `md` (768 px) the rows switch with the cells' classes; jsdom has no matchMedia of its own.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stacks winner, loser and score on their own lines, so a long name is never cut to a column', () => {
    const long = ITEMS.slice(0, 3).map((m, i) =>
      i === 1
        ? {
            ...m,
            winner: makeSide({ name: 'Alejandro Davidovich Fokina' }),
            loser: makeSide({ name: 'Roberto Bautista Agut' }),
          }
        : m,
    );
    renderTable(vi.fn(), long);
    const row = screen.getByText('Alejandro Davidovich Fokina').closest('[role=row]') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    // One cell on the whole row's width, its lines one above the other: no column splits the width.
    expect(cells).toHaveLength(1);
    const lines = Array.from(cells[0].children);
    expect(lines.map((l) => l.textContent)).toEqual([
      'Alejandro Davidovich Fokina(1)',
      'd. Roberto Bautista Agut(1)',
      expect.stringMatching(/^6–1 6–4, .* · F · 28 Nov 2022$/),
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/archive/matches/${long[1].id}`);
    // Rows of three lines are placed at the phone height; the scroll box's height follows it.
    expect(row.style.top).toBe(`${ARCHIVE_PHONE_ROW_HEIGHT}px`);
    expect(row.style.height).toBe(`${ARCHIVE_PHONE_ROW_HEIGHT}px`);
    expect(screen.getAllByRole('rowgroup')[1].style.height).toBe(`${3 * ARCHIVE_PHONE_ROW_HEIGHT}px`);
  });
});
