import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type MonthsProgress, monthsBetween, readMonths, shiftMonth } from '../../api/read-ranking-months';
import { readCoverage } from '../../lib/rankings-coverage';
import { type HeldMonth, personIn, ranksIn, type WeeklySystem } from '../../lib/weekly-lists/held-month';
import { monthStore } from '../../lib/weekly-lists/month-store';
import { archiveQueries } from '../../queries/history-queries';
import { PAGE_SIZE } from './rankings-url';
import type { ListRank } from './weekly-career';

/** Ranking points stand 52 weeks: a career's lists run about a year past its last match. */
const AFTER_LAST_MATCH_MONTHS = 12;
/** What a month's package file weighs on average (1990s-2020s CSV, both tours), for the estimate. */
export const MONTH_BYTES_ESTIMATE = 170_000;
/** Months read at a time past the plan (three in parallel, as the reads go). */
const WIDEN_MONTHS = 3;

export type WeeklyCareerState =
  | { step: 'planning' }
  | { step: 'consent'; missing: number; held: number }
  | { step: 'reading'; progress: MonthsProgress }
  | { step: 'ready'; lists: ListRank[]; months: number; requests: number }
  | { step: 'error'; error: unknown };

interface Args {
  system: WeeklySystem;
  /** The ranking files' id (`archive_player_id`). */
  id: number;
  /** The player's name where known (the search or the table), for the archive span. */
  name: string | null;
}

const monthOf = (d: string | null | undefined) => (d ? d.slice(0, 7) : null);
const today = () => new Date().toISOString().slice(0, 7);

/** The system's lists across the months, oldest first, with the player's rank on each. */
function listsOf(months: readonly HeldMonth[], system: WeeklySystem, id: number): ListRank[] {
  return months.flatMap((m) => ranksIn(m, system, id));
}

/**
 * A player's every weekly list from the monthly `rankings` packages: the months from the archive's
 * first match to a year after the last (or the table's month), widened a month at a time while
 * the outermost list read still has the player. Months held in this browser cost nothing; the
 * others wait for `consent()` (the cost is announced first), then are read and kept.
 */
export function useWeeklyCareer({ system, id, name }: Args) {
  const latest = useQuery(archiveQueries.rankings({ system: [system], limit: PAGE_SIZE, offset: 0 }));
  const career = useQuery({ ...archiveQueries.career({ name: name ?? '' }), enabled: name !== null });
  const coverage = readCoverage(latest.data?.meta);
  const oldest = monthOf(coverage.oldest_available?.[system]) ?? '1968-01';
  const newest = monthOf(coverage.effective_date) ?? today();
  const spanKnown = name === null || !career.isPending;
  // The career read is by name: its span is used only when it is this person (same id where sent).
  const careerId = (career.data?.player as { id?: unknown } | undefined)?.id;
  const span = career.data && (careerId === undefined || careerId === id) ? career.data.span : undefined;
  const planned = useMemo(() => {
    const from = monthOf(span?.first) ?? newest;
    const last = monthOf(span?.last);
    const to = last ? shiftMonth(last, AFTER_LAST_MATCH_MONTHS) : newest;
    return monthsBetween([from, oldest].sort()[1], [to, newest].sort()[0]);
  }, [span?.first, span?.last, oldest, newest]);
  const [state, setState] = useState<WeeklyCareerState>({ step: 'planning' });
  const [consented, setConsented] = useState(false);
  const [person, setPerson] = useState<{ name: string; rosterId: number | null } | null>(null);
  const ready = latest.isSuccess && spanKnown;
  const attempt = useRef(0);
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (!ready) return;
    const run = ++attempt.current;
    const abort = new AbortController();
    const store = monthStore();
    // `retries` is read so that a retry (a new count) runs the reads again.
    const live = () => run === attempt.current && !abort.signal.aborted && retries >= 0;
    (async () => {
      const held = await store.get(planned);
      if (!live()) return;
      const missing = planned.length - held.size;
      if (missing > 0 && !consented) {
        setState({ step: 'consent', missing, held: held.size });
        return;
      }
      let months = [...planned];
      // Requests of finished reads, and of the read under way (its own count starts at 0).
      let requests = 0;
      let current = 0;
      const onProgress = (p: MonthsProgress) => {
        current = p.requests;
        if (live()) setState({ step: 'reading', progress: { ...p, requests: requests + p.requests } });
      };
      const sent = () => {
        requests += current;
        current = 0;
      };
      let read = await readMonths(months, store, { signal: abort.signal, onProgress });
      sent();
      // Widen while the outermost list read has the player (the career runs on past the plan).
      for (;;) {
        const lists = listsOf(
          months.map((m) => read.get(m) as HeldMonth),
          system,
          id,
        );
        const more: string[] = [];
        if (lists[0]?.rank != null)
          more.push(
            ...monthsBetween(shiftMonth(months[0], -WIDEN_MONTHS), shiftMonth(months[0], -1)).filter(
              (m) => m >= oldest,
            ),
          );
        if (lists.at(-1)?.rank != null)
          more.push(
            ...monthsBetween(
              shiftMonth(months.at(-1) as string, 1),
              shiftMonth(months.at(-1) as string, WIDEN_MONTHS),
            ).filter((m) => m <= newest),
          );
        if (more.length === 0 || !live()) break;
        const got = await readMonths(more, store, { signal: abort.signal, onProgress });
        sent();
        months = [...more.filter((m) => m < months[0]), ...months, ...more.filter((m) => m > months[0])];
        read = new Map([...read, ...got]);
      }
      if (!live()) return;
      const ordered = months.map((m) => read.get(m) as HeldMonth);
      const found = [...ordered].reverse().find((m) => personIn(m, system, id));
      setPerson(found ? personIn(found, system, id) : null);
      setState({ step: 'ready', lists: listsOf(ordered, system, id), months: months.length, requests });
    })().catch((error) => {
      if (live()) setState({ step: 'error', error });
    });
    return () => abort.abort();
  }, [ready, planned, consented, system, id, oldest, newest, retries]);

  return {
    state,
    person,
    /** The system's oldest list held (`meta.coverage.oldest_available`). */
    oldestHeld: coverage.oldest_available?.[system] ?? null,
    consent: () => setConsented(true),
    retry: () => setRetries((n) => n + 1),
    latestError: latest.isError ? latest.error : null,
  };
}
