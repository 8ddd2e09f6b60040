import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

// The journeys' own reading of data/rankings, so a figure on screen is checked against the raw files
// rather than against the code that drew it.

const DIR = fileURLToPath(new URL('../data/rankings', import.meta.url));
const DAY = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A tour's list dates (oldest first), each with the players its raw lines rank 1. */
type ListTops = { date: string; firsts: number[] }[];

// One read of a tour's files per worker process, however many players a journey checks: the ATP
// files hold about 3 million lines, and a read with an array of fields and a date string for each
// took 7-10 s at load 3-5, four times in the careers' comparison (1.5 s for all four now).
const tops = new Map<'atp' | 'wta', ListTops>();

/** Each `YYYYMMDD` line's date and rank-1 player, walked in place (no array per line). */
function readTops(tour: 'atp' | 'wta'): ListTops {
  const byDate = new Map<string, number[]>();
  for (const f of readdirSync(DIR).filter((n) => n.startsWith(`${tour}_rankings_`))) {
    const text = gunzipSync(readFileSync(join(DIR, f))).toString('utf8');
    // The lines of one list follow each other: the date is checked and made once per run of them.
    let run = '';
    let firsts: number[] | null = null;
    for (let start = 0; start < text.length; ) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      let comma = text.indexOf(',', start);
      if (comma === -1 || comma > end) comma = end;
      const same = firsts !== null && comma - start === run.length && text.startsWith(run, start);
      if (!same) {
        const d = text.slice(start, comma);
        firsts = null;
        if (/^\d{8}$/.test(d)) {
          const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
          firsts = byDate.get(date) ?? [];
          byDate.set(date, firsts);
          run = d;
        }
      }
      // Rank "1" exactly: the field is one character and the line goes on to the player.
      if (firsts !== null && text[comma + 1] === '1' && text[comma + 2] === ',') {
        let idEnd = text.indexOf(',', comma + 3);
        if (idEnd === -1 || idEnd > end) idEnd = end;
        firsts.push(Number(text.slice(comma + 3, idEnd)));
      }
      start = end + 1;
    }
  }
  return [...byDate].map(([date, firsts]) => ({ date, firsts })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Every list date of a tour's raw files (oldest first), with whether the player is first on it. */
export function rawLists(tour: 'atp' | 'wta', player: number): { date: string; first: boolean }[] {
  let lists = tops.get(tour);
  if (!lists) {
    lists = readTops(tour);
    tops.set(tour, lists);
  }
  return lists.map(({ date, firsts }) => ({ date, first: firsts.includes(player) }));
}

/**
 * Weeks at No. 1 by the rule the page states: every calendar week (Monday to Sunday) whose newest
 * list has the player first; a week with no list of its own counts when a list follows within
 * five weeks (else the data lacks it).
 */
export function weeksAtOne(lists: readonly { date: string; first: boolean }[]): number {
  const monday = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  let n = 0;
  let i = 0;
  for (let m = monday(ms(lists[0].date)); m <= ms(lists[lists.length - 1].date); m += 7 * DAY) {
    while (i + 1 < lists.length && ms(lists[i + 1].date) <= m + 6 * DAY) i++;
    const l = lists[i];
    const next = lists[i + 1];
    const known = ms(l.date) >= m || (next !== undefined && ms(next.date) - ms(l.date) <= 35 * DAY);
    if (l.first && known) n++;
  }
  return n;
}
