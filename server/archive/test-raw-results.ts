import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../data/data-dir';

/**
 * Test aid: the singles results files read the plainest way (split on commas; these files carry
 * no quotes), independent of server/data/results.ts, so tests compare against the raw CSV.
 */
export interface RawFile {
  header: string[];
  lines: string[];
}

const cache = new Map<string, RawFile>();

function rawFile(file: string): RawFile {
  const known = cache.get(file);
  if (known) return known;
  const lines = gunzipSync(readFileSync(dataPath('results', file)))
    .toString('utf8')
    .split('\n');
  const raw = {
    header: lines[0].split(','),
    lines: lines.slice(1).filter((l) => l !== ''),
  };
  cache.set(file, raw);
  return raw;
}

export type RawRow = Record<string, string>;

/** Rows of a results file as records of just the named columns; `contains` pre-filters raw lines. */
export function rawResults(file: string, columns: readonly string[], contains?: string): RawRow[] {
  const { header, lines } = rawFile(file);
  const at = columns.map((c) => header.indexOf(c));
  const out: RawRow[] = [];
  for (const line of lines) {
    if (contains !== undefined && !line.includes(contains)) continue;
    const cells = line.split(',');
    out.push(Object.fromEntries(columns.map((c, k) => [c, cells[at[k]] ?? ''])));
  }
  return out;
}

/** Number of data rows of a file. */
export const rawCount = (file: string, keep: (season: number) => boolean): number =>
  rawFile(file).lines.filter((l) => keep(Number(l.slice(0, 4)))).length;

export const ATP_TOUR = 'atp_matches_1968_2024.csv.gz';
export const WTA_TOUR = 'wta_matches_1968_2024.csv.gz';

/** Season from the first four characters of tourney_id (data/README.md), inside the archive's 1968–2022. */
export const archiveSeason = (season: number): boolean => season >= 1968 && season <= 2022;
export const inArchive = (r: RawRow): boolean => archiveSeason(Number(r.tourney_id.slice(0, 4)));
