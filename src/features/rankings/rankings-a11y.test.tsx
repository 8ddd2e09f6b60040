// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt } from '../../test/test-render';
import { RankingsPage } from './rankings-page';
import { eloRow, listing, official, perPlayer } from './test-rankings';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('the official table with a player’s history has no serious or critical axe violations', async () => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const p = new URL(String(input), 'http://localhost').searchParams;
    return json(
      200,
      p.get('player')
        ? perPlayer([official()])
        : listing([official(), official({ player_id: null, rank: 2 })]),
    );
  });
  const { container } = renderAt('/rankings?player=206173', '/rankings', <RankingsPage />);
  await screen.findByTestId('ranking-chart');
  expect(await seriousViolations(container)).toEqual([]);
});

it('the Elo ladder has no serious or critical axe violations', async () => {
  vi.stubGlobal('fetch', async () => json(200, listing([eloRow()], { system: 'elo' })));
  const { container } = renderAt('/rankings?tab=elo', '/rankings', <RankingsPage />);
  await screen.findAllByTestId('ranking-row');
  expect(await seriousViolations(container)).toEqual([]);
});
