// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { ChartingMatchPage } from './charting-match-page';
import { ChartingPage } from './charting-page';
import { chartingMatch } from './test-rally';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const urls = () => fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://localhost'));

const federer = {
  player: { name: 'Roger Federer', gender: 'men', hand: 'R' },
  matches_charted: 690,
  coverage: 'aggregate_stats',
  families: { Overview: { serve_pts: 1000, aces: 100 }, Rally: { pts: 500, won: 260 } },
  rows: {
    Overview: { Total: { serve_pts: 1000, aces: 100, dfs: 20 } },
    Rally: { Total: { pts: 500, won: 260 }, '1-3 serving': { pts: 200, won: 150, winners: 40 } },
  },
  matches: [
    {
      charting_match_id: 7,
      date: '2012-07-08',
      tournament: 'Wimbledon',
      round: 'F',
      surface: 'Grass',
      opponent: 'Andy Murray',
      has_points: true,
    },
    {
      charting_match_id: 8,
      date: '2011-01-01',
      tournament: 'Doha',
      round: 'F',
      surface: 'Hard',
      opponent: null,
      has_points: false,
    },
  ],
  meta: {},
};

describe('ChartingPage', () => {
  it('lists the candidates of an ambiguous name and narrows the URL to the chosen one', async () => {
    fetchMock.mockImplementation(async (input) => {
      const name = new URL(String(input), 'http://localhost').searchParams.get('name');
      if (name === 'fed')
        return json(400, {
          error: 'ambiguous_name',
          detail: "'fed' matches 10 charted players; send more of the name or a gender.",
          candidates: [
            {
              name: 'Roger Federer',
              gender: 'men',
              tour: 'atp',
              matches_charted: 690,
              first_year: 1991,
              last_year: 2021,
            },
            { name: 'Federico Delbonis', gender: 'men', matches_charted: 19 },
          ],
          candidates_total: 2,
        });
      return json(200, federer);
    });
    renderAt('/charting?player=fed', '/charting', <ChartingPage />);
    const list = await screen.findByRole('region', { name: 'Matching players' });
    expect(within(list).getByText('“fed” matches several charted players. Choose one:')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Federico Delbonis' })).toBeInTheDocument();
    expect(within(list).getByText('Men · 1991–2021')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('link', { name: 'Roger Federer' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/charting?player=Roger+Federer');
    const record = await screen.findByRole('region', { name: 'Charting record of Roger Federer' });
    expect(within(record).getByText(/690 matches charted/)).toBeInTheDocument();
    // Serve first: Overview totals as rates (100 aces of 1,000 serve points).
    const glance = within(record).getByRole('region', { name: 'Serve at a glance' });
    expect(
      within(glance).getByRole('row', { name: /Aces per serve point 100 1,000 10\.0%/ }),
    ).toBeInTheDocument();
    // Rally length is a tab kept in the URL, rows in words.
    fireEvent.click(within(record).getByRole('tab', { name: 'Rally length' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=rallies');
    const rally = within(record).getByRole('region', { name: 'Points by rally length' });
    expect(within(rally).getByRole('row', { name: /1-3 shots serving 200 75\.0%/ })).toBeInTheDocument();
    // Every charted match links to its statistics; the ones held shot by shot to their rallies too.
    fireEvent.click(within(record).getByRole('tab', { name: 'Matches' }));
    const charted = within(record).getByRole('region', { name: 'Charted matches' });
    expect(within(charted).getByRole('link', { name: 'v Andy Murray, Wimbledon F' })).toHaveAttribute(
      'href',
      '/charting/matches/7',
    );
    expect(within(charted).getByRole('link', { name: 'Shot by shot' })).toHaveAttribute('href', '/rally/7');
    expect(within(charted).getByText('Statistics only')).toBeInTheDocument();
    expect(urls().at(-1)?.searchParams.get('name')).toBe('Roger Federer');
  });

  it('refuses a fragment under 3 characters without a request, and searches a longer one via the URL', async () => {
    fetchMock.mockResolvedValue(json(200, federer));
    renderAt('/charting', '/charting', <ChartingPage />);
    fireEvent.change(screen.getByLabelText('Player name'), { target: { value: 'fe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find player' }));
    expect(screen.getByText('Type at least 3 characters of the name.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Player name'), { target: { value: 'federer' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'men' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find player' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/charting?player=federer&gender=men');
    await screen.findByRole('region', { name: 'Charting record of Roger Federer' });
    expect(urls()[0].searchParams.get('gender')).toBe('men');
  });

  it('shows the ULTRA tier notice below ULTRA', async () => {
    fetchMock.mockResolvedValue(
      json(403, { error: 'upgrade_required', detail: 'This route needs the ULTRA tier.' }),
    );
    renderAt('/charting?player=federer', '/charting', <ChartingPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with an ULTRA key');
    expect(notice).toHaveTextContent('charting statistics');
  });
});

describe('ChartingMatchPage', () => {
  it('shows each family per player and split in a table, null as absent', async () => {
    fetchMock.mockResolvedValue(json(200, chartingMatch()));
    renderAt('/charting/matches/1', '/charting/matches/:id', <ChartingMatchPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nicola Pietrangeli v Luis Ayala' }),
    ).toBeInTheDocument();
    const table = within(
      screen.getByRole('region', { name: 'Serve influence (points won when the rally reaches n shots)' }),
    ).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Part', 'Points', 'Won at 1+ shots']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Nicola Pietrangeli1st serve5646.4%');
    expect(rows[3]).toHaveTextContent('Luis Ayala2nd serve28');
    expect(within(rows[3]).getByText('not available')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/won_|meta|source 19600529/);
    expect(urls()[0].pathname).toBe('/api/charting/matches/1');
    expect(screen.getByTestId('charting-basis')).toHaveTextContent(
      'The key-point tables count only break, game and deuce points',
    );
  });

  it('says when no charted match has the id, and gates below ULTRA', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'not_found' }));
    renderAt('/charting/matches/999999', '/charting/matches/:id', <ChartingMatchPage />);
    expect(await screen.findByText('No charted match has id 999999.')).toBeInTheDocument();
    cleanup();
    fetchMock.mockResolvedValueOnce(json(403, { error: 'upgrade_required' }));
    renderAt('/charting/matches/2', '/charting/matches/:id', <ChartingMatchPage />);
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with an ULTRA key');
  });
});
