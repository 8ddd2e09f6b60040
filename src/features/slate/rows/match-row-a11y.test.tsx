// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pointFrame } from '../../../live/merge/test-frames';
import { LiveStoreProvider } from '../../../live/store/live-hooks';
import { createLiveStore } from '../../../live/store/live-store';
import { watchAlongStore } from '../../../live/watch-along/watch-along-store';
import { seriousViolations } from '../../../test/axe-structure';
import { makeRowMatch } from '../test-matches';
import { MatchRow } from './match-row';

beforeEach(() => {
  localStorage.clear();
  watchAlongStore.setState({ spoilerFree: true, hiddenMatchIds: [2] });
});

afterEach(() => {
  cleanup();
});

it('rows with every column, and a hidden row, have no serious or critical axe violations', async () => {
  const live = createLiveStore();
  const quote = (side: 1 | 2, mid: number) => ({
    side,
    mid,
    synthetic: false,
    timestamp: '2026-11-21T12:00:00Z',
  });
  const { container, getByText } = render(
    <MemoryRouter>
      <LiveStoreProvider store={live}>
        <ul>
          <MatchRow
            match={makeRowMatch(
              {
                event_status: 'Interrupted',
                market_price: { '1': quote(1, 0.6), '2': quote(2, 0.41) },
                replay: { original_event: '2012 US Open' },
              },
              { stale: true, age_seconds: 300, corroborated: false, win_probability_p1: 0.4 },
            )}
          />
          <MatchRow match={makeRowMatch({ id: 2 })} />
        </ul>
      </LiveStoreProvider>
    </MemoryRouter>,
  );
  act(() => live.framesReceived([pointFrame(1, 1, { winner: 1 }), pointFrame(1, 2, { winner: 1 })]));
  expect(getByText('Score hidden')).toBeInTheDocument();
  expect(await seriousViolations(container)).toEqual([]);
});
