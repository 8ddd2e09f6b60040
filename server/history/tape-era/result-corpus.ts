import { loadTourSeasons, type ResultRow } from '../../data/results';
import { unit } from '../../engine/rng';
import type { MatchFormat, Side } from '../../../contract/markov/score-state';
import { type Reconstruction, reconstruct } from './reconstruct';
import { type ParsedResult, parseResultScore } from './result-score';

/** Real completed results of the tape era's recorded seasons (tour-level singles files). */
export const RECON_SEASONS = [2023, 2024] as const;
/** The tape half of history starts here; the archive ends the day before. */
const TAPE_ERA_START = '2023-01-01';
/** Their match ids: clear of the replayed slots (1,000,000 up) and of every other id space. */
const RECON_ID_BASE = 500_000;
/** The reconstruction is seeded by a constant so ids and tapes survive restarts and seeds. */
const RECON_SEED = 'courtside-tape-era-1';

/** One real result of the tape era, placed on the p1/p2 axis and reconstructed point by point. */
export interface ResultEntry {
  id: number;
  row: ResultRow;
  parsed: ParsedResult;
  format: MatchFormat;
  /** Side (p1/p2) of the data's winner: which player is p1 is a seeded choice, not a ranking. */
  winnerSide: Side;
  firstServer: Side;
  /** The reconstruction; null for walkovers (no point was played). */
  recon: Reconstruction | null;
}

export interface ResultCorpus {
  entries: ResultEntry[];
  byId: Map<number, ResultEntry>;
  /** Rows of the recorded seasons left out, by reason (never invented around). */
  skipped: Record<string, number>;
  buildMs: number;
}

/** A tour-level singles row of the recorded seasons played inside the tape era (January 2023 on). */
const inTapeEra = (r: ResultRow) =>
  r.sourceFile === 'tour' &&
  (RECON_SEASONS as readonly number[]).includes(r.season) &&
  r.date >= TAPE_ERA_START;

const resultKey = (r: ResultRow) => `${r.tour}-${r.tourneyId}-${r.matchNum ?? 'x'}`;

/** The format the score was played under: slams close with a 10-point tiebreak at 6-6 from 2022. */
function formatOf(row: ResultRow, parsed: ParsedResult): MatchFormat | null {
  if (row.bestOf !== 3 && row.bestOf !== 5) return null;
  const matchTiebreak = parsed.sets.some((s) => s.matchTiebreak);
  return {
    bestOf: row.bestOf,
    finalSet: row.level === 'G' || matchTiebreak ? 'tiebreak10' : 'tiebreak7',
    deciderIsMatchTiebreak: matchTiebreak,
    noAd: false,
  };
}

/** The entries before ids and the index: what a build (here or in a worker) produces. */
export interface CorpusBuild {
  entries: Omit<ResultEntry, 'id'>[];
  skipped: Record<string, number>;
  buildMs: number;
}

/** Reconstructs every real result of the recorded seasons; every entry replays to its real score. */
export function buildCorpus(): CorpusBuild {
  const t0 = performance.now();
  const rows = loadTourSeasons(RECON_SEASONS)
    .filter(inTapeEra)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.tour.localeCompare(b.tour) ||
        a.tourneyId.localeCompare(b.tourneyId) ||
        (a.matchNum ?? 0) - (b.matchNum ?? 0),
    );
  const entries: Omit<ResultEntry, 'id'>[] = [];
  const skipped: Record<string, number> = {};
  const skip = (why: string) => {
    skipped[why] = (skipped[why] ?? 0) + 1;
  };
  for (const row of rows) {
    const parsed = parseResultScore(row.score);
    if (!parsed) {
      skip('score_unparseable');
      continue;
    }
    const format = formatOf(row, parsed);
    if (!format) {
      skip('best_of_unknown');
      continue;
    }
    const key = resultKey(row);
    const winnerSide: Side = unit(RECON_SEED, 'p1', key) < 0.5 ? 1 : 2;
    const firstServer: Side = unit(RECON_SEED, 'serve', key) < 0.5 ? 1 : 2;
    let recon: Reconstruction | null = null;
    if (parsed.ending !== 'walkover') {
      const r = reconstruct(parsed, format, winnerSide, firstServer, `${RECON_SEED}:${key}`);
      if (!r.ok) {
        skip(r.reason);
        continue;
      }
      recon = r.value;
    }
    entries.push({ row, parsed, format, winnerSide, firstServer, recon });
  }
  return { entries, skipped, buildMs: Math.round(performance.now() - t0) };
}

let corpus: ResultCorpus | null = null;

/** Holds a corpus built elsewhere (a worker, server/history/tape-era/result-corpus-ready.ts). */
export function holdCorpus(build: CorpusBuild): ResultCorpus {
  const entries = build.entries.map((e, i) => ({ id: RECON_ID_BASE + i, ...e }));
  corpus = {
    entries,
    byId: new Map(entries.map((e) => [e.id, e])),
    skipped: build.skipped,
    buildMs: build.buildMs,
  };
  return corpus;
}

/** Whether the corpus is in memory already (a read of `resultCorpus()` then costs nothing). */
export const corpusHeld = (): boolean => corpus !== null;

/**
 * The reconstructed corpus. The service builds it in a worker first (`resultCorpusReady`), so its
 * routes find it here; a test or script calling this first builds it in place, once per process.
 */
export function resultCorpus(): ResultCorpus {
  return corpus ?? holdCorpus(buildCorpus());
}
