// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSlate } from '../live-slate';
import { makeRowMatch } from '../test-matches';
import type { RowMatch } from './row-match';
import type { Score } from '../../../../contract/score';
import { LiveStoreProvider } from '../../../live/store/live-hooks';
import { createLiveStore } from '../../../live/store/live-store';
import { createRowSource, RowSourceContext, useRowMatch } from './row-source';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An IntersectionObserver the test drives: it reports what the test says is on screen. */
class TestObserver {
  static all: TestObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Tell the page which rows are on screen (by the first player's name). */
  show(onScreen: (el: Element) => boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: onScreen(target) }));
    this.report(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const firstName = (row: Element) => within(row as HTMLElement).getAllByTestId('player-name')[0].textContent;
const rowOf = (name: string) => {
  const row = screen.getAllByTestId('live-match').find((r) => firstName(r) === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

function listing(pointsOf: Record<number, [string, string]> = {}): RowMatch[] {
  return [1, 2, 3].map((id) =>
    makeRowMatch(
      {
        id,
        players: {
          p1: { id: id * 2, name: `Player ${id}a`, country: 'esp', ranking: null },
          p2: { id: id * 2 + 1, name: `Player ${id}b`, country: 'ita', ranking: null },
        },
      },
      pointsOf[id] ? { sequence: 50, points: pointsOf[id] } : {},
    ),
  );
}

/** A sourced row on screen, reduced to the match it would draw, recorded at every render. */
function Probe({ match, renders }: { match: RowMatch; renders: RowMatch[] }) {
  renders.push(useRowMatch(match, true, true));
  return null;
}

beforeEach(() => {
  TestObserver.all = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the slate row source', () => {
  it('keeps the object of a row drawn the same and tells only the listeners of changed rows', () => {
    const source = createRowSource();
    const [a, b] = listing();
    source.listingChanged([a, b]);
    const heard: number[] = [];
    source.subscribe(1, () => heard.push(1));
    source.subscribe(2, () => heard.push(2));
    const [a2, b2] = listing({ 2: ['AD', '40'] });
    source.listingChanged([a2, b2]);
    expect(source.get(1)).toBe(a);
    expect(source.get(2)).toBe(b2);
    expect(heard).toEqual([2]);
  });

  it('a listing rewrite that only writes the score the live store already shows does not render the row again', () => {
    const live = createLiveStore();
    const source = createRowSource();
    const [a] = listing();
    source.listingChanged([a]);
    const renders: RowMatch[] = [];
    render(
      <LiveStoreProvider store={live}>
        <RowSourceContext.Provider value={source}>
          <Probe match={a} renders={renders} />
        </RowSourceContext.Provider>
      </LiveStoreProvider>,
    );
    // The feed moves the score on; the row draws it from the store.
    act(() => live.scoreRead(1, { ...a.score, sequence: 999, points: ['40', '15'] } as Score, Date.now()));
    const stored = live.store.getState().scores[1]?.score;
    expect(stored?.sequence).toBe(999);
    // The cache writer then puts that very score into the listing: nothing new to draw.
    act(() => source.listingChanged([{ ...a, score: stored as RowMatch['score'] }]));
    expect(renders).toEqual([a]);
    // A listing score the store does not hold still reaches the row.
    const [a3] = listing({ 1: ['AD', '40'] });
    act(() => source.listingChanged([a3]));
    expect(renders.at(-1)).toBe(a3);
  });

  it('a listing rewrite repaints rows on screen; a row off screen shows its change when it comes on screen', async () => {
    let answer = listing();
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).includes('status=live')
        ? json(200, { data: answer, meta: { count: answer.length } })
        : json(200, { data: [], meta: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <LiveSlate />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('live-match', {}, { timeout: 10_000 });
    const rows = () => TestObserver.all.find((o) => o.targets.size === 3);
    // Row 1 on screen, rows 2 and 3 below the fold.
    act(() => rows()?.show((el) => firstName(el) === 'Player 1a'));

    answer = listing({ 1: ['15', '40'], 2: ['AD', '40'] });
    await act(() => client.refetchQueries({ queryKey: ['matches'] }));
    await waitFor(() => expect(rowOf('Player 1a')).toHaveTextContent('Points 15–40.'));
    // Unseen, row 2 was not re-rendered: it still shows the points it had.
    expect(rowOf('Player 2a')).toHaveTextContent('Points 30–15.');

    act(() => rows()?.show(() => true));
    expect(rowOf('Player 2a')).toHaveTextContent('Points AD–40.');
  }, 30_000);
});
