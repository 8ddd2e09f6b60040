// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { ArchiveMatchPage } from './archive-match-page';
import { makeArchiveDetail, makeSide } from './test-archive';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (id: string) => renderAt(`/archive/matches/${id}`, '/archive/matches/:id', <ArchiveMatchPage />);

/** The winner's and loser's cells of one row of the serve table. */
function statRow(label: string) {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell');
}

describe('ArchiveMatchPage', () => {
  it('shows the result winner first with seeds, entry, ranks, points and serve statistics', async () => {
    fetchMock.mockResolvedValue(json(200, makeArchiveDetail()));
    open('3023120');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dusan Lajovic beat Steven Diez 6–1 6–4' }),
    ).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://x').pathname).toMatch(
      /\/history\/archive\/matches\/3023120$/,
    );
    const winner = within(screen.getByRole('region', { name: 'Winner: Dusan Lajovic' }));
    expect(winner.getByText('#103')).toBeInTheDocument();
    expect(winner.getByText('566')).toBeInTheDocument();
    const loser = within(screen.getByRole('region', { name: 'Loser: Steven Diez' }));
    expect(loser.getByText('WC')).toBeInTheDocument();
    expect(loser.getByText('#348')).toBeInTheDocument();
    expect(screen.getByText('Maspalomas CH')).toBeInTheDocument();
    expect(screen.getByText('Clay')).toBeInTheDocument();
    expect(screen.getByText('86')).toBeInTheDocument();

    const [w, l] = statRow('Double faults');
    expect(w).toHaveTextContent('0');
    expect(l).toHaveTextContent('1');
    expect(statRow('First serve in (%)')[0]).toHaveTextContent('79.2%');
    expect(screen.getByText('No point-by-point tape is held for this result.')).toBeInTheDocument();
  });

  it('wraps a long score between sets only, never inside one', async () => {
    fetchMock.mockResolvedValue(json(200, makeArchiveDetail({ score: '6-3 6-7(7) 6-7(0) 7-5 6-3' })));
    open('3023120');
    const term = await screen.findByText('Score', { selector: 'dt' });
    const sets = [...(term.nextElementSibling as HTMLElement).querySelectorAll('.whitespace-nowrap')];
    expect(sets.map((s) => s.textContent)).toEqual(['6–3', '6–7(7)', '6–7(0)', '7–5', '6–3']);
    expect(term.nextElementSibling).toHaveTextContent(/^6–3 6–7\(7\) 6–7\(0\) 7–5 6–3$/);
  });

  it('shows serve statistics the era never recorded as absent, never 0', async () => {
    fetchMock.mockResolvedValue(
      json(
        200,
        makeArchiveDetail({
          id: 1031293,
          event_date: '1975-12-31',
          minutes: null,
          stats: null,
          winner: makeSide({ name: 'Onny Parun', seed: null, rank_points: null }),
        }),
      ),
    );
    open('1031293');
    await screen.findByText(/No serve statistics were recorded/);
    for (const label of ['Aces', 'Double faults', 'Service points', 'First serve in (%)']) {
      const cells = statRow(label);
      for (const c of cells) {
        expect(c).toHaveTextContent('not available');
        expect(c).not.toHaveTextContent('0');
      }
    }
    const winner = within(screen.getByRole('region', { name: 'Winner: Onny Parun' }));
    // Seed and ranking points are null: absent, not 0.
    expect(winner.getAllByText('not available').length).toBeGreaterThanOrEqual(2);
  });

  it('links to the point-by-point tape when the result has one', async () => {
    fetchMock.mockResolvedValue(json(200, makeArchiveDetail({ has_tape: true })));
    open('3023120');
    expect(await screen.findByRole('link', { name: 'Point-by-point tape' })).toHaveAttribute(
      'href',
      '/archive/matches/3023120/tape',
    );
    expect(screen.queryByText(/No point-by-point tape/)).toBeNull();
    // Both careers and the head-to-head are a click away; no charting link for an uncharted match.
    const related = within(screen.getByTestId('archive-related'));
    const hrefs = related.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.some((h) => h?.startsWith('/h2h?a='))).toBe(true);
    expect(hrefs.filter((h) => h?.startsWith('/archive/players?player='))).toHaveLength(2);
    expect(hrefs.filter((h) => h?.startsWith('/charting'))).toHaveLength(0);
  });

  it('links its own charting where the winner’s charted matches hold it, dated by its own day', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('/charting/players'))
        return json(200, {
          player: { name: 'Dusan Lajovic' },
          matches_charted: 2,
          coverage: 'aggregate_stats',
          families: {},
          matches: [
            // The final, played on the event's seventh day; and a match of the next event.
            {
              charting_match_id: 812,
              date: '2022-12-04',
              tournament: 'Maspalomas CH',
              round: 'F',
              opponent: 'Steven Diez',
            },
            {
              charting_match_id: 813,
              date: '2022-12-04',
              tournament: 'Maspalomas CH',
              round: 'F',
              opponent: 'Someone Else',
            },
          ],
        });
      if (url.pathname.endsWith('/tournaments'))
        return json(200, { data: [], meta: { total: 0, limit: 20, offset: 0 } });
      return json(200, makeArchiveDetail());
    });
    open('3023120');
    const link = await screen.findByRole('link', { name: 'Charting of this match (4 Dec 2022)' });
    expect(link).toHaveAttribute('href', '/charting/matches/812');
    const hrefs = within(screen.getByTestId('archive-related'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h?.startsWith('/charting'))).toEqual(['/charting/matches/812']);
    const asked = fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x'));
    expect(asked.find((u) => u.pathname.endsWith('/charting/players'))?.searchParams.get('name')).toBe(
      'Dusan Lajovic',
    );
  });

  it("links the edition's draw when the catalogue holds the event", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname.endsWith('/tournaments'))
        return json(200, {
          data: [
            {
              id: '520',
              name: 'Maspalomas CH',
              tour: 'atp',
              surface: 'clay',
              indoor: false,
              city: null,
              country: null,
              category: null,
              tier: null,
              tier_source: null,
            },
          ],
          meta: { total: 1, limit: 20, offset: 0 },
        });
      return json(200, makeArchiveDetail());
    });
    open('3023120');
    const draw = await screen.findByRole('link', { name: 'Maspalomas CH: the draw' });
    expect(draw.getAttribute('href')).toMatch(/^\/tournaments\/520\?tab=draw&edition=\d{4}$/);
  });

  it('names BASIC when the plan does not include the archive', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'upgrade_required', required_tier: 'BASIC' }));
    open('3023120');
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent('Available with a BASIC key');
  });

  it('says when no result has the id and offers a retry', async () => {
    fetchMock.mockResolvedValue(
      json(404, { error: 'not_found', detail: "No archive result with id '100'." }),
    );
    open('100');
    const alert = await screen.findByTestId('view-error');
    expect(alert).toHaveTextContent('Nothing with this id exists.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
