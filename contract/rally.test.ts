import { describe, expect, test } from 'vitest';
import { RallyMatchDetail, RallyMatchesQuery, RallyMatchList, RallyPageQuery } from './rally';
import { queryError, queryValue } from './test-samples';

const charted = () => ({
  rally_match_id: 5512,
  source_id: '20190714-M-Wimbledon-F-Novak_Djokovic-Roger_Federer',
  match_id: null,
  date: '2019-07-14',
  tournament: 'Wimbledon',
  round: 'F',
  surface: 'Grass',
  gender: 'M',
  best_of: 5,
  players: [
    { name: 'Novak Djokovic', hand: 'R' },
    { name: 'Roger Federer', hand: 'R' },
  ],
  points: 421,
  points_parsed: 419,
});

describe('rally', () => {
  test('list row and a detail page of points', () => {
    expect(RallyMatchList.parse({ data: [charted()], meta: { count: 1 } }).data[0].match_id).toBeNull();
    const d = RallyMatchDetail.parse({
      ...charted(),
      meta: { count: 1, limit: 50, offset: 0, total: 421 },
      rally: [
        {
          point: 1,
          score: '0-0',
          server: 1,
          point_winner: 1,
          raw: '4f8b3f*',
          parsed: true,
          serve_number: 1,
          serve_direction: 'wide',
          rally_length: 3,
          outcome: 'winner',
          is_unreturned: false,
          shots: [{ number: 1, code: '4', stroke: 'serve' }],
        },
      ],
    });
    expect(d.meta.total).toBe(421);
    expect(RallyMatchDetail.safeParse({ ...charted(), meta: { count: 1 }, rally: [] }).success).toBe(false);
    expect(
      RallyMatchList.safeParse({ data: [{ ...charted(), points: '421' }], meta: { count: 1 } }).success,
    ).toBe(false);
  });

  test('queries', () => {
    expect(queryValue(RallyMatchesQuery, { player: 'federer', gender: 'M' })).toEqual({
      player: 'federer',
      gender: 'M',
      limit: 50,
      offset: 0,
    });
    expect(queryError(RallyMatchesQuery, { gender: 'men' })?.error).toBe('bad_gender');
    expect(queryError(RallyMatchesQuery, { from: '14/07/2019' })?.error).toBe('bad_date');
    expect(queryError(RallyMatchesQuery, { from: '2019-07-15', to: '2019-07-14' })?.error).toBe('bad_window');
    expect(queryValue(RallyPageQuery, {})).toEqual({ limit: 50, offset: 0 });
  });
});
