// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { freshMonthStore } from '../../lib/weekly-lists/month-store';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt } from '../../test/test-render';
import { RankingsPage } from './rankings-page';
import { eloRow, listing, monthCsv, official } from './test-rankings';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('the official table with a player’s weekly career has no serious or critical axe violations', async () => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  freshMonthStore();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const u = new URL(String(input), 'http://localhost');
    const month = u.pathname.match(/packages\/(\d{4}-\d{2})$/)?.[1];
    if (month)
      return new Response(
        monthCsv(month, (date) => [
          { id: 1, rank: 2, name: 'Someone Else', rosterId: null },
          ...(date >= '2024-12-01' ? [{ id: 206173, rank: 1, name: 'Jannik Sinner', rosterId: 206173 }] : []),
        ]),
      );
    if (u.pathname.endsWith('/career')) return json(404, { error: 'not_found' });
    return json(200, listing([official(), official({ player_id: null, rank: 2 })]));
  });
  const { container } = renderAt(
    '/rankings?career=206173&career_name=Jannik+Sinner',
    '/rankings',
    <RankingsPage />,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Read 1 month' }));
  await screen.findByTestId('ranking-chart');
  expect(await seriousViolations(container)).toEqual([]);
});

it('the Elo ladder has no serious or critical axe violations', async () => {
  vi.stubGlobal('fetch', async () => json(200, listing([eloRow()], { system: 'elo' })));
  const { container } = renderAt('/rankings?tab=elo', '/rankings', <RankingsPage />);
  await screen.findAllByTestId('ranking-row');
  expect(await seriousViolations(container)).toEqual([]);
});
