import { describe, expect, it } from 'vitest';
import { liveForecastBasis } from './live-forecast-basis';

describe('liveForecastBasis', () => {
  it('says in sentences what the chances rest on, with the rating week as a day', () => {
    const text = liveForecastBasis({ year: 2014, eloDate: '2014-01-13', surface: 'Hard', noModel: false });
    expect(text).toBe(
      'This edition replays the 2014 event. Each player’s chance to reach each round is worked out exactly over the 2014 draw from Elo as it stood when that event began (rated in the week of 13 Jan 2014, the mean of overall and hard-court Elo), a match won at 1 ÷ (1 + 10^(rating gap ÷ 400)). A match whose two players are known takes the service’s match model’s chance instead where it has one (counted below). A match this replay has already decided counts as played: its winner goes through.',
    );
    // No ISO dates nor the one long sentence of clauses the page had.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|newest rating week/);
  });

  it('names the plan when the model is refused, and rates carpet on overall Elo alone', () => {
    const text = liveForecastBasis({ year: 1990, eloDate: null, surface: 'Carpet', noModel: true });
    expect(text).toContain('from Elo as it stood when that event began, a match won at');
    expect(text).toContain(
      'The service’s match model is not available at this plan, so every chance here is from Elo.',
    );
    expect(text).not.toContain('counted below');
  });
});
