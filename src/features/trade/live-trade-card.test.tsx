// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Score } from '../../../contract/score';
import { LiveStoreProvider } from '../../live/store/live-hooks';
import { createLiveStore } from '../../live/store/live-store';
import { LiveTradeCard } from './live-trade-card';
import { makeLiveMatch } from './test-rows';
import { toTradeRow } from './trade-row';

afterEach(cleanup);

function card(points: [string, string], alertsOn: boolean, announce: (t: string) => void) {
  const match = makeLiveMatch();
  const score = { ...(match.score as Score), points, server: 1 as const };
  return (
    <LiveStoreProvider store={createLiveStore()}>
      <MemoryRouter>
        <ul>
          <LiveTradeCard
            row={toTradeRow(match, score, undefined, 0)}
            alertsOn={alertsOn}
            announce={announce}
          />
        </ul>
      </MemoryRouter>
    </LiveStoreProvider>
  );
}

describe('LiveTradeCard player lines', () => {
  it('draws each player as the slate does: country, name, rank, and who serves', () => {
    // Queried within the card's own container: files share a worker's page (vitest.config.ts), and
    // a match page another file's test left in it once answered with its own two names.
    const { container } = render(card(['30', '15'], false, () => {}));
    const { getAllByTestId, getByTestId } = within(container);
    expect(getAllByTestId('player-name').map((el) => el.textContent)).toEqual([
      'Alcaraz\u00a0C.',
      'Sinner\u00a0J.',
    ]);
    const lines = [...container.querySelectorAll('[data-testid="trade-card"] p')].filter((p) =>
      p.querySelector('[data-testid="player-name"]'),
    );
    expect(lines[0]).toHaveTextContent(/^ESPAlcaraz\sC\.2serving/);
    expect(lines[1]).toHaveTextContent(/^ITASinner\sJ\.1/);
    expect(lines[1]).not.toHaveTextContent('serving');
    // The one serving dot, on the server's line.
    expect(lines[0]).toContainElement(getByTestId('server-marker'));
  });
});

describe('LiveTradeCard alerts', () => {
  it('announces a break point that opens while alerts are on', () => {
    const announce = vi.fn();
    const { rerender } = render(card(['30', '15'], true, announce));
    rerender(card(['30', '40'], true, announce));
    expect(announce).toHaveBeenCalledWith('Carlos Alcaraz v Jannik Sinner');
  });

  it('stays quiet without the opt-in', () => {
    const announce = vi.fn();
    const { rerender } = render(card(['30', '15'], false, announce));
    rerender(card(['30', '40'], false, announce));
    expect(announce).not.toHaveBeenCalled();
  });
});
