// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { RankingsPage } from './rankings-page';
import { listing, official, perPlayer, UPGRADE } from './test-rankings';

// recharts' ResponsiveContainer measures with ResizeObserver, which jsdom lacks.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mondayOf = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - ((t.getUTCDay() + 6) % 7));
  return t.toISOString().slice(0, 10);
};
const urls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
const location = () => screen.getByTestId('location').textContent ?? '';

const TABLE = [
  official(),
  official({ player_id: 100644, player_name: 'Alexander Zverev', rank: 2, points: 7915, previous_rank: 2 }),
  official({ player_id: 207989, player_name: 'Carlos Alcaraz', rank: 2, points: 7915, previous_rank: 5 }),
  official({
    player_id: null,
    player_name: 'Unlisted Qualifier',
    rank: 4,
    points: null,
    previous_rank: null,
  }),
];

describe('RankingsPage, official tab', () => {
  it('lists the ATP table with rank, player, move and points; ties marked, nulls absent', async () => {
    fetchMock.mockResolvedValue(json(200, listing(TABLE)));
    renderAt('/rankings', '/rankings', <RankingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Official rankings' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByTestId('ranking-row');
    expect(rows).toHaveLength(4);
    const q = urls()[0];
    expect(q.pathname).toBe('/api/rankings');
    expect(q.searchParams.getAll('system')).toEqual(['atp']);
    expect(q.searchParams.get('as_of')).toBeNull();
    expect(within(rows[0]).getByRole('button', { name: /Jannik Sinner/ })).toBeInTheDocument();
    expect(within(rows[0]).getByText('11,830')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('rank')).toHaveTextContent(/^1$/);
    // Zverev and Alcaraz share rank 2: both print 2 and are marked tied.
    expect(within(rows[1]).getByTestId('rank')).toHaveTextContent('2= (tied)');
    expect(within(rows[2]).getByTestId('rank')).toHaveTextContent('2= (tied)');
    // The move since the previous week, in words for a screen reader.
    expect(within(rows[0]).getByTitle('Same as the previous week (1)')).toHaveTextContent('=');
    expect(within(rows[2]).getByText('up 3 from 5')).toBeInTheDocument();
    // No country is sent on any row, so no column of dashes; the unlisted player has no move, no
    // points and no id (so no history button).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Rank',
      'Player',
      'Move',
      'Points',
      'Week',
    ]);
    const last = within(rows[3]);
    expect(last.getByText('Unlisted Qualifier')).toBeInTheDocument();
    expect(last.queryByRole('button')).toBeNull();
    expect(last.getAllByText('not available')).toHaveLength(2);
    expect(last.queryByText('0')).toBeNull();
    const gaps = screen.getByTestId('ranking-gaps');
    expect(within(gaps).getByText(/Gaps in the held ATP singles tables \(1\)/)).toBeInTheDocument();
    expect(within(gaps).getByRole('listitem')).toHaveTextContent('1980-01-01 to 2023-12-31');
  });

  it('shows a country column only when the service sends a country', async () => {
    const withCountry = { ...official(), country: 'ita' } as ReturnType<typeof official>;
    fetchMock.mockResolvedValue(json(200, listing([withCountry, TABLE[3]])));
    renderAt('/rankings', '/rankings', <RankingsPage />);
    const rows = await screen.findAllByTestId('ranking-row');
    expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('ita')).toBeInTheDocument();
  });

  it('puts the as-of date in the URL, reads that date and explains a date inside a gap', async () => {
    fetchMock.mockImplementation(async (input) => {
      const asOf = new URL(String(input), 'http://localhost').searchParams.get('as_of');
      return json(
        200,
        asOf
          ? listing([
              official({
                player_id: 100437,
                player_name: 'Bjorn Borg',
                points: null,
                effective_date: '1979-12-26',
              }),
            ])
          : listing(TABLE),
      );
    });
    renderAt('/rankings?page=2', '/rankings', <RankingsPage />);
    await screen.findAllByTestId('ranking-row');
    fireEvent.change(screen.getByLabelText('As of date'), { target: { value: '1985-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    // A new date is a new table: back to its first page.
    expect(location()).toBe('/rankings?as_of=1985-06-01');
    expect(await screen.findByRole('button', { name: /Bjorn Borg/ })).toBeInTheDocument();
    expect(urls().at(-1)?.searchParams.get('as_of')).toBe('1985-06-01');
    const gaps = screen.getByTestId('ranking-gaps');
    expect(gaps).toHaveTextContent('Showing the ATP singles table published for the week of 1979-12-26.');
    expect(gaps).toHaveTextContent(
      'No table is held for 1985-06-01: the service has no ATP singles weeks from 1980-01-01 to 2023-12-31',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Latest' }));
    expect(location()).toBe('/rankings');
  });

  it('reads the system from the URL and changes it there', async () => {
    fetchMock.mockImplementation(async () => json(200, listing([], { system: 'wta' })));
    renderAt('/rankings?system=wta', '/rankings', <RankingsPage />);
    await screen.findByText(/No WTA singles table is published yet/);
    expect(urls()[0].searchParams.getAll('system')).toEqual(['wta']);
    expect(screen.getByLabelText('System')).toHaveValue('wta');
    fireEvent.change(screen.getByLabelText('System'), { target: { value: 'atp_doubles' } });
    expect(location()).toBe('/rankings?system=atp_doubles');
  });

  it('pages through the table with ?page=', async () => {
    const full = listing(TABLE);
    fetchMock.mockImplementation(async () =>
      json(200, { ...full, meta: { ...full.meta, total: 120, has_more: true } }),
    );
    renderAt('/rankings', '/rankings', <RankingsPage />);
    await screen.findAllByTestId('ranking-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/rankings?page=2');
    await vi.waitFor(() => expect(urls().at(-1)?.searchParams.get('offset')).toBe('50'));
  });

  it('names PRO when the key cannot read the listing (BASIC)', async () => {
    fetchMock.mockResolvedValue(json(403, UPGRADE('PRO')));
    renderAt('/rankings', '/rankings', <RankingsPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a PRO key');
    expect(notice).toHaveTextContent(/rank-ordered rankings tables/);
  });

  it('offers a retry when the listing fails', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'unavailable' }));
    fetchMock.mockResolvedValue(json(200, listing(TABLE)));
    renderAt('/rankings', '/rankings', <RankingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('ranking-row')).toHaveLength(4);
  });

  it('draws a chosen player’s whole ranking career, the weeks at No. 1 counted week by week (ULTRA)', async () => {
    fetchMock.mockImplementation(async (input) => {
      const p = new URL(String(input), 'http://localhost').searchParams;
      if (!p.get('player')) return json(200, listing(TABLE));
      const asOf = p.get('as_of') ?? '';
      // Ranked from mid-2023, No. 1 from the week of 2024-06-10; each record speaks for its Monday.
      if (asOf < '2023-06-01') return json(200, perPlayer([]));
      const week = mondayOf(asOf);
      return json(200, perPlayer([official({ rank: week < '2024-06-10' ? 2 : 1, effective_date: week })]));
    });
    renderAt('/rankings', '/rankings', <RankingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Jannik Sinner/ }));
    expect(location()).toBe('/rankings?player=206173');
    expect(
      await screen.findByRole('heading', { name: 'Jannik Sinner: ATP singles ranking career' }),
    ).toBeInTheDocument();
    const chart = await screen.findByTestId('ranking-chart');
    // The chart comes before the table.
    expect(
      chart.compareDocumentPosition(screen.getAllByTestId('ranking-row')[0]) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText(/Reading the career/)).toBeNull());
    const reads = urls().filter((u) => u.searchParams.get('player') === '206173');
    // One read at the table's week, 24 monthly reads back (the oldest has no record: the walk
    // stops), then the three weeks between the last read at No. 2 and the first at No. 1.
    expect(reads).toHaveLength(1 + 24 + 3);
    expect(reads[0].searchParams.get('as_of')).toBe('2024-12-30');
    const summary = screen.getByTestId('career-summary');
    expect(summary).toHaveTextContent('Career highNo. 1 (first 2024-06-10)');
    // 2024-06-10 .. 2024-12-30 is 29 weeks, and the last list held counts one.
    expect(screen.getByTestId('weeks-at-top')).toHaveTextContent('30');
    expect(screen.getByTestId('career-span')).toHaveTextContent('2023–2024');
    fireEvent.click(screen.getByRole('button', { name: 'Close history' }));
    expect(location()).toBe('/rankings');
  });

  it('names ULTRA for the history after a single refused read (PRO)', async () => {
    fetchMock.mockImplementation(async (input) => {
      const p = new URL(String(input), 'http://localhost').searchParams;
      return p.get('player') ? json(403, UPGRADE('ULTRA')) : json(200, listing(TABLE));
    });
    renderAt('/rankings?player=206173', '/rankings', <RankingsPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(
      screen.getByRole('heading', { name: 'Jannik Sinner: ATP singles ranking career' }),
    ).toBeInTheDocument();
    expect(urls().filter((u) => u.searchParams.get('player'))).toHaveLength(1);
  });
});
