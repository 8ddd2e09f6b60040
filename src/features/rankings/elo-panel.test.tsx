// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { RankingsPage } from './rankings-page';
import { eloRow, listing, official, perPlayer, UPGRADE } from './test-rankings';

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

const urls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
const location = () => screen.getByTestId('location').textContent ?? '';

const LADDERS: Record<string, ReturnType<typeof eloRow>[]> = {
  overall: [
    eloRow(),
    eloRow({ player_id: 104925, player_name: 'Novak Djokovic', rating: 2308.1, rank: 2, matches: null }),
  ],
  clay: [eloRow({ surface: 'clay', rating: 2400.4, player_name: 'Rafael Nadal', matches: 300 })],
};

const mondayOf = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - ((t.getUTCDay() + 6) % 7));
  return t.toISOString().slice(0, 10);
};

function eloService(input: RequestInfo | URL) {
  const p = new URL(String(input), 'http://localhost').searchParams;
  if (p.getAll('system')[0] !== 'elo') return json(200, listing([official()]));
  const surface = p.getAll('surface')[0] ?? 'overall';
  if (p.get('player')) {
    const asOf = p.get('as_of') ?? '';
    // Rated from 2023; overall peaks at 2200 in the week of 2024-03-04, one point lower per week
    // away from it; clay last changed on 2023-05-01. Each record speaks for its Monday.
    if (asOf < '2023-01-02') return json(200, perPlayer([], 'elo'));
    const week = mondayOf(asOf);
    const overall = 2200 - Math.abs(Date.parse(week) - Date.parse('2024-03-04')) / (7 * 86_400_000);
    const rows = [eloRow({ rank: null, surface: 'overall', rating: overall, effective_date: week })];
    if (asOf >= '2023-05-01')
      rows.push(eloRow({ rank: null, surface: 'clay', rating: 2100, effective_date: '2023-05-01' }));
    return json(200, perPlayer(rows, 'elo'));
  }
  return json(200, listing(LADDERS[surface] ?? [], { system: 'elo' }));
}

describe('RankingsPage, Elo tab', () => {
  it('switches to the Elo tab in the URL and lists the overall ATP ladder with the scale note', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings', '/rankings', <RankingsPage />);
    await screen.findAllByTestId('ranking-row');
    fireEvent.click(screen.getByRole('tab', { name: 'Elo' }));
    expect(location()).toBe('/rankings?tab=elo');
    expect(screen.getByRole('tab', { name: 'Elo' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByTestId('ranking-row');
    expect(within(rows[0]).getByText('2315.7')).toBeInTheDocument();
    expect(within(rows[0]).getByText('535')).toBeInTheDocument();
    // Djokovic's ladder count is null: absent, not 0.
    expect(within(rows[1]).getByText('not available')).toBeInTheDocument();
    const q = urls().at(-1) as URL;
    expect(q.searchParams.getAll('system')).toEqual(['elo']);
    expect(q.searchParams.get('tour')).toBe('atp');
    expect(q.searchParams.getAll('surface')).toEqual(['overall']);
    // One plain sentence, no contract prose.
    expect(screen.getByTestId('elo-scale-note')).toHaveTextContent(
      /^Elo from every result up to 30 Dec 2024, each counted two weeks after its week began, with no fading for time off, on a scale of its own \(player pages show a different Elo\)\.$/,
    );
    // Only players active in the last 52 weeks, asked explicitly, and the rule said in words with
    // what it cannot know: a retired player stays until the window has passed.
    expect(q.searchParams.get('activity_weeks')).toBe('52');
    expect(screen.getByText(/^Overall ladder, ATP/)).toHaveTextContent(
      'Overall ladder, ATP, as of 30 Dec 2024. Listed: players with at least 20 matches and one in the 52 weeks before the date. The data does not record retirements',
    );
    // Each player's last event shows, so a leader who has stopped playing is visible as such: Nadal's
    // record of 12 Aug 2024 is his event of the week of 29 Jul 2024.
    expect(screen.getByRole('columnheader', { name: 'Last played (week of)' })).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('29 Jul 2024')).toHaveLength(2);
    // A phone has no room for the column: the same date sits under the name.
    const note = within(rows[0]).getByText(/^last played week of/);
    expect(note).toHaveTextContent('last played week of 29 Jul 2024');
    expect(note).toHaveClass('sm:hidden');
  });

  it('switches the ladder through ?surface= and reads that ladder', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings?tab=elo', '/rankings', <RankingsPage />);
    await screen.findByText('2315.7');
    fireEvent.change(screen.getByLabelText('Ladder'), { target: { value: 'clay' } });
    expect(location()).toBe('/rankings?tab=elo&surface=clay');
    // The row re-renders when the overall ratings for the blend arrive: ask for it again until it stands.
    await eventually(() => expect(screen.getByText('2400.4')).toBeInTheDocument());
    const listing = urls().filter((u) => !u.searchParams.has('player'));
    expect(listing.at(-1)?.searchParams.getAll('surface')).toEqual(['clay']);
    expect(screen.getByText(/^Clay ladder, ATP/)).toBeInTheDocument();
    // The Blended column is explained in the same one sentence as the scale, not a second note.
    expect(screen.getByTestId('elo-scale-note')).toHaveTextContent(
      /; Blended is the mean of the clay and overall Elo, as Tennis Abstract steadies a surface rating built on fewer matches\.$/,
    );
    expect(screen.queryByTestId('elo-blend-note')).toBeNull();
  });

  it('shows the blended Elo, the mean of the surface and overall ratings, beside the clay ladder', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings?tab=elo&surface=clay&as_of=2024-03-04', '/rankings', <RankingsPage />);
    const [row] = await screen.findAllByTestId('ranking-row');
    // Clay 2400.4 and overall 2200 as of that week: (2400.4 + 2200) / 2.
    expect(await within(row).findByText('2300.2')).toBeInTheDocument();
    expect(within(row).getByText('2200.0')).toBeInTheDocument();
    const perPlayer = urls().find((u) => u.searchParams.has('player'));
    expect(perPlayer?.searchParams.getAll('surface')).toEqual(['overall']);
    expect(perPlayer?.searchParams.get('as_of')).toBe('2024-03-04');
  });

  it('shows when a surface leader last played at all, beside their last event on the surface', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings?tab=elo&surface=clay&as_of=2024-12-31', '/rankings', <RankingsPage />);
    const [row] = await screen.findAllByTestId('ranking-row');
    // Clay record of 12 Aug 2024: the event of the week of 29 Jul. The overall record of the week of
    // 30 Dec 2024 (this stub's) is a match of the week of 16 Dec: still playing, whatever the clay says.
    await eventually(() => expect(within(row).getAllByText('16 Dec 2024')).toHaveLength(2));
    expect(within(row).getByText('29 Jul 2024')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Last on clay (week of)' })).toBeInTheDocument();
    expect(within(row).getByText(/^last played week of/)).toHaveTextContent(
      'last played week of 16 Dec 2024',
    );
  });

  it('reads tour, ladder and date from a shared link', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings?tab=elo&tour=wta&surface=grass&as_of=2010-07-05', '/rankings', <RankingsPage />);
    expect(
      await screen.findByText(/No one qualifies for the grass ladder as of 2010-07-05/),
    ).toBeInTheDocument();
    const q = urls().find((u) => u.pathname.endsWith('/rankings')) as URL;
    expect(q.searchParams.get('tour')).toBe('wta');
    expect(q.searchParams.getAll('surface')).toEqual(['grass']);
    expect(q.searchParams.get('as_of')).toBe('2010-07-05');
    expect(screen.getByLabelText('Tour')).toHaveValue('wta');
    expect(screen.getByLabelText('As of date')).toHaveValue('2010-07-05');
  });

  it('draws the chosen player’s Elo career on every ladder, the peak found to the week', async () => {
    fetchMock.mockImplementation(async (input) => eloService(input));
    renderAt('/rankings?tab=elo&surface=clay', '/rankings', <RankingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Rafael Nadal/ }));
    expect(location()).toBe('/rankings?tab=elo&surface=clay&player=104745');
    expect(await screen.findByTestId('elo-chart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rafael Nadal: Elo over the career' })).toBeInTheDocument();
    const peaks = screen.getByTestId('elo-peaks');
    // The monthly reads bracket the peak; the weeks between them find it exactly.
    await eventually(() => expect(peaks).toHaveTextContent('Overall peak2200.0 (2024-03-04)'));
    expect(peaks).toHaveTextContent('Clay peak2100.0 (2023-05-01)');
    expect(peaks).not.toHaveTextContent('Grass');
    // The career's reads (the clay page's one read of overall ratings for its blend set apart).
    const reads = urls().filter(
      (u) =>
        u.searchParams.get('player') === '104745' && u.searchParams.getAll('surface').join() !== 'overall',
    );
    // One read at the table's date, 24 monthly reads (the oldest finds no rating, so the walk
    // stops), then the 8 weeks between the reads either side of the best one.
    expect(reads).toHaveLength(1 + 24 + 8);
    expect(reads[0].searchParams.get('as_of')).toBe('2024-12-30');
    // Every ladder comes from the same read.
    expect(reads.every((u) => u.searchParams.getAll('surface').length === 0)).toBe(true);
  });

  it('names ULTRA when the key cannot read the Elo tape', async () => {
    fetchMock.mockImplementation(async () => json(403, UPGRADE('ULTRA')));
    renderAt('/rankings?tab=elo', '/rankings', <RankingsPage />);
    // The ladder's notice, then the peak tables' (they read the yearly Elo packages, also ULTRA).
    await eventually(() => expect(screen.getAllByTestId('tier-notice')).toHaveLength(2));
    const notice = screen.getAllByTestId('tier-notice')[0];
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(notice).toHaveTextContent(/overall, hard, clay and grass ladders/);
    // The scale note stays: it explains the view the tier would open.
    expect(screen.getByTestId('elo-scale-note')).toBeInTheDocument();
  });

  it('shows a rate limit as such', async () => {
    fetchMock.mockImplementation(async () =>
      json(429, { error: 'rate_limited', scope: 'minute', retry_after: 20 }, { 'Retry-After': '20' }),
    );
    renderAt('/rankings?tab=elo', '/rankings', <RankingsPage />);
    expect(await screen.findByTestId('rate-limited')).toBeInTheDocument();
  });
});
