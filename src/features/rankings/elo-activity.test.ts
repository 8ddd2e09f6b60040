import { describe, expect, it } from 'vitest';
import { activityRule, lastEventWeek } from './elo-activity';

describe('lastEventWeek', () => {
  it('is the Monday of the last event, two weeks before its record took effect', () => {
    // Nadal's overall record of 2 Dec 2024: the Davis Cup Finals, begun 19 Nov 2024 (a Tuesday).
    expect(lastEventWeek('2024-12-02', 14)).toBe('2024-11-18');
    // His clay record of 12 Aug 2024: the Olympics, begun 27 Jul 2024.
    expect(lastEventWeek('2024-08-12', 14)).toBe('2024-07-29');
  });

  it('is absent without a date', () => {
    expect(lastEventWeek(null, 14)).toBeNull();
    expect(lastEventWeek('soon', 14)).toBeNull();
  });
});

describe('activityRule', () => {
  it('states the window and that retirements are not recorded', () => {
    expect(activityRule({ minMatches: 20, weeks: 52, surface: 'Clay' })).toBe(
      'Listed: players with at least 20 matches on clay and one in the 52 weeks before the date. The data does not record retirements, so a player who has retired stays listed until 52 weeks after their last event.',
    );
    expect(activityRule({ minMatches: 20, weeks: 26, surface: null })).toMatch(
      /^Listed: players with at least 20 matches and one in the 26 weeks before the date\./,
    );
  });
});
