// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveStoreProvider } from '../../../live/store/live-hooks';
import { createLiveStore } from '../../../live/store/live-store';
import type { RowMatch } from '../rows/row-match';
import { makeRowMatch } from '../test-matches';
import { TournamentSection } from './tournament-section';

const group = (tier: string | null, surface: string | null) => ({
  key: 't1',
  tournament: 'Paris',
  tour: 'atp',
  tier,
  surface,
  indoor: true,
  matches: [],
});

describe('TournamentSection heading', () => {
  afterEach(cleanup);
  it('reads known facts in words', () => {
    render(<TournamentSection group={group('atp_1000', 'hard')} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('ATP · ATP 1000 · Hard · Indoor');
  });

  it('reads a value this build does not know as "unknown", the value as sent on hover', () => {
    render(<TournamentSection group={group('atp_2000', 'carpet_x')} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).not.toMatch(/atp_2000|carpet_x/);
    const unknown = heading.querySelectorAll('[data-raw]');
    expect([...unknown].map((u) => [u.textContent, u.getAttribute('title')])).toEqual([
      ['unknown', 'Not known to Courtside: “atp_2000”'],
      ['unknown', 'Not known to Courtside: “carpet_x”'],
    ]);
  });
});

describe('TournamentSection replays', () => {
  afterEach(cleanup);
  const us2021 = { original_event: '2021 US Open women’s doubles', original_date: '2021-08-30' };
  const renderSection = (matches: RowMatch[]) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LiveStoreProvider store={createLiveStore()}>
            <TournamentSection group={{ ...group('grand_slam', 'hard'), matches }} />
          </LiveStoreProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('tags the heading once when every match replays the same event, and no row takes a line for it', () => {
    renderSection([makeRowMatch({ id: 1, replay: us2021 }), makeRowMatch({ id: 2, replay: us2021 })]);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(within(heading).getByTestId('replay-tag').textContent).toContain('Replay 2021');
    expect(screen.getAllByTestId('replay-tag')).toHaveLength(1);
    // A screen reader still hears it on each row.
    for (const row of screen.getAllByTestId('live-match'))
      expect(row.querySelector('p.sr-only')?.textContent).toContain(
        'A replay of a real match from 2021 US Open',
      );
  });

  it('keeps the tag on each row when the matches replay different events or one is not a replay', () => {
    renderSection([
      makeRowMatch({ id: 1, replay: us2021 }),
      makeRowMatch({
        id: 2,
        replay: { original_event: '2019 US Open women’s doubles', original_date: '2019-08-26' },
      }),
      makeRowMatch({ id: 3 }),
    ]);
    expect(within(screen.getByRole('heading', { level: 2 })).queryByTestId('replay-tag')).toBeNull();
    expect(screen.getAllByTestId('replay-tag')).toHaveLength(2);
  });
});

describe('TournamentSection split between columns', () => {
  afterEach(cleanup);
  it('draws its part of the rows, the continuation under the same name marked as such', () => {
    const matches = [1, 2, 3, 4].map((id) => makeRowMatch({ id }));
    const whole = { ...group('grand_slam', 'grass'), matches };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LiveStoreProvider store={createLiveStore()}>
            <TournamentSection group={whole} part={{ from: 0, to: 3, continued: false }} />
            <TournamentSection group={whole} part={{ from: 3, to: 4, continued: true }} />
          </LiveStoreProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const [first, next] = screen.getAllByRole('region');
    expect(within(first as HTMLElement).getAllByTestId('live-match')).toHaveLength(3);
    expect(within(next as HTMLElement).getAllByTestId('live-match')).toHaveLength(1);
    const [head, cont] = screen.getAllByRole('heading', { level: 2 });
    expect(head?.textContent).toContain(', 4 matches');
    expect(head?.textContent).not.toContain('continued');
    expect(cont?.textContent).toMatch(/^Paris\s*cont\.continued/);
    expect(
      within(next as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/matches/4');
  });
});
