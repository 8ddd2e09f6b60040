// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../../contract/match';
import type { Tournament } from '../../../contract/tournament';
import { withTier } from '../../test/test-budget';
import { json, renderAt } from '../../test/test-render';
import { LiveForecastPanel } from './live-forecast-panel';
import { makeTournament, makeWireMatch } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// One main-draw match set to play that the service has analysed; every other read is refused.
const upcoming = makeWireMatch({ id: 5, status: 'upcoming', has_analysis: true }) as unknown as Match;

function setup(tier: 'pro' | 'ultra') {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    json(403, { error: 'upgrade_required', detail: 'Needs a higher plan.' }),
  );
  vi.stubGlobal('fetch', fetch);
  renderAt(
    '/t',
    '/t',
    withTier(
      tier,
      <LiveForecastPanel
        tournament={makeTournament() as unknown as Tournament}
        liveRounds={[]}
        matches={[upcoming]}
        year={2014}
      />,
    ),
  );
  return () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

describe('LiveForecastPanel and the service’s model', () => {
  it('says the model is not available below ULTRA and spends no request on it', async () => {
    const paths = setup('pro');
    expect(await screen.findByTestId('live-forecast-basis')).toHaveTextContent(
      'The service’s match model is not available at this plan, so every chance here is from Elo.',
    );
    await waitFor(() => expect(paths().length).toBeGreaterThan(0));
    expect(paths().filter((p) => p.endsWith('/analysis'))).toEqual([]);
  });

  it('reads the pre-match chance of a match set to play at ULTRA, one request for it', async () => {
    const paths = setup('ultra');
    await waitFor(() =>
      expect(paths().filter((p) => p.endsWith('/analysis'))).toEqual(['/api/matches/5/analysis']),
    );
    expect(screen.getByTestId('live-forecast-basis')).not.toHaveTextContent('not available at this plan');
  });
});
