// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table';

type Row = { name: string; country: string };
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name },
  { key: 'country', header: 'Country', hideBelow: 'sm', cell: (r) => r.country },
];
const ROWS: Row[] = [{ name: 'Ada', country: 'GBR' }];

// A window below `width` pixels as far as matchMedia is concerned (jsdom has no layout).
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/(\d+)rem/.exec(query)?.[1] ?? 0) * 16,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('renders columns as data, a row header and no scroll stop when nothing overflows', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.name} fold />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('rowheader', { name: 'Ada' })).toBeInTheDocument();
    expect(within(table).getAllByText('GBR')).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('folds a hidden column under the first cell only while the window is narrow', () => {
    stubWidth(360);
    render(<DataTable caption="People" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.name} fold />);
    const header = screen.getByRole('rowheader');
    expect(header).toHaveTextContent('AdaCountry: GBR');
  });

  it('leaves out a folded line that a row does not need (foldIf)', () => {
    stubWidth(360);
    const columns: Column<Row>[] = [COLUMNS[0], { ...COLUMNS[1], foldIf: (r) => r.country !== 'GBR' }];
    const rows = [...ROWS, { name: 'Bo', country: 'SWE' }];
    render(<DataTable caption="People" columns={columns} rows={rows} rowKey={(r) => r.name} fold />);
    const [ada, bo] = screen.getAllByRole('rowheader');
    expect(ada).toHaveTextContent(/^Ada$/);
    expect(bo).toHaveTextContent('BoCountry: SWE');
  });

  it('shows the empty state instead of an empty table', () => {
    render(
      <DataTable caption="People" columns={COLUMNS} rows={[]} rowKey={(r) => r.name} empty="Nobody yet." />,
    );
    expect(screen.getByText('Nobody yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
