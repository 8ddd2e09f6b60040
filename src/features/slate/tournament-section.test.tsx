// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
