import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { heldEloYears, readEloYears } from '../../api/read-elo-years';
import type { ReadProgress } from '../../api/read-package-periods';
import { readMonths } from '../../api/read-ranking-months';
import { readCoverage } from '../../lib/rankings-coverage';
import type { WeeklySystem } from '../../lib/weekly-lists/held-month';
import { monthStore } from '../../lib/weekly-lists/month-store';
import { archiveQueries } from '../../queries/history-queries';
import { useHeldSource } from '../../queries/use-held-source';
import { type CompareData, compareMonths, compareYears } from './compare-careers';
import { PAGE_SIZE } from './rankings-url';

export interface ComparedPlayer {
  id: number;
  name: string;
}

// One series of periods for the held-source hook: months of lists (`m2001-05`) and Elo years (`y2001`).
const M = 'm';
const Y = 'y';
const split = (periods: readonly string[]) => ({
  months: periods.filter((p) => p.startsWith(M)).map((p) => p.slice(1)),
  years: periods.filter((p) => p.startsWith(Y)).map((p) => p.slice(1)),
});

const source = {
  held: async (periods: readonly string[]) => {
    const { months, years } = split(periods);
    return (await monthStore().get(months)).size + (await heldEloYears(years));
  },
  read: async (
    periods: readonly string[],
    opts: { signal: AbortSignal; onProgress: (p: ReadProgress) => void },
  ): Promise<CompareData> => {
    const { months, years } = split(periods);
    // One progress over both reads: the months first, then the years on top of them.
    let before: ReadProgress = { done: 0, asked: periods.length, requests: 0, bytes: 0 };
    const add = (p: ReadProgress) =>
      opts.onProgress({
        done: before.done + p.done,
        asked: periods.length,
        requests: before.requests + p.requests,
        bytes: before.bytes + p.bytes,
      });
    let last: ReadProgress = before;
    const got = await readMonths(months, monthStore(), {
      signal: opts.signal,
      onProgress: (p) => {
        last = p;
        add(p);
      },
    });
    before = { ...last, asked: periods.length };
    const elo = await readEloYears(years, { signal: opts.signal, onProgress: add });
    return { months: months.flatMap((m) => got.get(m) ?? []), years: elo };
  },
};

/**
 * Up to four careers of one tour from the same held history as the single careers and the records:
 * the monthly lists their archive spans cover and the Elo years over them. Held periods cost no
 * request; the others are announced (`state.step === 'consent'`) and read only on `consent()`.
 */
export function useCompareCareers(system: WeeklySystem, players: readonly ComparedPlayer[]) {
  const latest = useQuery(archiveQueries.rankings({ system: [system], limit: PAGE_SIZE, offset: 0 }));
  const careers = useQueries({
    queries: players.map((p) => archiveQueries.career({ name: p.name })),
  });
  const bios = useQueries({
    queries: players.map((p) => archiveQueries.players({ name: p.name, tour: system, limit: 50 })),
  });
  const coverage = readCoverage(latest.data?.meta);
  const oldest = coverage.oldest_available?.[system]?.slice(0, 7) ?? null;
  const newest = coverage.effective_date?.slice(0, 7) ?? null;
  const spansKnown = careers.every((c) => !c.isPending);
  // A career read is by name: its span counts only when it is this person (same id where sent).
  const spans = careers.map((c, i) => {
    const id = (c.data?.player as { id?: unknown } | undefined)?.id;
    return c.data?.span && (id === undefined || id === players[i].id)
      ? c.data.span
      : { first: null, last: null };
  });
  const spanKey = JSON.stringify(spans);
  const periods = useMemo(() => {
    if (!spansKnown || !oldest || !newest) return null;
    const months = compareMonths(JSON.parse(spanKey), oldest, newest);
    return [...months.map((m) => M + m), ...compareYears(months).map((y) => Y + y)];
  }, [spansKnown, spanKey, oldest, newest]);
  const held = useHeldSource<CompareData>({ periods, planError: latest.error ?? undefined, ...source });
  const dobs = bios.map((b, i) => b.data?.data.find((p) => p.id === players[i].id)?.dob ?? null);
  return {
    ...held,
    dobs,
    oldestHeld: coverage.oldest_available?.[system] ?? null,
    noSpan: spansKnown && periods?.length === 0,
  };
}
