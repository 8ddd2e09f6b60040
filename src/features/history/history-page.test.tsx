// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/eventually';
import { json, renderAt } from '../../test/test-render';
import { HistoryPage } from './history-page';
import { catalogPlayer, historyPage, makeHistoryMatch } from './test-history';
import { newestFirst } from './use-history-scan';

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

describe('HistoryPage', () => {
  it('lists matches with date, result, tape badges, restated marker and a link to the tape', async () => {
    fetchMock.mockResolvedValue(
      json(
        200,
        historyPage(
          [
            makeHistoryMatch(),
            makeHistoryMatch({
              id: 77,
              winner: null,
              round: null,
              result_restated_at: '2026-10-01T12:00:00.000Z',
              tape: {
                coverage: 'some_new_kind',
                points_complete: false,
                completeness: 0.8,
                starts_at_love: null,
                computed_at: null,
              },
            }),
            makeHistoryMatch({
              id: 78,
              tape: {
                coverage: 'partial',
                points_complete: null,
                completeness: null,
                starts_at_love: null,
                computed_at: null,
              },
            }),
          ],
          0,
          50,
          false,
        ),
      ),
    );
    renderAt('/history', '/history', <HistoryPage />);
    const rows = await screen.findAllByTestId('history-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Match history' })).toBeInTheDocument();
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'Casper Ruud v Tommy Paul' })).toHaveAttribute(
      'href',
      '/history/matches/1004221',
    );
    expect(first.getByText('Score').nextElementSibling).toHaveTextContent(/^6–3 4–6 6–2 6–4$/);
    expect(first.getByText('Casper Ruud')).toBeInTheDocument();
    expect(first.getByText('Tape: from start')).toBeInTheDocument();
    expect(first.getByText('Point-complete')).toBeInTheDocument();
    expect(first.queryByText(/Result restated/)).toBeNull();
    expect(first.getByRole('time')).toHaveAttribute('datetime', '2026-11-21T22:03:00.000Z');

    const second = within(rows[1]);
    expect(second.getByText('Tape: unknown')).toBeInTheDocument();
    expect(second.getByText('Incomplete (80.0%)')).toBeInTheDocument();
    expect(second.getByText(/Result restated/)).toBeInTheDocument();
    // No winner and no round: absent, not invented.
    expect(second.getAllByText('not available')).toHaveLength(2);

    expect(within(rows[2]).getByText('Completeness not measured')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'coverage by tour' })).toHaveAttribute(
      'href',
      '/history/coverage',
    );
    expect(screen.getByRole('link', { name: 'results archive' })).toHaveAttribute('href', '/archive');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the filters held in the URL and puts applied filters in the URL', async () => {
    fetchMock.mockImplementation(async (input) => {
      const u = new URL(String(input), 'http://localhost');
      const id = u.pathname.match(/\/players\/(\d+)$/)?.[1];
      if (id)
        return json(200, {
          ...catalogPlayer(Number(id), id === '5' ? 'Iga Swiatek' : 'Coco Gauff', 'pol', 'wta'),
          stats: null,
        });
      return json(200, historyPage([makeHistoryMatch()], 0, 50, false));
    });
    renderAt('/history?tour=wta&player=5&player=9&from=2025-01-01', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    const first = urls().find((u) => u.pathname === '/api/history/matches') as URL;
    expect(first.searchParams.get('tour')).toBe('wta');
    expect(first.searchParams.getAll('player')).toEqual(['5', '9']);
    expect(first.searchParams.get('from')).toBe('2025-01-01');
    // A shared link carries ids; the form shows the names they resolve to, never the ids.
    const chosen = screen.getByRole('list', { name: 'Chosen: players' });
    await eventually(() => expect(chosen).toHaveTextContent('Iga Swiatek'));
    expect(chosen).toHaveTextContent('Coco Gauff');
    expect(screen.queryByLabelText('Player ids')).toBeNull();
    expect(screen.queryByLabelText('Tournament id')).toBeNull();

    fireEvent.change(screen.getByLabelText('Draw'), { target: { value: 'doubles' } });
    fireEvent.change(screen.getByLabelText('Tier'), { target: { value: 'atp_500' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'esp' } });
    fireEvent.change(screen.getByLabelText('Result restated since (UTC)'), {
      target: { value: '2026-09-22T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const location = screen.getByTestId('location').textContent ?? '';
    const applied = new URL(location, 'http://localhost').searchParams;
    expect(applied.get('draw')).toBe('doubles');
    expect(applied.get('tier')).toBe('atp_500');
    expect(applied.get('country')).toBe('esp');
    expect(applied.get('restated_since')).toBe('2026-09-22T10:00');
    expect(applied.getAll('player')).toEqual(['5', '9']);
    await eventually(() => expect(urls().at(-1)?.searchParams.get('country')).toBe('esp'));
    expect(urls().at(-1)?.searchParams.get('restated_since')).toBe('2026-09-22T10:00');
  });

  it('finds a player by name through /players and filters by the id it resolves to', async () => {
    fetchMock.mockImplementation(async (input) => {
      const u = new URL(String(input), 'http://localhost');
      if (u.pathname === '/api/players')
        return json(200, {
          data: [
            catalogPlayer(7, 'Carlos Alcaraz', 'esp'),
            catalogPlayer(8, 'Carlos Alcaraz Sr', 'esp', 'itf'),
          ],
          meta: { limit: 20, offset: 0, count: 2, total: 2, has_more: false },
        });
      if (u.pathname === '/api/players/7')
        return json(200, { ...catalogPlayer(7, 'Carlos Alcaraz', 'esp'), stats: null });
      return json(200, historyPage([makeHistoryMatch()], 0, 50, false));
    });
    renderAt('/history', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    fireEvent.change(screen.getByLabelText('Players'), { target: { value: 'Alcaraz' } });
    fireEvent.keyDown(screen.getByLabelText('Players'), { key: 'Enter' });
    const first = await screen.findByRole('button', { name: /^Carlos Alcaraz\W+ESP, ATP$/ });
    expect(
      urls()
        .find((u) => u.pathname === '/api/players')
        ?.searchParams.get('search'),
    ).toBe('Alcaraz');
    fireEvent.click(first);
    expect(screen.getByRole('list', { name: 'Chosen: players' })).toHaveTextContent('Carlos Alcaraz');
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const applied = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost')
      .searchParams;
    expect(applied.getAll('player')).toEqual(['7']);
    await eventually(() => expect(urls().at(-1)?.searchParams.getAll('player')).toEqual(['7']));
  });

  it('shows the rows read in playing order, newest first', () => {
    const rows = newestFirst([
      makeHistoryMatch({ id: 1, live_at: '2024-05-01T10:00:00Z' }),
      makeHistoryMatch({ id: 2, live_at: null, scheduled_time: null }),
      makeHistoryMatch({ id: 3, live_at: '2024-05-03T10:00:00Z' }),
      makeHistoryMatch({ id: 4, live_at: null, scheduled_time: '2024-05-02T09:00:00Z' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual([3, 4, 1, 2]);
  });

  it('keeps paging past a short and an empty page while has_more is true, showing progress', async () => {
    const pages: Record<string, unknown> = {
      '0': historyPage([makeHistoryMatch({ id: 1 })], 0, 200, true),
      '200': historyPage([], 200, 200, true),
      '400': historyPage([makeHistoryMatch({ id: 3 })], 400, 200, false),
    };
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    fetchMock.mockImplementation(async (input) => {
      const offset = new URL(String(input), 'http://localhost').searchParams.get('offset') ?? '0';
      // Hold the last page so the running state can be seen.
      if (offset === '400') await gate;
      return json(200, pages[offset]);
    });
    renderAt('/history?coverage=reconstructed', '/history', <HistoryPage />);
    expect(await screen.findByText('Scanned 400 matches, 1 found…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Matches found toward this batch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Scan complete: 600 matches scanned, 2 found.')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
    expect(urls().map((u) => u.searchParams.get('offset'))).toEqual(['0', '200', '400']);
    expect(urls().every((u) => u.searchParams.get('coverage') === 'reconstructed')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.queryByText('No completed match matches these filters.')).toBeNull();
  });

  it('stops scanning when asked and can resume with Continue scanning', async () => {
    let release: () => void = () => {};
    let gate = new Promise<void>((r) => {
      release = r;
    });
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset') ?? '0');
      if (offset === 200) await gate;
      return json(200, historyPage([], offset, 200, offset < 600));
    });
    renderAt('/history?points_complete=true', '/history', <HistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    release();
    expect(await screen.findByText(/^Paused after scanning 400 matches; 0 found\./)).toBeInTheDocument();
    expect(urls()).toHaveLength(2);
    // An empty scan that was stopped is not "no matches".
    expect(screen.queryByText('No completed match matches these filters.')).toBeNull();
    gate = Promise.resolve();
    fireEvent.click(screen.getByRole('button', { name: 'Continue scanning' }));
    expect(await screen.findByText('Scan complete: 800 matches scanned, 0 found.')).toBeInTheDocument();
    expect(screen.getByText('No completed match matches these filters.')).toBeInTheDocument();
  });

  it('stops a batch once 50 are found, and Find 50 more looks for 50 more', async () => {
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset') ?? '0');
      const rows = Array.from({ length: 30 }, (_, i) => makeHistoryMatch({ id: offset + i + 1 }));
      return json(200, historyPage(rows, offset, 200, true));
    });
    renderAt('/history?points_complete=false', '/history', <HistoryPage />);
    expect(await screen.findByText('Scanned 400 matches, 60 found.')).toBeInTheDocument();
    expect(urls()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Find 50 more' }));
    expect(await screen.findByText('Scanned 800 matches, 120 found.')).toBeInTheDocument();
    expect(urls()).toHaveLength(4);
    expect(screen.getAllByTestId('history-row')).toHaveLength(120);
  });

  it('pauses after 10 pages in one press so a rare filter cannot walk the whole listing unattended', async () => {
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset') ?? '0');
      return json(200, historyPage([], offset, 200, true));
    });
    renderAt('/history?coverage=none', '/history', <HistoryPage />);
    expect(await screen.findByText(/^Paused after scanning 2,000 matches; 0 found\./)).toBeInTheDocument();
    expect(urls()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Continue scanning' }));
    expect(await screen.findByText(/^Paused after scanning 4,000 matches; 0 found\./)).toBeInTheDocument();
    expect(urls()).toHaveLength(20);
  });

  it('offers Load more on an unfiltered listing', async () => {
    fetchMock.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset') ?? '0');
      return json(200, historyPage([makeHistoryMatch({ id: offset + 1 })], offset, 50, offset === 0));
    });
    renderAt('/history', '/history', <HistoryPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await eventually(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(urls().map((u) => u.searchParams.get('offset'))).toEqual(['0', '50']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the BASIC tier notice when the FREE key has used its history reads', async () => {
    fetchMock.mockResolvedValue(
      json(403, {
        error: 'upgrade_required',
        detail: 'The FREE key has used its 20 history calls this calendar month.',
        free_history_taste: 'used',
      }),
    );
    renderAt('/history', '/history', <HistoryPage />);
    const notice = await screen.findByTestId('tier-notice');
    expect(notice).toHaveTextContent('Available with a BASIC key');
    expect(notice).toHaveTextContent('completed matches since January 2023 with their point-by-point tapes');
    expect(notice).toHaveTextContent('20 free history reads are used up');
  });

  it('shows the per-minute limit as a wait, and an empty listing as empty', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { error: 'rate_limited', scope: 'minute' }, { 'Retry-After': '12' }),
    );
    renderAt('/history', '/history', <HistoryPage />);
    expect(await screen.findByTestId('rate-limited')).toHaveTextContent('Try again in 12 s');
    fetchMock.mockResolvedValueOnce(json(200, historyPage([], 0, 50, false)));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No completed match matches these filters.')).toBeInTheDocument();
  });
});
