// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { ArchivePlayersPage } from './archive-players-page';
import { bioList, makeBio, makeCareer } from './test-archive-players';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const calls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
const open = (url: string) => renderAt(url, '/archive/players', <ArchivePlayersPage />);

/** Answers bios and careers by path. */
function serve(career: unknown = makeCareer()) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/history/archive/career')) return json(200, career);
    return json(
      200,
      bioList([
        makeBio(),
        makeBio({
          id: 211306,
          tour: 'wta',
          name: 'Agata Borgman',
          career_high_rank: null,
          career_high_date: null,
          archive_matches: 0,
        }),
      ]),
    );
  });
}

describe('ArchivePlayersPage', () => {
  it('requests nothing until a name is searched', async () => {
    open('/archive/players');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Archive players');
    expect(screen.getByText(/Search a name to see archive bios/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists bios with career-high rank and week, an unknown high absent with the missing decades', async () => {
    serve();
    open('/archive/players?name=borg&tour=atp');
    const rows = await screen.findAllByTestId('archive-player');
    expect(Object.fromEntries(calls()[0].searchParams)).toMatchObject({ name: 'borg', tour: 'atp' });
    const borg = within(rows[0]);
    expect(borg.getByText('#1')).toBeInTheDocument();
    expect(borg.getByText('23 Aug 1977')).toBeInTheDocument();
    const borgman = within(rows[1]);
    expect(borgman.getAllByText('not available')).toHaveLength(2);
    expect(borgman.queryByText('#0')).toBeNull();
    expect(
      screen.getByText(
        /The ranking lists held do not cover every year \(none for ATP 1 Jan 1980 to 31 Dec 2023, WTA 1 Jan 1990 to 31 Dec 2023\)/,
      ),
    ).toBeInTheDocument();
  });

  it('puts a submitted search in the URL', async () => {
    serve();
    open('/archive/players');
    fireEvent.change(screen.getByLabelText('Player name'), { target: { value: 'borg' } });
    fireEvent.change(screen.getByLabelText('Tour'), { target: { value: 'wta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/archive/players?name=borg&tour=wta');
    await screen.findAllByTestId('archive-player');
  });

  it('opens a career from the list with sums, ratios and serve coverage', async () => {
    serve();
    open('/archive/players?name=borg');
    fireEvent.click(await screen.findByRole('link', { name: 'Bjorn Borg' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/archive/players?name=borg&player=Bjorn+Borg');
    const career = await screen.findByRole('region', { name: 'Career: Dusan Lajovic' });
    await within(career).findByText('183–225');
    expect(
      calls()
        .find((u) => u.pathname.endsWith('/career'))
        ?.searchParams.get('name'),
    ).toBe('Bjorn Borg');
    const c = within(career);
    expect(c.getByText('Serve statistics cover 397 of 409 matches (97.1%).')).toBeInTheDocument();
    expect(c.getByText('1,454')).toBeInTheDocument();
    expect(c.getByText('66.4%')).toBeInTheDocument();
    expect(c.getByRole('rowheader', { name: 'Clay' })).toBeInTheDocument();
    expect(c.getByRole('rowheader', { name: 'Challenger' })).toBeInTheDocument();
    expect(c.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Surface');
    expect(c.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Level');
    // What the titles and win–loss count, against the tours' own basis.
    expect(c.getByTestId('career-record-basis')).toHaveTextContent(
      'The tours count main-draw tour-level matches only',
    );
  });

  it('shows serve sums of a career with no covered match as absent, not 0', async () => {
    serve(
      makeCareer({
        matches_with_stats: 0,
        aces: 0,
        double_faults: 0,
        serve_points: 0,
        first_in: 0,
        first_won: 0,
        second_won: 0,
        serve_games: 0,
        bp_saved: 0,
        bp_faced: 0,
        first_in_pct: null,
        first_won_pct: null,
        second_won_pct: null,
        bp_saved_pct: null,
        aces_per_match: null,
        matches_with_stats_share: 0,
      }),
    );
    open('/archive/players?player=Onny+Parun');
    const career = await screen.findByRole('region', { name: /Career:/ });
    await within(career).findByText(/No serve statistics were recorded/);
    const serveBox = within(career.querySelector('[aria-labelledby="career-serve-heading"]') as HTMLElement);
    expect(serveBox.getAllByText('not available')).toHaveLength(14);
    expect(serveBox.queryByText('0')).toBeNull();
  });

  it('names the candidates when the career name is ambiguous', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: 'ambiguous_name',
        param: 'name',
        detail: "'smith' matches more than one player; send a fuller name.",
        candidates: [
          { name: 'Stan Smith', tour: 'atp', player_id: 100126 },
          { name: 'Anne Smith', tour: 'wta', player_id: 200378 },
        ],
      }),
    );
    open('/archive/players?player=smith');
    expect(await screen.findByTestId('view-error')).toHaveTextContent('Stan Smith, Anne Smith');
  });

  it('shows the BASIC notice when the plan does not include the archive', async () => {
    fetchMock.mockResolvedValue(json(403, { error: 'upgrade_required', required_tier: 'BASIC' }));
    open('/archive/players?name=borg');
    expect(await screen.findByTestId('tier-notice')).toHaveTextContent(
      '380,000 results from 1968 to 2022 with seeds, ranks and serve statistics',
    );
  });
});
