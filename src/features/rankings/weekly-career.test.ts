import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type ListRank, weeklyCareer } from './weekly-career';

const DIR = join(__dirname, '../../../data/rankings');
const SAMPRAS = '101948';
const EVERT = '200259';

const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** Every list date of a tour's raw files, with the player's best rank on it. */
function rawLists(tour: 'atp' | 'wta', player: string): ListRank[] {
  const byDate = new Map<string, number | null>();
  for (const f of readdirSync(DIR).filter((n) => n.startsWith(`${tour}_rankings_`))) {
    const text = gunzipSync(readFileSync(join(DIR, f))).toString('utf8');
    // Each line is `date,rank,player,...`, read by index: the files hold millions of lines, and
    // splitting them into line and field strings cost most of this file's time.
    const fieldEnd = (from: number, end: number) => {
      const comma = text.indexOf(',', from);
      return comma === -1 || comma > end ? end : comma;
    };
    let rawDate = '';
    let d = '';
    for (let start = 0; start < text.length; ) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      const dateEnd = fieldEnd(start, end);
      if (dateEnd - start === 8 && isDigits(text, start, dateEnd)) {
        if (rawDate === '' || !text.startsWith(rawDate, start)) {
          rawDate = text.slice(start, dateEnd);
          d = iso(rawDate);
        }
        const rankEnd = dateEnd < end ? fieldEnd(dateEnd + 1, end) : end;
        const idEnd = rankEnd < end ? fieldEnd(rankEnd + 1, end) : end;
        const theirs =
          rankEnd < end && idEnd - rankEnd - 1 === player.length && text.startsWith(player, rankEnd + 1);
        const rank = theirs ? Number(text.slice(dateEnd + 1, rankEnd)) : 0;
        const held = byDate.get(d) ?? null;
        if (theirs && rank > 0) byDate.set(d, held === null ? rank : Math.min(held, rank));
        else if (!byDate.has(d)) byDate.set(d, null);
      }
      start = end + 1;
    }
  }
  return [...byDate].map(([date, rank]) => ({ date, rank })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

function isDigits(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * The rule stated on the page, counted another way: walk every Monday and ask which list is the
 * newest published by that week's Sunday; the week counts when that list has the player first and
 * the data holds a list within five weeks after it (else the week is one the data lacks).
 */
function mondaysAtOne(lists: readonly ListRank[]): number {
  const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
  const day = 86_400_000;
  const monday = (t: number) => t - ((new Date(t).getUTCDay() + 6) % 7) * day;
  let n = 0;
  let i = 0;
  for (let m = monday(ms(lists[0].date)); m <= ms(lists[lists.length - 1].date); m += 7 * day) {
    while (i + 1 < lists.length && ms(lists[i + 1].date) <= m + 6 * day) i++;
    const l = lists[i];
    const next = lists[i + 1];
    const ownWeek = ms(l.date) >= m;
    const known = ownWeek || (next !== undefined && ms(next.date) - ms(l.date) <= 35 * day);
    if (l.rank === 1 && known) n++;
  }
  return n;
}

describe('weekly career from every list held', () => {
  it("counts Sampras's weeks at No. 1 from every ATP list in data/rankings", () => {
    const lists = rawLists('atp', SAMPRAS);
    const career = weeklyCareer(lists, lists[0].date);
    const listsFirst = lists.filter((l) => l.rank === 1).length;
    expect(career?.atOne.weeks).toBe(mondaysAtOne(lists));
    // Every list with him first counts its week; a fortnight without a list in his reign (the ATP
    // published none for two weeks at Christmas 1994 and in September 1997) counts the list that
    // stood through it. Measured: 285 weeks from 284 lists (the ATP counts 286).
    expect(career?.atOne.weeks).toBeGreaterThanOrEqual(listsFirst);
    expect((career?.atOne.weeks ?? 0) - listsFirst).toBeLessThanOrEqual(2);
    expect(career).toMatchObject({ best: 1, bestFirst: '1993-04-12', firstAtOne: '1993-04-12' });
    // His lists (1988-2003) sit between the data's holes: the count is exact, not a lower bound.
    expect(career?.atOne.atLeast).toBe(false);
    expect(career?.missing).toEqual([]);
  });

  it('says "at least" for Evert: the WTA lists held begin in 1984, during her career', () => {
    const lists = rawLists('wta', EVERT);
    const career = weeklyCareer(lists, lists[0].date);
    expect(career?.startsAtOldest).toBe(true);
    expect(career?.atOne.atLeast).toBe(true);
    expect(career?.first).toBe(lists[0].date);
  });

  it('names a hole in the data inside a career and counts no week in it', () => {
    const lists: ListRank[] = [
      { date: '2017-08-28', rank: 1 },
      { date: '2017-09-04', rank: 1 },
      { date: '2018-01-01', rank: 1 },
      { date: '2018-01-15', rank: 2 },
    ];
    const career = weeklyCareer(lists, '1973-08-27');
    expect(career?.missing).toEqual([{ from: '2017-09-11', to: '2017-12-25' }]);
    // 28 Aug and 4 Sep (one week each, the second before the hole), then 1 and 8 Jan.
    expect(career?.atOne).toEqual({ weeks: 4, atLeast: true });
    expect(career?.lastAtOne).toBe('2018-01-08');
  });
});
