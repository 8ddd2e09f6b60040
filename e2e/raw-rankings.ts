import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

// The journeys' own reading of data/rankings, so a figure on screen is checked against the raw files
// rather than against the code that drew it.

const DIR = fileURLToPath(new URL('../data/rankings', import.meta.url));
const DAY = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** Every list date of a tour's raw files (oldest first), with whether the player is first on it. */
export function rawLists(tour: 'atp' | 'wta', player: number): { date: string; first: boolean }[] {
  const lists = new Map<string, boolean>();
  for (const f of readdirSync(DIR).filter((n) => n.startsWith(`${tour}_rankings_`))) {
    for (const line of gunzipSync(readFileSync(join(DIR, f)))
      .toString('utf8')
      .split('\n')) {
      const [d, rank, id] = line.split(',');
      if (!/^\d{8}$/.test(d ?? '')) continue;
      const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
      lists.set(date, lists.get(date) === true || (rank === '1' && Number(id) === player));
    }
  }
  return [...lists].map(([date, first]) => ({ date, first })).sort((a, b) => (a.date < b.date ? -1 : 1));
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
