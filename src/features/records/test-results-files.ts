import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from '../../lib/parse-csv';
import type { HeldMonth } from '../../lib/weekly-lists/held-month';
import { emptyMonth } from '../../lib/weekly-lists/held-month';
import { type RecordMatch, type RecordTour, recordMatchesFromCsv } from './record-match';

// Test scaffolding: the bundled raw files turned into what the service's packages carry, so the
// records are computed here exactly as the page computes them from the packages.
const DATA = join(__dirname, '../../../data');
const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

/** The tour's main results file, 1968–2022, as one `kind=archive` package CSV would hold it. */
export function archiveMatchesFromRawFile(tour: RecordTour): RecordMatch[] {
  const text = gunzipSync(readFileSync(join(DATA, 'results', `${tour}_matches_1968_2024.csv.gz`))).toString(
    'utf8',
  );
  const [header, ...rows] = parseCsv(text);
  const c = (n: string) => header.indexOf(n);
  const lines = [
    'archive_match_id,tour,level,tournament,event_date,round,outcome,winner_player_id,winner_name,winner_age,loser_player_id,loser_name',
  ];
  rows.forEach((r, i) => {
    const date = r[c('tourney_date')] ?? '';
    if (date < '1968' || date >= '2023') return;
    const score = r[c('score')] ?? '';
    lines.push(
      [
        String(i + 1),
        tour,
        r[c('tourney_level')],
        quote(r[c('tourney_name')]),
        iso(date),
        r[c('round')],
        /W\/O|walkover/i.test(score) ? 'walkover' : 'completed',
        r[c('winner_id')],
        quote(r[c('winner_name')]),
        r[c('winner_age')],
        r[c('loser_id')],
        quote(r[c('loser_name')]),
      ].join(','),
    );
  });
  return recordMatchesFromCsv(lines.join('\n'));
}

/** Every list of the tour's raw ranking files held as months, with only who is first on each. */
export function topsHeldFromRawFiles(tour: RecordTour): HeldMonth[] {
  const dir = join(DATA, 'rankings');
  const dates = new Set<string>();
  const firsts = new Map<string, Set<number>>();
  for (const f of readdirSync(dir).filter((n) => n.startsWith(`${tour}_rankings_`)))
    for (const line of gunzipSync(readFileSync(join(dir, f)))
      .toString('utf8')
      .split('\n')) {
      const [date, rank, id] = line.split(',');
      if (!/^\d{8}$/.test(date ?? '')) continue;
      dates.add(iso(date));
      if (Number(rank) === 1) firsts.set(iso(date), (firsts.get(iso(date)) ?? new Set()).add(Number(id)));
    }
  const months = new Map<string, HeldMonth>();
  for (const d of [...dates].sort()) {
    const m = months.get(d.slice(0, 7)) ?? emptyMonth(d.slice(0, 7));
    months.set(d.slice(0, 7), m);
    const ids = [...(firsts.get(d) ?? [])];
    m.weeks[tour].push({ date: d, ids: Int32Array.from(ids), ranks: Int32Array.from(ids.map(() => 1)) });
  }
  return [...months.values()];
}
