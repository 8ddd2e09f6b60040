import { describe, expect, it } from 'vitest';
import { readCells } from './csv-cells';
import { elapsedOf, parseElapsed } from './slam-point-rows';

describe('a point clock read in place', () => {
  it('reads every clock as parseElapsed does (NaN for null)', () => {
    const values = [
      '0:00:00',
      '2:07:3',
      '47:41:10',
      '1:2:3',
      'x',
      ':1:2',
      '1::2',
      '1:123:4',
      '1:2:3:4',
      ' 1:02:03',
      '1:02',
    ];
    values.push('12345678901234567:00:00', '00012:00:01', '1:02:03 ');
    const cells = readCells(`t\n${values.join('\n')}\n`, ['t']);
    expect(values.map((_, r) => elapsedOf(cells, r, 0))).toStrictEqual(
      values.map((v) => parseElapsed(v) ?? Number.NaN),
    );
  });
});
