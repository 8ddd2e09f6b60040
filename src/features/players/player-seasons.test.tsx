// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PlayerSeasons } from './player-seasons';

afterEach(cleanup);

it('never prints "null" or "[object Object]" for a season it cannot read', () => {
  render(
    <PlayerSeasons
      season={[
        { season: 2026, wins: 40, losses: null },
        { season: null, wins: 3, losses: 1 },
        { season: { year: 2025 }, wins: { n: 1 }, losses: 2 },
      ]}
    />,
  );
  const table = screen.getByRole('table');
  expect(table).toHaveTextContent('2026');
  expect(table).not.toHaveTextContent('null');
  expect(table).not.toHaveTextContent('[object Object]');
  expect(screen.getAllByRole('row')).toHaveLength(2);
});
