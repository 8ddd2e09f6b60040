import { describe, expect, it } from 'vitest';
import { matchesToCheck, pointsLost } from './gateway-points';

describe('points lost, as bench:gateway counts them', () => {
  const truth = () => [1, 2, 3, 4, 5, 6, 7];
  it('counts the seqs after what a browser had at the moment and up to its newest that it never got', () => {
    const browsers = [
      {
        gateway: 0,
        reconnects: 0,
        points: [
          [
            9,
            [
              [1, 10],
              [2, 20],
              [5, 40],
              [6, 41],
            ],
          ],
        ] as [number, Array<[number, number]>][],
      },
    ];
    expect(pointsLost(browsers, 30, truth)).toEqual({
      checked: 4,
      lost: 2,
      missing: [
        [9, 3],
        [9, 4],
      ],
    });
    expect(matchesToCheck(browsers, 30)).toEqual(new Map([[9, 2]]));
  });

  it('leaves out a match the browser had not heard of before the moment, and counts each browser', () => {
    const browsers = [
      { gateway: 0, reconnects: 0, points: [[9, [[4, 50]]]] as [number, Array<[number, number]>][] },
      {
        gateway: 1,
        reconnects: 0,
        points: [
          [
            9,
            [
              [1, 10],
              [2, 35],
              [3, 36],
            ],
          ],
        ] as [number, Array<[number, number]>][],
      },
    ];
    expect(pointsLost(browsers, 30, truth)).toEqual({ checked: 2, lost: 0, missing: [] });
  });

  it('checks only the seqs it is told to count', () => {
    const browsers = [
      {
        gateway: 0,
        reconnects: 0,
        points: [
          [
            9,
            [
              [1, 10],
              [6, 41],
            ],
          ],
        ] as [number, Array<[number, number]>][],
      },
    ];
    // 2–4 were published before the moment (missed earlier); only 5 and 6 are the moment's.
    expect(pointsLost(browsers, 30, truth, (_, seq) => seq >= 5)).toEqual({
      checked: 2,
      lost: 1,
      missing: [[9, 5]],
    });
  });
});
