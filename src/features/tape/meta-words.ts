// The tape meta in words. Unknown values (the spec lets vocabularies grow) read as "unknown".

const COVERAGE: Record<string, string> = {
  from_start: 'recorded point by point from the first point',
  partial: 'recorded point by point from part-way through the match',
  reconstructed: 'rebuilt after the fact from the public record of the match',
  reconstructed_partial:
    'rebuilt after the fact, but not whole (a match that stopped early, or a per-game record)',
  none: 'no point-by-point rows are held',
};

const POINT_SOURCE: Record<string, string> = {
  observed: 'observed live: rows carry the real clock, and the model ran on most of them',
  reconstructed: 'sequence rebuilt from the final score, no timestamps',
  mixed: 'partly observed live, partly rebuilt from the final score (rebuilt rows have no timestamps)',
};

/** Coverage value with its meaning. */
export function coverageWords(coverage: string): string {
  return COVERAGE[coverage] ? `${coverage}: ${COVERAGE[coverage]}` : `unknown (${coverage})`;
}

/** Point source with its meaning; null means an empty tape. */
export function pointSourceWords(source: string | null): string {
  if (source === null) return 'none: the tape is empty';
  return POINT_SOURCE[source] ? `${source}: ${POINT_SOURCE[source]}` : `unknown (${source})`;
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
  out.push(
    points.available_complete === true
      ? 'A point-complete reconstruction exists (the Complete reconstruction read).'
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

/**
 * Where an archive tape's points came from (`meta.source`): the dataset and its own match id. A tape
 * whose source names a point-by-point dataset is the real sequence of points, re-scored here; null
 * when the tape names no source.
 */
export function archiveSourceWords(source: unknown): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const { dataset, id } = source as { dataset?: unknown; id?: unknown };
  if (typeof dataset !== 'string') return null;
  const words = SOURCE_DATASETS[dataset] ?? `unknown (${dataset})`;
  return typeof id === 'string' || typeof id === 'number' ? `${words}, match ${id}` : words;
}
