import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// Test scaffolding: the bundled raw ranking files, for the tests that check figures against them.
const DIR = join(__dirname, '../../../data/rankings');

/**
 * Each line of a tour's raw ranking files whose first field is a `YYYYMMDD` date, with its next two
 * fields (rank, player) as `line.split(',')` gives them. Read in place: the files hold 5 million
 * lines, and an array of fields for each was most of these fixtures' time.
 */
export function forEachRankingLine(
  tour: 'atp' | 'wta',
  visit: (date: string, rank: string | undefined, player: string | undefined) => void,
): void {
  for (const f of readdirSync(DIR).filter((n) => n.startsWith(`${tour}_rankings_`))) {
    const text = gunzipSync(readFileSync(join(DIR, f))).toString('utf8');
    const fieldEnd = (from: number, end: number) => {
      const comma = text.indexOf(',', from);
      return comma === -1 || comma > end ? end : comma;
    };
    for (let start = 0; start < text.length; ) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      const dateEnd = fieldEnd(start, end);
      const date = text.slice(start, dateEnd);
      if (/^\d{8}$/.test(date)) {
        const rankEnd = dateEnd < end ? fieldEnd(dateEnd + 1, end) : end;
        const rank = dateEnd < end ? text.slice(dateEnd + 1, rankEnd) : undefined;
        const player = rankEnd < end ? text.slice(rankEnd + 1, fieldEnd(rankEnd + 1, end)) : undefined;
        visit(date, rank, player);
      }
      start = end + 1;
    }
  }
}
