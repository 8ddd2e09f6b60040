// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshMonthStore } from '../../lib/weekly-lists/month-store';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { RankingsPage } from './rankings-page';
import { listing, monthCsv, official, UPGRADE } from './test-rankings';

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
  freshMonthStore();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    // The name opens the player's page; the button beside it their weekly career.
    expect(within(rows[0]).getByRole('link', { name: 'Jannik Sinner' })).toHaveAttribute(
      'href',
      '/players/206173',
    );
    expect(within(rows[0]).getByRole('button', { name: 'Career of Jannik Sinner' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('11,830')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('rank')).toHaveTextContent(/^1$/);
    // Zverev and Alcaraz share rank 2: both print 2 and are marked tied.
    expect(within(rows[1]).getByTestId('rank')).toHaveTextContent('2= (tied)');
    expect(within(rows[2]).getByTestId('rank')).toHaveTextContent('2= (tied)');
    // The move since the previous week, in words for a screen reader.
    expect(within(rows[0]).getByTitle('Same as the previous week (1)')).toHaveTextContent('=');
    expect(within(rows[2]).getByText('up 3 from 5')).toBeInTheDocument();
    // No country is sent on any row, so no column of dashes; the unlisted player has no move, no
    // points and no roster id (so no link to a player page).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Rank',
      'Player',
      'Move',
      'Points',
      'Week',
    ]);
    const last = within(rows[3]);
    expect(last.getByText('Unlisted Qualifier')).toBeInTheDocument();
    expect(last.queryByRole('link')).toBeNull();
    expect(last.getAllByText('not available')).toHaveLength(2);
    expect(last.queryByText('0')).toBeNull();
    const gaps = screen.getByTestId('ranking-gaps');
    expect(within(gaps).getByText(/Weeks with no ATP singles list in the data \(1\)/)).toBeInTheDocument();
    expect(within(gaps).getByRole('listitem')).toHaveTextContent('1 Jan 1980 to 31 Dec 2023');
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
    expect(await screen.findByRole('link', { name: 'Bjorn Borg' })).toBeInTheDocument();
    expect(urls().at(-1)?.searchParams.get('as_of')).toBe('1985-06-01');
    const gaps = screen.getByTestId('ranking-gaps');
    expect(gaps).toHaveTextContent('Showing the ATP singles table published for the week of 26 Dec 1979.');
    expect(gaps).toHaveTextContent(
      'There is no table for 1 Jun 1985: the data has no ATP singles lists from 1 Jan 1980 to 31 Dec 2023',
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
    await eventually(() => expect(urls().at(-1)?.searchParams.get('offset')).toBe('50'));
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

  it('reads a career from every weekly list, the cost announced first, then kept: a second view costs 0', async () => {
    // Ranked from June 2023 (No. 2), No. 1 from the list of 2024-06-10 to the newest, 2024-12-30.
    const other = { id: 1, rank: 3, name: 'Someone Else', rosterId: null };
    const sinner = (date: string) =>
      date < '2023-06-01'
        ? [other]
        : [other, { id: 206173, rank: date < '2024-06-10' ? 2 : 1, name: 'Jannik Sinner', rosterId: 206173 }];
    fetchMock.mockImplementation(async (input) => {
      const u = new URL(String(input), 'http://localhost');
      if (u.pathname === '/api/history/archive/career')
        return json(200, {
          player: { name: 'Jannik Sinner', id: 206173 },
          span: { first: '2023-06-05', last: '2022-12-20' },
        });
      const month = u.pathname.match(/packages\/(\d{4}-\d{2})$/)?.[1];
      if (month) return new Response(monthCsv(month, sinner), { status: 200 });
      return json(200, listing(TABLE));
    });
    renderAt('/rankings', '/rankings', <RankingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Career of Jannik Sinner' }));
    expect(location()).toBe('/rankings?career=206173&career_name=Jannik+Sinner');
    const packages = () => urls().filter((u) => u.pathname.startsWith('/api/history/packages/'));
    // June 2023 to December 2023 (a year after the last archive match): 7 months, none read yet.
    const cost = await screen.findByTestId('career-cost');
    expect(cost).toHaveTextContent('7 requests, about');
    expect(packages()).toHaveLength(0);
    fireEvent.click(within(cost).getByRole('button', { name: 'Read 7 months' }));
    const weeks = await screen.findByTestId('weeks-at-top', {});
    // The career runs on to its last list (2024-12-30), three months at a time; each list from
    // 2024-06-10 is a week at No. 1, the newest counting its own week: 30.
    expect(weeks).toHaveTextContent(/^30$/);
    expect(screen.getByTestId('career-span')).toHaveTextContent('5 Jun 2023 – 30 Dec 2024');
    expect(screen.getByTestId('weeks-at-one-span')).toHaveTextContent('10 Jun 2024 – 30 Dec 2024');
    expect(
      packages().every(
        (u) => u.searchParams.get('kind') === 'rankings' && u.searchParams.get('format') === 'csv',
      ),
    ).toBe(true);
    // 7 planned, 3 before (no list names him: the reads stop), 12 after (2024), none past the newest.
    expect(packages()).toHaveLength(7 + 3 + 12);
    expect(screen.getByTestId('career-basis')).toHaveTextContent('this view sent 22 requests');
    const chart = screen.getByTestId('ranking-chart');
    expect(
      chart.compareDocumentPosition(screen.getAllByTestId('ranking-row')[0]) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close career' }));
    expect(location()).toBe('/rankings');
    fireEvent.click(screen.getByRole('button', { name: 'Career of Jannik Sinner' }));
    expect(await screen.findByTestId('career-basis')).toHaveTextContent('this view sent 0 requests');
    expect(packages()).toHaveLength(22);
  });

  it('finds a player of either tour: Serena on the ATP table offers Serena Williams, whose career moves the page to WTA', async () => {
    const bio = (id: number, name: string, tour: string, country: string, dob: string) => ({
      id,
      name,
      tour,
      country,
      dob,
      career_high_rank: 1,
      career_high_date: null,
    });
    fetchMock.mockImplementation(async (input) => {
      const u = new URL(String(input), 'http://localhost');
      if (u.pathname === '/api/history/archive/players')
        return json(200, {
          data: [
            u.searchParams.get('tour') === 'wta'
              ? bio(200033, 'Serena Williams', 'wta', 'usa', '1981-09-26')
              : bio(104880, 'Luca Serena', 'atp', 'ita', '1980-01-01'),
          ],
          meta: { limit: 50, offset: 0, count: 1, total: 1, has_more: false },
        });
      return json(200, listing(TABLE));
    });
    renderAt('/rankings', '/rankings', <RankingsPage />);
    fireEvent.change(screen.getByLabelText(/^Find a player’s career/), { target: { value: 'Serena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const wta = await screen.findByRole('list', { name: 'Players found, WTA singles' });
    expect(screen.getByRole('list', { name: 'Players found, ATP singles' })).toHaveTextContent('Luca Serena');
    fireEvent.click(within(wta).getByRole('button', { name: /^Serena Williams/ }));
    expect(location()).toBe('/rankings?system=wta&career=200033&career_name=Serena+Williams');
  });

  it('names ULTRA when the monthly packages are refused (PRO)', async () => {
    fetchMock.mockImplementation(async (input) => {
      const u = new URL(String(input), 'http://localhost');
      if (u.pathname.startsWith('/api/history/packages/')) return json(403, UPGRADE('ULTRA'));
      if (u.pathname === '/api/history/archive/career') return json(404, { error: 'not_found' });
      return json(200, listing(TABLE));
    });
    renderAt('/rankings?career=206173&career_name=Jannik+Sinner', '/rankings', <RankingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read 1 month' }));
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(urls().filter((u) => u.pathname.startsWith('/api/history/packages/'))).toHaveLength(1);
  });
});
