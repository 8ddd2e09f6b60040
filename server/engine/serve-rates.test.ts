import { beforeAll, describe, expect, it } from 'vitest';
import { loadResults, loadResultsByTour, type ResultRow } from '../data/results';
import { rowColumns } from '../data/result-columns';
import { matchupServeProbabilities, normaliseName, serveRates, tourAverage } from './serve-rates';
import { buildIndex, type TourIndex, tourIndex } from './serve-rates-index';

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Rows where `name` played with usable serve stats on both sides, dated in [from, to), counted independently. */
function statRows(rows: ResultRow[], name: string, from: string, to: string) {
  const ok = (s: ResultRow['winnerStats']) =>
    s.svpt !== null &&
    s.svpt > 0 &&
    s.firstWon !== null &&
    s.secondWon !== null &&
    s.firstWon + s.secondWon <= s.svpt;
  return rows.filter(
    (r) =>
      (r.winner.name === name || r.loser.name === name) &&
      r.date >= from &&
      r.date < to &&
      ok(r.winnerStats) &&
      ok(r.loserStats),
  );
}

let atp: ResultRow[] = [];

beforeAll(() => {
  const t0 = performance.now();
  const all = loadResults();
  const t1 = performance.now();
  serveRates('Novak Djokovic', 'atp', '2012-01-16');
  serveRates('Serena Williams', 'wta', '2012-01-16');
  const t2 = performance.now();
  console.log(
    `results: ${all.length} rows parsed in ${(t1 - t0).toFixed(0)} ms; serve-rate indexes built in ${(t2 - t1).toFixed(0)} ms`,
  );
  atp = loadResultsByTour('atp');
});

describe('results loader', () => {
  it('reads every singles row of the four files with the documented shape', () => {
    const all = loadResults();
    // Row counts from data/README.md.
    expect(all.length).toBe(194_996 + 158_092 + 51_624 + 9_426);
    expect(atp.length).toBe(194_996 + 51_624);
    expect(all.filter((r) => !/^\d{4}-\d{2}-\d{2}$/.test(r.date)).length).toBe(0);
    expect(all.every((r) => r.surface === null || r.surface === r.surface.toLowerCase())).toBe(true);
    // The 1968 file opens with events dated December 1967, which belong to the 1968 season.
    expect(all.some((r) => r.date.startsWith('1967') && r.season === 1968)).toBe(true);
  });

  it('keeps empty stats as null and real zeros as 0', () => {
    const noStats = atp.filter((r) => r.winnerStats.svpt === null);
    const zeroAces = atp.filter((r) => r.winnerStats.ace === 0);
    expect(noStats.length).toBeGreaterThan(50_000);
    expect(zeroAces.length).toBeGreaterThan(1_000);
    expect(noStats.every((r) => r.winnerStats.firstWon === null)).toBe(true);
    // Partially filled rows exist (a 1975 row with aces only, walkovers with SvGms 0), but only a few.
    expect(
      noStats.filter((r) => r.winnerStats.ace !== null || r.winnerStats.svGms !== null).length,
    ).toBeLessThan(10);
  });
});

/** An index as text: every map in insertion order, every set and list in its order. */
const indexText = (idx: TourIndex) =>
  JSON.stringify(idx, (_, v) =>
    v instanceof Map
      ? [...v]
      : v instanceof Set
        ? [...v]
        : ArrayBuffer.isView(v)
          ? [...(v as Float64Array)]
          : v,
  );

describe('the serve-rate index', () => {
  it('built from the scanned start fields equals the one built from the parsed rows', () => {
    for (const tour of ['atp', 'wta'] as const)
      expect(
        indexText(tourIndex(tour)) === indexText(buildIndex([rowColumns(loadResultsByTour(tour))])),
      ).toBe(true);
  }, 300_000);
});

describe('serveRates', () => {
  it('has Djokovic serving above the ATP average before the 2012 Australian Open', () => {
    const r = serveRates('Novak Djokovic', 'atp', '2012-01-16');
    const avg = tourAverage('atp', '2012-01-16');
    expect(r.servePointsWon).toBeGreaterThan(avg.serve);
    expect(r.returnPointsWon).toBeGreaterThan(avg.return);
    expect(r.source).toBe('results_52w');
  });

  it('counts exactly the matches of the 52 weeks before the date and shrinks toward the average', () => {
    const before = '2012-01-16';
    const rows = statRows(atp, 'Novak Djokovic', shift(before, -364), before);
    const r = serveRates('Novak Djokovic', 'atp', before);
    expect(r.matches).toBe(rows.length);
    let svpt = 0;
    let won = 0;
    for (const m of rows) {
      const s = m.winner.name === 'Novak Djokovic' ? m.winnerStats : m.loserStats;
      svpt += s.svpt ?? 0;
      won += (s.firstWon ?? 0) + (s.secondWon ?? 0);
    }
    const raw = won / svpt;
    const avg = tourAverage('atp', before).serve;
    expect(r.servePointsWon).toBeLessThan(raw);
    expect(r.servePointsWon).toBeGreaterThan(avg + 0.8 * (raw - avg));
  });

  it('uses nothing dated on or after `before`', () => {
    // Alcaraz's first results with stats here are from 2019; the date filter alone keeps him unknown in 2017.
    expect(statRows(atp, 'Carlos Alcaraz', '2018-01-01', '2030-01-01').length).toBeGreaterThan(50);
    const early = serveRates('Carlos Alcaraz', 'atp', '2018-01-01');
    expect(early.matches).toBe(0);
    expect(early.source).toBe('tour_average');
    // A date in the middle of a season: the count must stop at the date, not at the end of the year.
    const mid = '2011-06-20';
    const r = serveRates('Novak Djokovic', 'atp', mid);
    expect(r.matches).toBe(statRows(atp, 'Novak Djokovic', shift(mid, -364), mid).length);
    expect(statRows(atp, 'Novak Djokovic', mid, '2011-12-31').length).toBeGreaterThan(5);
  });

  it('widens to 104 weeks only when 52 weeks hold fewer than 10 matches', () => {
    const before = '2016-03-01';
    const name = 'Juan Martin del Potro';
    const n52 = statRows(atp, name, shift(before, -364), before).length;
    const n104 = statRows(atp, name, shift(before, -728), before).length;
    const r = serveRates(name, 'atp', before);
    expect(r.source).toBe(n52 < 10 ? 'results_104w' : 'results_52w');
    expect(r.matches).toBe(n52 < 10 ? n104 : n52);
  });

  it('falls back to the tour average for an unknown name', () => {
    const r = serveRates('Zzyzx Qwertyuiop', 'wta', '2015-06-29');
    const avg = tourAverage('wta', '2015-06-29');
    expect(r).toEqual({
      servePointsWon: avg.serve,
      returnPointsWon: avg.return,
      matches: 0,
      source: 'tour_average',
    });
  });

  it('matches names across accents, hyphens and initials', () => {
    expect(normaliseName('Garbiñe Muguruza')).toBe('garbine muguruza');
    expect(normaliseName('Jo-Wilfried  Tsonga')).toBe('jo wilfried tsonga');
    const full = serveRates('Novak Djokovic', 'atp', '2019-01-14');
    expect(serveRates('N. Djokovic', 'atp', '2019-01-14')).toEqual(full);
    expect(serveRates('Garbiñe Muguruza', 'wta', '2019-01-14')).toEqual(
      serveRates('Garbine Muguruza', 'wta', '2019-01-14'),
    );
    expect(serveRates('A. Barty', 'wta', '2019-01-14').matches).toBeGreaterThan(10);
  });

  it('keeps real players within sane bounds', () => {
    const players: [string, 'atp' | 'wta'][] = [
      ['Novak Djokovic', 'atp'],
      ['John Isner', 'atp'],
      ['Diego Schwartzman', 'atp'],
      ['Serena Williams', 'wta'],
      ['Sara Errani', 'wta'],
    ];
    for (const [name, tour] of players) {
      for (const surface of [undefined, 'grass', 'clay']) {
        const r = serveRates(name, tour, '2017-06-26', surface);
        expect(r.servePointsWon).toBeGreaterThanOrEqual(0.4);
        expect(r.servePointsWon).toBeLessThanOrEqual(0.85);
        expect(r.returnPointsWon).toBeGreaterThanOrEqual(0.2);
        expect(r.returnPointsWon).toBeLessThanOrEqual(0.6);
      }
    }
    expect(serveRates('John Isner', 'atp', '2017-06-26').servePointsWon).toBeGreaterThan(
      serveRates('Diego Schwartzman', 'atp', '2017-06-26').servePointsWon,
    );
  });
});

describe('matchupServeProbabilities', () => {
  it('gives two unknown players the tour average on serve', () => {
    const m = matchupServeProbabilities('Nobody One', 'Nobody Two', 'atp', '2014-01-13', 'hard');
    const avg = tourAverage('atp', '2014-01-13', 'hard');
    expect(m.pServeA).toBeCloseTo(avg.serve, 12);
    expect(m.pServeB).toBeCloseTo(avg.serve, 12);
  });

  it('combines serve and return edges additively (Barnett–Clarke)', () => {
    const m = matchupServeProbabilities('Novak Djokovic', 'Rafael Nadal', 'atp', '2012-01-16', 'hard');
    const { a, b, tour } = m.inputs;
    expect(m.pServeA).toBeCloseTo(a.servePointsWon - (b.returnPointsWon - tour.return), 12);
    expect(m.pServeB).toBeCloseTo(b.servePointsWon - (a.returnPointsWon - tour.return), 12);
    const vsUnknown = matchupServeProbabilities('Novak Djokovic', 'Nobody', 'atp', '2012-01-16', 'hard');
    expect(vsUnknown.pServeA).toBeGreaterThan(m.pServeA);
  });
});
