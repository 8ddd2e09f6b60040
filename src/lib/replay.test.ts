import { describe, expect, it } from 'vitest';
import { rankingTitle, replayDate, replayOf, replaySentence, replayYear } from './replay';

const replay = {
  source: 'slam_pbp',
  original_match_id: '2012-usopen-1101',
  original_event: "2012 US Open men's singles",
  original_date: '2012-08-27',
  note: 'A real match replayed from its point-by-point record.',
};

describe('replayOf', () => {
  it('reads the real event and date from the replay field', () => {
    expect(replayOf({ replay })).toEqual({ event: "2012 US Open men's singles", date: '2012-08-27' });
  });

  it('is null for a match that is not a replay or a field that is not an object', () => {
    expect(replayOf({})).toBeNull();
    expect(replayOf({ replay: null })).toBeNull();
    expect(replayOf({ replay: 'yes' })).toBeNull();
    expect(replayOf({ replay: [1] })).toBeNull();
  });

  it('keeps a replay whose event or date is missing, without inventing them', () => {
    expect(replayOf({ replay: { original_event: 42 } })).toEqual({ event: null, date: null });
  });
});

describe('replay words', () => {
  it('names the event, its date and that rankings are today’s', () => {
    const s = replaySentence({ event: "2012 US Open men's singles", date: '2012-08-27' });
    expect(s).toContain("2012 US Open men's singles");
    expect(s).toMatch(/27 Aug 2012|Aug 27, 2012/);
    expect(s).toContain("Rankings shown are today's");
  });

  it('says less, never something made up, when the field says less', () => {
    expect(replaySentence({ event: null, date: null })).toBe(
      "A replay of a real match from the past, played back point by point on today's clock. Rankings shown are today's.",
    );
    expect(replayDate('27/08/2012')).toBeNull();
    expect(replayYear({ event: '2021 Wimbledon doubles', date: null })).toBe('2021');
    expect(replayYear({ event: null, date: null })).toBeNull();
  });
});

describe('rankingTitle', () => {
  it('says a ranking is today’s, and on a replay that it is not the one held then', () => {
    expect(rankingTitle({})).toBe("Today's singles ranking");
    expect(rankingTitle({ replay })).toBe("Today's singles ranking, not the one held in 2012");
  });
});
