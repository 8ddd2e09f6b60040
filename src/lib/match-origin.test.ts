import { describe, expect, it } from 'vitest';
import { matchOrigin } from './match-origin';

describe('matchOrigin', () => {
  it('names the real match a replay stands for', () => {
    const replay = {
      tournament: 'Wimbledon',
      replay: { original_event: '2022 Wimbledon doubles', original_date: '2022-06-27' },
    };
    expect(matchOrigin(replay)).toEqual({
      event: '2022 Wimbledon doubles',
      date: '2022-06-27',
      replayed: true,
    });
  });

  it('gives a 2023–24 result its event start, and null where nothing is sent', () => {
    expect(matchOrigin({ tournament: 'Indian Wells', event_date: '2023-03-06' })).toEqual({
      event: 'Indian Wells',
      date: '2023-03-06',
      replayed: false,
    });
    expect(matchOrigin({})).toEqual({ event: null, date: null, replayed: false });
  });
});
