import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { HeldMonth } from '../../lib/weekly-lists/held-month';
import { emptyMonth } from '../../lib/weekly-lists/held-month';
import { forEachRankingLine } from '../../lib/weekly-lists/test-ranking-files';
import { type RecordMatch, type RecordTour, recordMatchesFromCsv } from './record-match';

// Test scaffolding: the bundled raw files turned into what the service's packages carry, so the
// records are computed here exactly as the page computes them from the packages.
const DATA = join(__dirname, '../../../data');
const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;

/**
 * Made once per tour and worker: several files read the same tour, and each build decompresses and
 * reads 200k rows (seconds each). The records' functions copy before they sort, so a shared array
 * reaches every test as built.
 */
const built = new Map<RecordTour, RecordMatch[]>();

/** The tour's main results file, 1968–2022, as one `kind=archive` package CSV would hold it. */
export function archiveMatchesFromRawFile(tour: RecordTour): RecordMatch[] {
  let matches = built.get(tour);
  if (!matches) {
    matches = buildArchiveMatches(tour);
    built.set(tour, matches);
  }
  return matches;
}

/**
 * The raw file's rows split at commas and line ends: it holds no quote and no carriage return (so
 * no field spans a comma or a line), which is checked, since the general CSV reader's character
 * walk over 60 MB of text took most of this fixture's time.
 */
function rawRows(text: string): string[][] {
  if (text.includes('"') || text.includes('\r'))
    throw new Error(
      'The raw results file has quoted fields or CRLF line ends: read it with the general CSV reader.',
    );
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split(','));
}

function buildArchiveMatches(tour: RecordTour): RecordMatch[] {
  const text = gunzipSync(readFileSync(join(DATA, 'results', `${tour}_matches_1968_2024.csv.gz`))).toString(
    'utf8',
  );
  const [header, ...rows] = rawRows(text);
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
  // Keyed by the files' own YYYYMMDD, made ISO once per list rather than once per line (those keys
  // sort as their ISO forms do).
  const dates = new Set<string>();
  const firsts = new Map<string, Set<number>>();
  forEachRankingLine(tour, (date, rank, id) => {
    dates.add(date);
    if (Number(rank) === 1) firsts.set(date, (firsts.get(date) ?? new Set()).add(Number(id)));
  });
  const months = new Map<string, HeldMonth>();
  for (const raw of [...dates].sort()) {
    const d = iso(raw);
    const m = months.get(d.slice(0, 7)) ?? emptyMonth(d.slice(0, 7));
    months.set(d.slice(0, 7), m);
    const ids = [...(firsts.get(raw) ?? [])];
    m.weeks[tour].push({ date: d, ids: Int32Array.from(ids), ranks: Int32Array.from(ids.map(() => 1)) });
  }
  return [...months.values()];
}
