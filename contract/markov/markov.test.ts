import { describe, expect, it } from 'vitest';
import { holdProbability, pointImportance, winProbability } from './markov';
import type { MatchFormat, ScoreState, Side } from './score-state';

// ---------------------------------------------------------------------------------------------
// Independent brute force: simulates point by point with its own rules and no closed forms.
// Loops (deuce, tiebreak past 6-6, advantage sets past 5-5) are cut by folding equivalent states
// together; deuce and tiebreak loops are solved by first-return decomposition, the advantage-set
// loop by carrying every value as an affine function c + k·x of the unknown value x of the 5-5 state.
// ---------------------------------------------------------------------------------------------

interface Bf {
  sa: number;
  sb: number;
  ga: number;
  gb: number;
  pa: number;
  pb: number;
  server: Side;
  tb: number;
  tbFirst: number;
}
type Aff = [number, number];
const flip = (s: Side): Side => (s === 1 ? 2 : 1);

function bruteForce(fmt: MatchFormat, p1: number, p2: number) {
  const need = fmt.bestOf === 5 ? 3 : 2;
  const ruleOf = (s: Bf) => {
    if (s.sa !== need - 1 || s.sb !== need - 1) return 'tiebreak7';
    return fmt.deciderIsMatchTiebreak ? 'mtb' : fmt.finalSet;
  };

  const endSet = (s: Bf, w: Side, next: Side): Bf | Side => {
    const sa = s.sa + (w === 1 ? 1 : 0);
    const sb = s.sb + (w === 2 ? 1 : 0);
    if (sa === need) return 1;
    if (sb === need) return 2;
    const n: Bf = { sa, sb, ga: 0, gb: 0, pa: 0, pb: 0, server: next, tb: 0, tbFirst: 0 };
    if (ruleOf(n) === 'mtb') return { ...n, tb: 10, tbFirst: next };
    return n;
  };

  const fold = (s: Bf): Bf => {
    const n = { ...s };
    if (n.tb) {
      while (Math.min(n.pa, n.pb) >= n.tb + 1) {
        n.pa -= 2;
        n.pb -= 2;
      }
    } else {
      const m = Math.min(n.pa, n.pb);
      if (m > 3) [n.pa, n.pb] = [n.pa - (m - 3), n.pb - (m - 3)];
      const g = Math.min(n.ga, n.gb);
      if (ruleOf(n) === 'advantage' && g > 5) [n.ga, n.gb] = [n.ga - (g - 5), n.gb - (g - 5)];
    }
    return n;
  };

  const step = (s: Bf, p1Won: boolean): Bf | Side => {
    const pa = s.pa + (p1Won ? 1 : 0);
    const pb = s.pb + (p1Won ? 0 : 1);
    if (s.tb) {
      if (Math.max(pa, pb) >= s.tb && Math.abs(pa - pb) >= 2)
        return endSet(s, pa > pb ? 1 : 2, flip(s.tbFirst as Side));
      // After the first point and then after every second one, the serve changes hands.
      const server = (pa + pb) % 2 === 1 ? flip(s.server) : s.server;
      return fold({ ...s, pa, pb, server });
    }
    const over = fmt.noAd ? pa >= 4 || pb >= 4 : Math.max(pa, pb) >= 4 && Math.abs(pa - pb) >= 2;
    if (!over) return fold({ ...s, pa, pb });
    const ga = s.ga + (pa > pb ? 1 : 0);
    const gb = s.gb + (pa > pb ? 0 : 1);
    const next = flip(s.server);
    const rule = ruleOf(s);
    const tbAt = rule === 'tiebreak7at12' ? 12 : rule === 'advantage' ? -1 : 6;
    if (ga === tbAt && gb === tbAt) {
      return { ...s, ga, gb, pa: 0, pb: 0, server: next, tb: rule === 'tiebreak10' ? 10 : 7, tbFirst: next };
    }
    if (Math.max(ga, gb) >= 6 && Math.abs(ga - gb) >= 2) return endSet(s, ga > gb ? 1 : 2, next);
    return fold({ ...s, ga, gb, pa: 0, pb: 0, server: next });
  };

  const key = (s: Bf) => `${s.sa},${s.sb},${s.ga},${s.gb},${s.pa},${s.pb},${s.server},${s.tb},${s.tbFirst}`;
  const pPoint = (s: Bf, p1Won: boolean) => {
    const w = s.server === 1 ? p1 : 1 - p2;
    return p1Won ? w : 1 - w;
  };
  const isLoopHead = (s: Bf) =>
    s.tb ? s.pa === s.pb && s.pa >= s.tb - 1 : !fmt.noAd && s.pa === 3 && s.pb === 3;
  const inLoop = (s: Bf, h: Bf) =>
    s.sa === h.sa &&
    s.sb === h.sb &&
    s.ga === h.ga &&
    s.gb === h.gb &&
    s.tb === h.tb &&
    Math.min(s.pa, s.pb) >= (s.tb ? s.tb - 1 : 3);
  const inAdvTail = (s: Bf) => !s.tb && ruleOf(s) === 'advantage' && s.ga >= 5 && s.gb >= 5;
  const headOf = (s: Bf): Bf => ({
    ...s,
    ga: 5,
    gb: 5,
    pa: 0,
    pb: 0,
    server: (s.ga + s.gb) % 2 === 0 ? s.server : flip(s.server),
  });

  const memo = new Map<string, Aff>();
  const open = new Set<string>();
  const at = (n: Bf | Side): Aff => (typeof n === 'number' ? [n === 1 ? 1 : 0, 0] : value(n));

  const expand = (s: Bf): Aff => {
    const w = pPoint(s, true);
    const [a, b] = [at(step(s, true)), at(step(s, false))];
    return [w * a[0] + (1 - w) * b[0], w * a[1] + (1 - w) * b[1]];
  };

  // Sum over paths from the head until they leave the loop or come back to it: V = exits / (1 − P(back)).
  const firstReturn = (h: Bf): Aff => {
    const hk = key(h);
    let back = 0;
    const acc: Aff = [0, 0];
    const walk = (s: Bf, prob: number) => {
      for (const won of [true, false]) {
        const pr = prob * pPoint(s, won);
        const n = step(s, won);
        if (typeof n !== 'number' && key(n) === hk) back += pr;
        else if (typeof n !== 'number' && inLoop(n, h)) walk(n, pr);
        else {
          const v = at(n);
          acc[0] += pr * v[0];
          acc[1] += pr * v[1];
        }
      }
    };
    walk(h, 1);
    return [acc[0] / (1 - back), acc[1] / (1 - back)];
  };

  function value(s: Bf): Aff {
    const k = key(s);
    if (open.has(k)) return [0, 1];
    if (inAdvTail(s) && !memo.has(k)) {
      const h = headOf(s);
      if (!open.has(key(h)) && !memo.has(key(h)) && key(h) !== k) value(h);
    }
    const hit = memo.get(k);
    if (hit) return hit;
    let out: Aff;
    if (isLoopHead(s)) out = firstReturn(s);
    else if (inAdvTail(s) && s.ga === 5 && s.gb === 5 && s.pa === 0 && s.pb === 0) {
      open.add(k);
      const f = expand(s);
      open.delete(k);
      out = [f[0] / (1 - f[1]), 0];
    } else out = expand(s);
    memo.set(k, out);
    return out;
  }

  const resolve = (n: Bf | Side): number => {
    if (typeof n === 'number') return n === 1 ? 1 : 0;
    const s = fold(n);
    const [c, k] = value(s);
    return k === 0 ? c : c + k * value(headOf(s))[0];
  };
  return {
    win: resolve,
    importance: (s: Bf) => resolve(step(fold(s), true)) - resolve(step(fold(s), false)),
  };
}

// ---------------------------------------------------------------------------------------------

interface Case {
  name: string;
  sets: [number, number];
  games: [number, number];
  points: [number, number];
  server?: Side;
  tb?: 0 | 7 | 10;
  tbFirst?: Side;
}

/** Builds the same position as a ScoreState and as a brute-force state; the tiebreak server comes from replaying the rotation. */
function build(c: Case): { state: ScoreState; bf: Bf } {
  let server: Side = c.server ?? 1;
  if (c.tb) {
    server = c.tbFirst ?? 1;
    for (let k = 1; k <= c.points[0] + c.points[1]; k++) if (k % 2 === 1) server = flip(server);
  }
  const prev = c.sets[0] + c.sets[1];
  const g1 = Array.from({ length: prev }, (_, i) => (i < c.sets[0] ? 6 : 3));
  const g2 = Array.from({ length: prev }, (_, i) => (i < c.sets[0] ? 3 : 6));
  const state: ScoreState = {
    sets: c.sets,
    games: [
      [...g1, c.games[0]],
      [...g2, c.games[1]],
    ],
    points: c.points,
    tiebreakTo: c.tb ?? 0,
    server,
    tiebreakFirstServer: c.tb ? (c.tbFirst ?? 1) : null,
    winner: null,
  };
  const bf: Bf = {
    sa: c.sets[0],
    sb: c.sets[1],
    ga: c.games[0],
    gb: c.games[1],
    pa: c.points[0],
    pb: c.points[1],
    server,
    tb: c.tb ?? 0,
    tbFirst: c.tb ? (c.tbFirst ?? 1) : 0,
  };
  return { state, bf };
}

const fmt = (bestOf: 3 | 5, finalSet: MatchFormat['finalSet'], mtb = false, noAd = false): MatchFormat => ({
  bestOf,
  finalSet,
  deciderIsMatchTiebreak: mtb,
  noAd,
});

const FORMATS: MatchFormat[] = [
  fmt(3, 'tiebreak7'),
  fmt(3, 'advantage'),
  fmt(3, 'tiebreak10'),
  fmt(3, 'tiebreak7at12'),
  fmt(5, 'tiebreak7'),
  fmt(5, 'advantage'),
  fmt(5, 'tiebreak10'),
  fmt(5, 'tiebreak7at12'),
  fmt(3, 'tiebreak7', true, true),
];

function casesFor(f: MatchFormat): Case[] {
  const d = f.bestOf === 5 ? 2 : 1;
  const decider: [number, number] = [d, d];
  const out: Case[] = [
    { name: '0-0 p1 serving', sets: [0, 0], games: [0, 0], points: [0, 0], server: 1 },
    { name: '0-0 p2 serving', sets: [0, 0], games: [0, 0], points: [0, 0], server: 2 },
    { name: 'mid-game deuce', sets: [1, 0], games: [3, 4], points: [3, 3], server: 2 },
    { name: 'advantage receiver', sets: [0, 1], games: [5, 4], points: [3, 4], server: 1 },
    { name: 'break point 30-40', sets: [0, 0], games: [2, 2], points: [2, 3], server: 1 },
    { name: 'tiebreak 5-6', sets: [0, 1], games: [6, 6], points: [5, 6], tb: 7, tbFirst: 1 },
    { name: 'tiebreak 9-9', sets: [1, 0], games: [6, 6], points: [9, 9], tb: 7, tbFirst: 2 },
    { name: 'tiebreak 10-9', sets: [1, 0], games: [6, 6], points: [10, 9], tb: 7, tbFirst: 2 },
  ];
  if (f.deciderIsMatchTiebreak) {
    // No-ad games never reach advantage, so that position does not exist there.
    if (f.noAd)
      out.splice(
        out.findIndex((c) => c.name === 'advantage receiver'),
        1,
      );
    out.push({
      name: 'match tiebreak 8-9',
      sets: decider,
      games: [0, 0],
      points: [8, 9],
      tb: 10,
      tbFirst: 2,
    });
    out.push({
      name: 'match tiebreak 0-0',
      sets: decider,
      games: [0, 0],
      points: [0, 0],
      tb: 10,
      tbFirst: 1,
    });
    return out;
  }
  out.push({ name: 'decider 4-5 30-30', sets: decider, games: [4, 5], points: [2, 2], server: 1 });
  out.push({ name: 'decider 5-5 0-0', sets: decider, games: [5, 5], points: [0, 0], server: 2 });
  if (f.finalSet === 'advantage') {
    out.push({ name: 'decider 10-10', sets: decider, games: [10, 10], points: [0, 0], server: 1 });
    out.push({ name: 'decider 11-10 deuce', sets: decider, games: [11, 10], points: [3, 3], server: 2 });
    out.push({ name: 'decider 17-18 AD p1', sets: decider, games: [17, 18], points: [4, 3], server: 2 });
  } else if (f.finalSet === 'tiebreak7at12') {
    out.push({ name: 'decider 11-11', sets: decider, games: [11, 11], points: [2, 1], server: 1 });
    out.push({
      name: 'decider tiebreak 4-5',
      sets: decider,
      games: [12, 12],
      points: [4, 5],
      tb: 7,
      tbFirst: 2,
    });
  } else {
    const tb = f.finalSet === 'tiebreak10' ? 10 : 7;
    out.push({ name: 'decider tiebreak 8-9', sets: decider, games: [6, 6], points: [8, 9], tb, tbFirst: 1 });
  }
  return out;
}

const PAIRS: [number, number][] = [
  [0.64, 0.58],
  [0.55, 0.71],
];

describe('hold probability (published closed form)', () => {
  it('p = 0.6 gives 0.7357', () => expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4));
  it('p = 2/3 gives 208/243 exactly', () =>
    expect(Math.abs(holdProbability(2 / 3) - 208 / 243)).toBeLessThan(1e-12));
  it('no-ad at p = 0.6 plays deuce as one point', () => {
    const p = 0.6;
    const q = 0.4;
    expect(holdProbability(p, true)).toBeCloseTo(
      p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 4 * q ** 3,
      12,
    );
  });
});

describe('winProbability against the point-by-point brute force', () => {
  for (const f of FORMATS) {
    const label = `bo${f.bestOf} ${f.finalSet}${f.deciderIsMatchTiebreak ? ' match-tiebreak' : ''}${f.noAd ? ' no-ad' : ''}`;
    it(label, () => {
      for (const [p1, p2] of PAIRS) {
        const bf = bruteForce(f, p1, p2);
        for (const c of casesFor(f)) {
          const { state, bf: s } = build(c);
          const expected = bf.win(s);
          const got = winProbability(state, f, p1, p2);
          expect(Math.abs(got - expected), `${c.name} p=${p1},${p2}: ${got} vs ${expected}`).toBeLessThan(
            1e-9,
          );
          const imp = pointImportance(state, f, p1, p2);
          expect(Math.abs(imp - bf.importance(s)), `importance ${c.name}`).toBeLessThan(1e-9);
        }
      }
    });
  }
});
