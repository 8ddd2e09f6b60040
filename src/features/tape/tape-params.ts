export type TapeSequence = 'raw' | 'clean';
export type TapePoints = 'default' | 'complete';

export interface TapeReadParams {
  sequence: TapeSequence;
  points: TapePoints;
}

/**
 * The tape read the URL asks for. The spec refuses `points=complete` with `sequence=clean`
 * (400 bad_combination): a link carrying both is read as the complete read in raw order, which is
 * what that combination can honestly mean, so a shared link never lands on an error.
 */
export function readTapeParams(search: URLSearchParams): TapeReadParams & { forbidden: boolean } {
  const points: TapePoints = search.get('points') === 'complete' ? 'complete' : 'default';
  const asked: TapeSequence = search.get('sequence') === 'clean' ? 'clean' : 'raw';
  const forbidden = points === 'complete' && asked === 'clean';
  return { points, sequence: forbidden ? 'raw' : asked, forbidden };
}

/** Only non-default values go into the URL and the request, so the plain link stays plain. */
export function tapeRequestParams(p: TapeReadParams): Partial<TapeReadParams> {
  return {
    ...(p.sequence !== 'raw' ? { sequence: p.sequence } : {}),
    ...(p.points !== 'default' ? { points: p.points } : {}),
  };
}

/** The row the scrubber stands on: `?at=` as a row index, clamped; the last row when absent. */
export function readAt(search: URLSearchParams, rowCount: number): number {
  if (rowCount === 0) return 0;
  const raw = search.get('at');
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isInteger(n)) return rowCount - 1;
  return Math.min(Math.max(n, 0), rowCount - 1);
}
