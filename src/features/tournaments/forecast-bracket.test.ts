import { describe, expect, it } from 'vitest';
import type { DrawMatch } from './draw-model';
import { orderDraw } from './draw-model';
import { actualPaths, bracketOf } from './forecast-bracket';

const m = (key: string, round: string, a: string, b: string): DrawMatch => ({
  key,
  round,
  sides: [
    { name: a, seed: null, entry: null, country: null },
    { name: b, seed: null, entry: null, country: null },
  ],
  winner: 0,
  sets: [],
  status: 'completed',
  href: null,
  scheduled: null,
});

describe('bracketOf', () => {
  it('rebuilds the bracket from the final back, a bye entering where it enters', () => {
    // G had a bye into the semi-finals; winner first, as the archive prints results (orderDraw turns
    // a match whose only feeder is its second side the other way up).
    const rounds = orderDraw([
      m('qf1', 'QF', 'A', 'B'),
      m('qf2', 'QF', 'C', 'D'),
      m('qf3', 'QF', 'E', 'F'),
      m('sf1', 'SF', 'C', 'A'),
      m('sf2', 'SF', 'G', 'E'),
      m('f', 'F', 'G', 'C'),
    ]);
    const text = (n: ReturnType<typeof bracketOf>): string =>
      !n ? '' : n.kind === 'entry' ? n.player : `(${text(n.sides[0])} ${text(n.sides[1])})`;
    expect(text(bracketOf(rounds))).toBe('(((E F) G) ((C D) (A B)))');
    const paths = actualPaths(rounds);
    expect(paths.get('G')).toMatchObject({ round: 'F', champion: true });
    expect(paths.get('C')).toMatchObject({ round: 'F', champion: false });
    expect(paths.get('E')).toMatchObject({ round: 'SF', champion: false });
    expect(paths.get('B')).toMatchObject({ round: 'QF', champion: false });
  });

  it('has no bracket before the final is known', () => {
    expect(bracketOf(orderDraw([m('sf1', 'SF', 'A', 'B')]))).toBeNull();
  });
});
