import { type VocabWords, vocabWords } from '../../lib/vocabulary';

// The tape meta in words. Unknown values (the spec lets vocabularies grow) read as "unknown" with the
// value as sent on hover (VocabText); a known value shows its meaning only, never its code.

const COVERAGE: Record<string, string> = {
  from_start: 'Recorded point by point from the first point',
  partial: 'Recorded point by point from part-way through the match',
  reconstructed: 'Rebuilt after the fact from the public record of the match',
  reconstructed_partial:
    'Rebuilt after the fact, but not whole (a match that stopped early, or a per-game record)',
  none: 'No point-by-point rows are held',
};

const POINT_SOURCE: Record<string, string> = {
  observed: 'Seen live: rows carry the real clock, and the model ran on most of them',
  reconstructed: 'Rebuilt from the final score, in order but without times',
  mixed: 'Partly seen live, partly rebuilt from the final score (rebuilt rows have no times)',
};

/** What the coverage value means ("unknown", the value on hover, for one this build does not know). */
export function coverageWords(coverage: string): VocabWords {
  return vocabWords(coverage, COVERAGE) ?? { text: 'unknown', raw: coverage };
}

/** What the point source means; null means an empty tape. */
export function pointSourceWords(source: string | null): VocabWords {
  if (source === null) return { text: 'None: the tape is empty', raw: null };
  return vocabWords(source, POINT_SOURCE) ?? { text: 'unknown', raw: source };
}

/** Model rows in words. */
export function modelRowsWords(modelRows: number, rows: number): string {
  if (modelRows === 0) return 'No row carries a model win probability.';
  return `${modelRows} of ${rows} rows carry a model win probability.`;
}

/** `meta.points` in words: whether this exact sequence is point-complete and whether a complete read exists. */
export function pointsWords(points: {
  available_complete: boolean | null;
  complete?: boolean;
  completeness?: number | null;
  rows?: number;
}): string[] {
  const out: string[] = [];
  if (points.complete === true)
    out.push('The returned rows are point-complete: every point from 0-0 to the end.');
  else if (points.complete === false) out.push('The returned rows are not point-complete.');
  if (typeof points.completeness === 'number')
    out.push(`Measured completeness ${(points.completeness * 100).toFixed(1)}%.`);
  // Rows already complete need no word on filling them in.
  if (points.complete !== true)
    out.push(
      points.available_complete === true
        ? 'The missing points can be filled in: choose “Complete reconstruction” under Points.'
        : points.available_complete === false
          ? 'No point-complete reconstruction exists for this match.'
          : 'Whether a point-complete reconstruction exists has not been measured yet.',
    );
  return out;
}

const SOURCE_DATASETS: Record<string, string> = {
  pbp_compact: 'the real point-by-point record of the match (Jeff Sackmann’s tennis_pointbypoint)',
  slam_pbp:
    'the real point-by-point record of the Grand Slam match (Jeff Sackmann’s tennis_slam_pointbypoint)',
};

/** An archive tape's source: the dataset in words ("unknown" with its raw name when new) and its id. */
export interface ArchiveSource {
  words: VocabWords;
  id: string | null;
}

/**
 * Where an archive tape's points came from (`meta.source`): the dataset and its own match id. A tape
 * whose source names a point-by-point dataset is the real sequence of points, re-scored here; null
 * when the tape names no source.
 */
export function archiveSourceWords(source: unknown): ArchiveSource | null {
  if (typeof source !== 'object' || source === null) return null;
  const { dataset, id } = source as { dataset?: unknown; id?: unknown };
  const words = typeof dataset === 'string' ? vocabWords(dataset, SOURCE_DATASETS) : null;
  if (!words) return null;
  return { words, id: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
}
