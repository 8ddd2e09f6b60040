import type { FastifyInstance } from 'fastify';
import type { CoverageBucket } from '../../../contract/coverage';
import { sliced } from '../../data/sliced';
import { completedEntries } from '../matches/history-list';
import type { HistoryEntry } from '../tape/history-entry';
import { observedSummary, resultSummary, type TapeSummary } from '../tape/tape-summary';
import { resultFacts } from '../tape-era/result-match';

const COVERAGE_METHOD =
  'Every completed match the service holds for January 2023 onward: the matches it replayed and ' +
  'watched, and the real 2023-2024 tour-level singles results whose point sequence it reconstructed. ' +
  'completed counts those matches; any_tape those with at least one tape row; point_complete those ' +
  'whose best basis (served tape or reconstruction) covers every point from 0-0 to the final point, ' +
  'as measured by the nightly ledger (unmeasured matches count as not complete); ' +
  'complete_on_default_read those whose default tape read alone is point-complete; share is ' +
  'point_complete / completed. Buckets are tour x draw; no tour (team events, mixed doubles) is other.';

/** The rollup bucket of a match: tour × draw, `other` when either is unknown. */
function bucketOf(tour: string | null, draw: string | null): string {
  if (!tour || !draw) return 'other';
  return `${tour}_${draw}`;
}

const empty = () => ({
  completed: 0,
  any_tape: 0,
  point_complete: 0,
  complete_on_default_read: 0,
  share: null,
});

function add(b: CoverageBucket, s: TapeSummary) {
  b.completed++;
  if (s.rows > 0) b.any_tape++;
  if (s.points_complete === true) b.point_complete++;
  if (s.completeOnDefault === true) b.complete_on_default_read++;
}

const finish = (b: CoverageBucket): CoverageBucket => ({
  ...b,
  share: b.completed === 0 ? null : Math.round((10_000 * b.point_complete) / b.completed) / 10_000,
});

/**
 * Measures every completed match of the era at `now`, a few milliseconds at a time (`sliced`): in
 * one pass the first build held the request thread for ~150 ms. The caller decides when a build runs.
 */
export async function buildRollup(app: FastifyInstance, now: number) {
  const buckets = new Map<string, CoverageBucket>();
  const totals: CoverageBucket = empty();
  // Held in an object: the sliced steps set it after this function's first await.
  const newest = { computedAt: null as string | null };
  const entries: HistoryEntry[] = completedEntries(app, {}, now);
  await sliced(entries.length, (i) => {
    const entry = entries[i];
    let key: string;
    let s: TapeSummary;
    if (entry.kind === 'observed') {
      key = bucketOf(entry.ctx.facts.tour, entry.ctx.facts.draw);
      s = observedSummary(entry.ctx, now);
    } else {
      key = bucketOf(resultFacts(app.world, entry.e).tour, 'singles');
      s = resultSummary(entry.e, now);
    }
    const b = buckets.get(key) ?? empty();
    add(b, s);
    add(totals, s);
    buckets.set(key, b);
    if (s.computed_at && (newest.computedAt === null || s.computed_at > newest.computedAt))
      newest.computedAt = s.computed_at;
  });
  const builtAt = new Date(now).toISOString();
  return {
    as_of: builtAt,
    built_at: builtAt,
    ledger_max_computed_at: newest.computedAt,
    method: COVERAGE_METHOD,
    buckets: Object.fromEntries(
      [...buckets].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, finish(v)]),
    ),
    totals: finish(totals),
  };
}
